import { TAB_VISIBLE_REFRESH_DELAY_MS } from '@/lib/constants/timings';
import { debounce } from '@/lib/debounce';
import { isAuthPath } from '@/lib/session/auth-paths';
import type { AuthStore } from '@/lib/session/auth-store';

export interface VisibilityRefreshOptions {
  getPathname: () => string;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  delayMs?: number;
}

/**
 * docs/app-rules.md#session: when the tab becomes visible, after 500 ms, the profile is initialised
 * again unless the path starts with /auth or a profile is already loaded. Failures are silent
 * (initProfile never throws; a failure leaves the profile null).
 */
export function watchTabVisibility(
  store: Pick<AuthStore, 'getState' | 'initProfile'>,
  options: VisibilityRefreshOptions,
): () => void {
  const doc = options.document ?? document;
  const delay = options.delayMs ?? TAB_VISIBLE_REFRESH_DELAY_MS;
  const refresh = debounce(() => {
    if (isAuthPath(options.getPathname()) || store.getState().userProfile) return;
    store.initProfile().catch(() => undefined);
  }, delay);

  const onChange = () => {
    if (doc.visibilityState === 'visible') refresh();
    else refresh.cancel();
  };

  doc.addEventListener('visibilitychange', onChange);
  return () => {
    refresh.cancel();
    doc.removeEventListener('visibilitychange', onChange);
  };
}
