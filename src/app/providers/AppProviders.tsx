import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { AuthStoreProvider } from '@/lib/session/auth-context';
import type { AuthStore } from '@/lib/session/auth-store';
import { readTheme, subscribeTheme } from '../theme';
import { RealtimeBridge } from './realtime-bridge';

/**
 * Where toasts stand (one policy for every page): at the bottom right (the bottom on a phone),
 * raised above the strip where a page keeps its composer. At the top they covered headers: first
 * the account menu and theme switch, then, below the top bar, a page's own header with its ⋯ menu
 * (a chat's export toast hid the very menu that made it).
 */
const TOAST_OFFSET = { bottom: '6.5rem', right: '1rem', left: '1rem' };
/**
 * Toasts lie one below the other, each readable (sonner's default folds them into a pile where only
 * the front one can be read until hovered); more than three at once are queued.
 */
const TOASTER_LAYOUT = { expand: true, visibleToasts: 3, gap: 8 } as const;

/**
 * sonner (about 7 KB gzip) loads right after the first render instead of with the entry: no first
 * screen shows a toast, and the pages that raise one import `toast` themselves. A toast raised
 * before the Toaster mounts is not lost: sonner's Toaster shows the active toasts when it subscribes.
 */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

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
        <Suspense fallback={null}>
          <Toaster
            position="bottom-right"
            richColors
            closeButton
            theme={theme}
            offset={TOAST_OFFSET}
            mobileOffset={TOAST_OFFSET}
            {...TOASTER_LAYOUT}
          />
        </Suspense>
      </AuthStoreProvider>
    </QueryClientProvider>
  );
}
