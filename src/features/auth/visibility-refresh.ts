import { TAB_VISIBLE_REFRESH_DELAY_MS } from '@/lib/constants/timings';
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
export function watchTabVisibility(store: Pick<AuthStore, 'getState' | 'initProfile'>, options: VisibilityRefreshOptions): () => void {
  const doc = options.document ?? document;
  const delay = options.delayMs ?? TAB_VISIBLE_REFRESH_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onChange = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (doc.visibilityState !== 'visible') return;
    timer = setTimeout(() => {
      timer = undefined;
      if (isAuthPath(options.getPathname()) || store.getState().userProfile) return;
      store.initProfile().catch(() => undefined);
    }, delay);
  };

  doc.addEventListener('visibilitychange', onChange);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onChange);
  };
}
