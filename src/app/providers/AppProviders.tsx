import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthStoreProvider } from '@/features/auth/auth-context';
import type { AuthStore } from '@/features/auth/auth-store';
import { readTheme, subscribeTheme } from '../theme';
import { RealtimeBridge } from './realtime-bridge';

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
        <Toaster position="top-right" richColors closeButton theme={theme} />
      </AuthStoreProvider>
    </QueryClientProvider>
  );
}
