import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthStoreProvider } from '@/features/auth/auth-context';
import type { AuthStore } from '@/features/auth/auth-store';
import { readTheme, subscribeTheme } from '../theme';
import { RealtimeBridge } from './realtime-bridge';

/**
 * Toasts start below the header (and the demo strip above it): over the header they hid the
 * account menu and the theme switch for seconds.
 */
const TOAST_OFFSET = { top: 'calc(var(--app-top-inset, 0px) + 4.25rem)', right: '1rem', left: '1rem' };

export function AppProviders({
  queryClient,
  authStore,
  children,
}: {
  queryClient: QueryClient;
  authStore: AuthStore;
  children: ReactNode;
}) {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'system' as const);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthStoreProvider store={authStore}>
        <RealtimeBridge />
        {children}
        <Toaster position="top-right" richColors closeButton theme={theme} offset={TOAST_OFFSET} mobileOffset={TOAST_OFFSET} />
      </AuthStoreProvider>
    </QueryClientProvider>
  );
}
