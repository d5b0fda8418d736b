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
/**
 * Toasts lie one below the other, each readable (sonner's default folds them into a pile where only
 * the front one can be read until hovered); more than three at once are queued.
 */
const TOASTER_LAYOUT = { expand: true, visibleToasts: 3, gap: 8 } as const;

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
        <Toaster
          position="top-right"
          richColors
          closeButton
          theme={theme}
          offset={TOAST_OFFSET}
          mobileOffset={TOAST_OFFSET}
          {...TOASTER_LAYOUT}
        />
      </AuthStoreProvider>
    </QueryClientProvider>
  );
}
