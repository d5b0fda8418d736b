/**
 * What the tab showed, kept for its next load: the signed-in user's profile and the answers the
 * screen was showing, written to sessionStorage when the tab is hidden or left. A reload, and a
 * phone bringing back a tab it discarded in the background, then draws the same screen at once
 * (the message box usable while its data is fetched again) instead of after the profile's and the
 * lists' round trips.
 *
 * It is a picture, never a session: the profile is fetched at start as always and a failure or a
 * 401 drops the user and the picture (docs/app-rules.md#session); every kept answer is marked
 * stale, so each is fetched again as its screen mounts. It belongs to this tab only (sessionStorage
 * dies with it), to this build only (another build's shapes may differ), and is forgotten on any
 * sign-out.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@/generated/model';
import { CURRENT_BUILD_ID } from '@/lib/build/build-update';
import { KEPT_SCREEN_MAX_CHARS } from '@/lib/constants/storage';
import { KEPT_SCREEN_MAX_AGE_MS } from '@/lib/constants/timings';
import { afterKeptAnswerRestored } from '@/lib/query/refresh-all';
import { isApiQuery, isApiQueryKey } from './api-queries';

const KEY = 'council-chat:kept-screen';

interface KeptAnswer {
  key: readonly unknown[];
  data: unknown;
}

export interface KeptScreen {
  build: string;
  savedAt: number;
  profile: UserProfile;
  answers: KeptAnswer[];
}

/** An infinite list keeps its first page only: what a screen shows first, at a bounded size. */
function keptData(query: Query): unknown {
  const data = query.state.data as { pages?: unknown[]; pageParams?: unknown[] } | undefined;
  if (data && Array.isArray(data.pages) && Array.isArray(data.pageParams)) {
    return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
  }
  return data;
}

/** Writes what the screen shows now (the answers its mounted parts read), or forgets it when nobody is signed in. */
export function keepScreen(queryClient: QueryClient, profile: UserProfile | null): void {
  if (!profile) {
    forgetKeptScreen();
    return;
  }
  const answers = queryClient
    .getQueryCache()
    .findAll({ type: 'active', predicate: isApiQuery })
    .filter((query) => query.state.status === 'success' && query.state.data !== undefined)
    .map((query) => ({ key: query.queryKey, data: keptData(query) }));
  const kept: KeptScreen = { build: CURRENT_BUILD_ID, savedAt: Date.now(), profile, answers };
  try {
    const text = JSON.stringify(kept);
    // A screen too large to keep is not kept in part: the next load fetches it, as without this.
    if (text.length > KEPT_SCREEN_MAX_CHARS) forgetKeptScreen();
    else sessionStorage.setItem(KEY, text);
  } catch {
    // Storage full or turned off: the next load waits for its data, as without this.
    forgetKeptScreen();
  }
}

/** What this tab kept, when it is this build's, recent, and well-formed; null otherwise. */
export function readKeptScreen(now: number = Date.now()): KeptScreen | null {
  let text: string | null;
  try {
    text = sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as Partial<KeptScreen> | null;
    if (
      kept?.build !== CURRENT_BUILD_ID ||
      typeof kept.savedAt !== 'number' ||
      now - kept.savedAt > KEPT_SCREEN_MAX_AGE_MS ||
      typeof kept.profile?.id !== 'number' ||
      !Array.isArray(kept.answers)
    ) {
      forgetKeptScreen();
      return null;
    }
    return kept as KeptScreen;
  } catch {
    forgetKeptScreen();
    return null;
  }
}

/**
 * Puts the kept answers in the cache, each already stale: the screens that read them draw at once
 * and fetch them again as they mount.
 */
export function restoreKeptAnswers(queryClient: QueryClient, kept: KeptScreen): void {
  for (const { key, data } of kept.answers) {
    if (!Array.isArray(key) || !isApiQueryKey(key)) continue;
    queryClient.setQueryData(key, data, { updatedAt: kept.savedAt });
    void afterKeptAnswerRestored(queryClient, key);
  }
}

export function forgetKeptScreen(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage turned off: nothing was kept.
  }
}

/** Keeps the screen whenever the tab is hidden or left (the moments a phone may discard it). */
export function keepScreenWhenHidden(
  queryClient: QueryClient,
  getProfile: () => UserProfile | null,
): () => void {
  const keep = () => keepScreen(queryClient, getProfile());
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') keep();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', keep);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', keep);
  };
}
