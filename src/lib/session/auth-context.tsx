import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthState, AuthStore } from './auth-store';

const AuthStoreContext = createContext<AuthStore | null>(null);

export function AuthStoreProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthStoreContext value={store}>{children}</AuthStoreContext>;
}

export function useAuthStore(): AuthStore {
  const store = use(AuthStoreContext);
  if (!store) throw new Error('useAuthStore must be used inside <AuthStoreProvider>.');
  return store;
}

/** The current auth state; re-renders when it changes. */
export function useAuthState(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export function useUserProfile() {
  return useAuthState().userProfile;
}

const noSubscription = () => () => undefined;
const noProfile = () => null;

/**
 * The profile, or null when rendered outside an <AuthStoreProvider> (parts that other features'
 * screens embed and test on their own, e.g. the pending invitations on the new-chat screen).
 */
export function useOptionalUserProfile() {
  const store = use(AuthStoreContext);
  const state = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getState ?? noProfile,
    store?.getState ?? noProfile,
  );
  return state?.userProfile ?? null;
}
