import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchTabVisibility } from '@/features/auth/visibility-refresh';
import type { UserProfile } from '@/generated/model';
import { TAB_VISIBLE_REFRESH_DELAY_MS } from '@/lib/constants/timings';
import { profileFixture } from './fixtures';

function fakeDocument() {
  const target = new EventTarget();
  const doc = {
    visibilityState: 'hidden' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show() {
      doc.visibilityState = 'visible';
      target.dispatchEvent(new Event('visibilitychange'));
    },
    hide() {
      doc.visibilityState = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return doc;
}

describe('tab-visible profile refresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(
    path: string,
    profile: UserProfile | null,
    initProfile = vi.fn().mockResolvedValue(null),
  ) {
    const doc = fakeDocument();
    const store = {
      getState: () => ({
        userProfile: profile,
        initialized: true,
        loading: false,
        signedOut: false,
        profileChecked: true,
      }),
      initProfile,
    };
    const stop = watchTabVisibility(store, {
      getPathname: () => path,
      document: doc as unknown as Document,
    });
    return { doc, initProfile, stop };
  }

  it('re-initialises the profile 500 ms after the tab becomes visible', () => {
    const { doc, initProfile } = setup('/', null);
    doc.show();
    vi.advanceTimersByTime(TAB_VISIBLE_REFRESH_DELAY_MS - 1);
    expect(initProfile).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(initProfile).toHaveBeenCalledTimes(1);
    expect(TAB_VISIBLE_REFRESH_DELAY_MS).toBe(500);
  });

  it('skips /auth paths and a loaded profile', () => {
    for (const [path, profile] of [
      ['/auth/Login', null],
      ['/Auth', null],
      ['/chat', profileFixture()],
    ] as const) {
      const { doc, initProfile } = setup(path, profile);
      doc.show();
      vi.advanceTimersByTime(1000);
      expect(initProfile).not.toHaveBeenCalled();
    }
  });

  it('does nothing when the tab is hidden again before the delay, and stops when asked', () => {
    const { doc, initProfile, stop } = setup('/', null);
    doc.show();
    vi.advanceTimersByTime(200);
    doc.hide();
    vi.advanceTimersByTime(1000);
    expect(initProfile).not.toHaveBeenCalled();
    stop();
    doc.show();
    vi.advanceTimersByTime(1000);
    expect(initProfile).not.toHaveBeenCalled();
  });

  it('ignores failures silently', async () => {
    const initProfile = vi.fn().mockRejectedValue(new Error('offline'));
    const { doc } = setup('/', null, initProfile);
    doc.show();
    vi.advanceTimersByTime(500);
    await Promise.resolve();
    expect(initProfile).toHaveBeenCalled();
  });
});
