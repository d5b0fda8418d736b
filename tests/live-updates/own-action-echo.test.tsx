/**
 * One notice per administrator action (issue 38): the tab that acted tells its user itself, so the
 * live echo of its own request is not shown to it again; the same change made elsewhere (another
 * administrator, another tab) still reaches it. The app sends its socket's X-Socket-ID with every
 * call, and the backend broadcasts council events `->toOthers()`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCouncilPresence } from '@/features/live-updates/useCouncilPresence';
import { inviteCouncilUser, updateCouncilUser } from '@/generated/api/council-users/council-users';
import { connectRealtime, disconnectRealtime } from '@/lib/realtime';
import { apiUrl } from '@/lib/http/config';
import { COUNCILS, INVITATIONS, USERS } from '@mocks/db/seed-ids';
import { MOCK_REVERB_CONFIG } from './mock-reverb-config';
import { signInAs, useMockServer, xsrfToken } from '../mocks/helpers';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const mock = useMockServer();
const channel = `presence-councils.${COUNCILS.northwind}`;

afterEach(() => disconnectRealtime());

async function watchNorthwind() {
  // The subscription waited for below is this test's, not an earlier one's.
  mock.state.realtime.broadcaster.frames.clear();
  toast.mockClear();
  await signInAs('demo@example.com');
  connectRealtime({ id: USERS.demo }, { config: MOCK_REVERB_CONFIG });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useCouncilPresence(USERS.demo, COUNCILS.northwind), { wrapper });
  await vi.waitFor(() =>
    expect(
      mock.state.realtime.broadcaster.frames.entries({
        channel,
        event: 'pusher_internal:subscription_succeeded',
      }),
    ).not.toHaveLength(0),
  );
}

/** A change made elsewhere (another administrator, another tab): its request names another socket. */
async function changeElsewhere(role: 'manager' | 'member') {
  const response = await fetch(
    apiUrl(`/api/councils/${COUNCILS.northwind}/users/${USERS.member}`),
    {
      method: 'PUT',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': xsrfToken() ?? '',
        'X-Socket-ID': '999.999',
      },
      body: JSON.stringify({ role }),
    },
  );
  expect(response.status).toBe(200);
}

describe('the live echo of an administrator action', () => {
  it('is not shown to the tab that acted, and is shown when the change comes from elsewhere', async () => {
    await watchNorthwind();
    const name = mock.state.db.users.get(USERS.member)!.name;
    // This tab's own action (the app's client sends this tab's socket id).
    await updateCouncilUser(COUNCILS.northwind, USERS.member, { role: 'manager' });
    // Then a change from elsewhere: events of one channel arrive in order, so once its notice is
    // shown, an echo of the first change would have been shown before it.
    await changeElsewhere('member');
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(`${name}'s membership changed (member).`),
    );
    expect(toast).not.toHaveBeenCalledWith(`${name}'s membership changed (manager).`);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('spares the inviting tab the echo of its invitation, broadcast after the mail is sent (issue 61)', async () => {
    await watchNorthwind();
    // Inviting again an email whose invitation is pending replaces it (a member.updated event),
    // and the broadcast follows the invitation mail, after an await.
    await inviteCouncilUser(COUNCILS.northwind, {
      email: INVITATIONS.newAccount.email,
      role: 'member',
    });
    await changeElsewhere('manager');
    const name = mock.state.db.users.get(USERS.member)!.name;
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(`${name}'s membership changed (manager).`),
    );
    // Only the change from elsewhere was told, however many hooks of earlier tests still listen.
    expect(new Set(toast.mock.calls.map(([text]) => text))).toEqual(
      new Set([`${name}'s membership changed (manager).`]),
    );
  });
});
