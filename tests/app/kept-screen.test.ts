import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from '@/lib/session/auth-store';
import {
  keepScreen,
  keepScreenWhenHidden,
  readKeptScreen,
  restoreKeptAnswers,
} from '@/lib/session/kept-screen';
import { KEPT_SCREEN_MAX_CHARS } from '@/lib/constants/storage';
import { KEPT_SCREEN_MAX_AGE_MS } from '@/lib/constants/timings';
import { apiError, fakeUnauthenticatedChannel, profileFixture } from './fixtures';

const KEY = 'council-chat:kept-screen';
const profile = profileFixture();
const threads = { data: [{ id: 7, title: 'Budget' }] };

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
}

/** A query a mounted screen reads: an observer keeps it active, as a component does. */
function shown(client: QueryClient, queryKey: readonly unknown[], data: unknown) {
  client.setQueryData(queryKey, data);
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => data,
    staleTime: Infinity,
  });
  return observer.subscribe(() => undefined);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the kept screen', () => {
  it('keeps the answers the screen shows and draws them on the next load, each to be fetched again', async () => {
    const before = newClient();
    shown(before, ['/api/threads'], threads);
    before.setQueryData(['/api/councils'], { data: ['not on screen'] });
    before.setQueryData(['not-an-api-key'], 'local');
    keepScreen(before, profile);

    const kept = readKeptScreen();
    expect(kept?.profile).toEqual(profile);
    expect(kept?.answers.map((answer) => answer.key)).toEqual([['/api/threads']]);

    const after = newClient();
    restoreKeptAnswers(after, kept!);
    expect(after.getQueryData(['/api/threads'])).toEqual(threads);
    expect(after.getQueryData(['/api/councils'])).toBeUndefined();
    // Stale although within the client's 30 s staleTime: a mounted screen fetches it again.
    const queryFn = vi.fn().mockResolvedValue({ data: [] });
    const observer = new QueryObserver(after, { queryKey: ['/api/threads'], queryFn });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(after.getQueryData(['/api/threads'])).toEqual({ data: [] }));
    stop();
  });

  it('keeps an infinite list’s first page only, and no failed answer', () => {
    const client = newClient();
    shown(client, ['/api/threads/1/messages'], {
      pages: [{ data: ['newest'] }, { data: ['older'] }],
      pageParams: [null, 'cursor-2'],
    });
    const failed = client.getQueryCache().build(client, { queryKey: ['/api/agents'] });
    failed.setState({ status: 'error', error: new Error('down') });
    keepScreen(client, profile);
    expect(readKeptScreen()?.answers).toEqual([
      {
        key: ['/api/threads/1/messages'],
        data: { pages: [{ data: ['newest'] }], pageParams: [null] },
      },
    ]);
  });

  it('is forgotten when nobody is signed in, or when it is too large to keep whole', () => {
    const client = newClient();
    shown(client, ['/api/threads'], threads);
    keepScreen(client, profile);
    keepScreen(client, null);
    expect(sessionStorage.getItem(KEY)).toBeNull();

    keepScreen(client, profile);
    shown(client, ['/api/files'], { data: 'x'.repeat(KEPT_SCREEN_MAX_CHARS) });
    keepScreen(client, profile);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is not drawn when another build, too old or unreadable, and is dropped then', () => {
    const client = newClient();
    shown(client, ['/api/threads'], threads);
    keepScreen(client, profile);
    const text = sessionStorage.getItem(KEY)!;
    const savedAt = (JSON.parse(text) as { savedAt: number }).savedAt;
    expect(readKeptScreen(savedAt + KEPT_SCREEN_MAX_AGE_MS)).not.toBeNull();
    expect(readKeptScreen(savedAt + KEPT_SCREEN_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();

    sessionStorage.setItem(KEY, JSON.stringify({ ...JSON.parse(text), build: 'an-older-build' }));
    expect(readKeptScreen()).toBeNull();
    sessionStorage.setItem(KEY, '{"build":');
    expect(readKeptScreen()).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is written when the tab is hidden or left, with the profile of that moment', () => {
    const client = newClient();
    shown(client, ['/api/threads'], threads);
    let current: typeof profile | null = profile;
    const stop = keepScreenWhenHidden(client, () => current);
    window.dispatchEvent(new Event('pagehide'));
    expect(readKeptScreen()?.profile).toEqual(profile);
    current = null;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sessionStorage.getItem(KEY)).toBeNull();
    stop();
    vi.restoreAllMocks();
  });
});

describe('a start with a kept profile', () => {
  function start(getProfile: () => Promise<unknown>) {
    const channel = fakeUnauthenticatedChannel();
    const store = createAuthStore({
      queryClient: newClient(),
      keptProfile: profile,
      subscribeUnauthenticated: channel.subscribe,
      api: { getProfile: vi.fn(getProfile) as never },
    });
    return { store, channel };
  }

  it('shows it while the profile is fetched, and takes the fetched one', async () => {
    const renamed = { ...profile, name: 'Renamed' };
    let answer: (value: unknown) => void = () => undefined;
    const { store } = start(() => new Promise((resolve) => (answer = resolve)));
    const started = store.start('/chat');
    expect(store.getState()).toMatchObject({ userProfile: profile, initialized: true });
    answer({ data: renamed });
    await started;
    expect(store.getState().userProfile).toEqual(renamed);
  });

  it('drops the user and the kept screen when the fetch fails', async () => {
    const client = newClient();
    shown(client, ['/api/threads'], threads);
    keepScreen(client, profile);
    const { store } = start(() => Promise.reject(apiError(401, { message: 'Unauthenticated.' })));
    await store.start('/chat');
    expect(store.getState().userProfile).toBeNull();
    expect(readKeptScreen()).toBeNull();
  });

  it('is ignored on /auth paths, which load no profile', async () => {
    const getProfile = vi.fn().mockResolvedValue({ data: profile });
    const { store } = start(getProfile);
    await store.start('/auth/login');
    expect(store.getState()).toMatchObject({ userProfile: null, initialized: true });
    expect(getProfile).not.toHaveBeenCalled();
  });
});
