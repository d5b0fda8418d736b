import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDraft, resetDraftsForTests, setDraft } from '@/features/chat/state/drafts';
import type { AuthApi } from '@/lib/session/auth-api';
import { createAuthStore } from '@/lib/session/auth-store';
import { LOGIN_SUCCESS_MESSAGE } from '@/lib/session/auth-messages';
import { fakeUnauthenticatedChannel, profileFixture } from './fixtures';

const demo = profileFixture();
const other = profileFixture({ id: 2, name: 'Member', email: 'member@example.com' });

function setup(signedIn = demo) {
  const channel = fakeUnauthenticatedChannel();
  const api: Partial<AuthApi> = {
    getProfile: vi.fn().mockResolvedValue({ data: signedIn }),
    logout: vi.fn().mockResolvedValue(undefined),
  };
  const store = createAuthStore({
    api,
    queryClient: new QueryClient(),
    navigate: vi.fn(),
    subscribeUnauthenticated: channel.subscribe,
  });
  return { store, channel };
}

/** What a user leaves typed in the tab: a chat draft, a form draft and a kept text. */
function typeSomething(): void {
  setDraft('new', 'half a question');
  sessionStorage.setItem('council-chat:typed:form:profile:1', '{"name":"Ann"}');
  sessionStorage.setItem('council-chat:typed:text:bulk-invite:1', 'ann@example.org');
}

const typedKeys = () =>
  Object.keys(sessionStorage).filter((key) => key.startsWith('council-chat:typed:'));

beforeEach(() => {
  sessionStorage.clear();
  resetDraftsForTests();
});

describe('what was typed and not sent belongs to the user who typed it', () => {
  it('is forgotten when that user signs out, the chat draft held in memory too', async () => {
    const { store } = setup();
    await store.start('/chat');
    typeSomething();
    await store.signOut();
    expect(typedKeys()).toEqual([]);
    expect(getDraft('new')).toBe('');
  });

  it('stays for the same user after the session expired and they signed in again', async () => {
    const first = setup();
    await first.store.start('/chat');
    typeSomething();
    first.channel.emit();
    const again = setup();
    await again.store.completeSignIn({ message: LOGIN_SUCCESS_MESSAGE, data: demo });
    expect(typedKeys()).toHaveLength(3);
    expect(getDraft('new')).toBe('half a question');
  });

  it('is forgotten before another user signing in to the tab can see it', async () => {
    const first = setup();
    await first.store.start('/chat');
    typeSomething();
    first.channel.emit();
    const next = setup(other);
    await next.store.completeSignIn({ message: LOGIN_SUCCESS_MESSAGE, data: other });
    expect(typedKeys()).toEqual([]);
    expect(getDraft('new')).toBe('');
  });
});
