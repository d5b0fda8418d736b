/**
 * The app's live updates over the real Echo + pusher-js, against the whole mock backend (its
 * /broadcasting/auth decides and signs, its broadcaster delivers): a notification on the user's
 * channel reaches a toast and refetches, and the council's presence channel lists who is online.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { orderResource } from '@mocks/resources/councils';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { councilPresence } from '@/features/live-updates/presence-store';
import { useCouncilPresence } from '@/features/live-updates/useCouncilPresence';
import { useUserNotifications } from '@/features/live-updates/useUserNotifications';
import { connectRealtime, disconnectRealtime, pusherOf } from '@/lib/realtime';
import { COUNCILS, USERS } from '@mocks/db/seed-ids';
import { MOCK_REVERB_CONFIG } from './mock-reverb-config';
import { signInAs, useMockServer } from '../mocks/helpers';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const mock = useMockServer();

function setup(queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const subscribed = (channel: string) =>
  vi.waitFor(() =>
    expect(
      mock.state.realtime.broadcaster.frames.entries({
        channel,
        event: 'pusher_internal:subscription_succeeded',
      }),
    ).not.toHaveLength(0),
  );

beforeEach(() => mock.state.realtime.broadcaster.frames.clear());
afterEach(() => disconnectRealtime());

describe('live updates', () => {
  it('shows a notification from the user channel and refetches what it makes stale', async () => {
    await signInAs('demo@example.com');
    connectRealtime({ id: USERS.demo }, { config: MOCK_REVERB_CONFIG });
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(['/api/profile'], { data: 'cached' });
    renderHook(() => useUserNotifications(USERS.demo), { wrapper });
    await subscribed(`private-App.Models.User.${USERS.demo}`);

    const order = mock.state.db.orders.all().find((o) => o.user_id === USERS.demo)!;
    mock.state.realtime.publish(`private-App.Models.User.${USERS.demo}`, 'order.completed', {
      order: {
        ...orderResource(mock.state.db, order),
        status: 'completed',
        payment_status: 'paid',
      },
    });
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        `Order #${order.id} for ${order.item_name} is paid.`,
        { id: `order-${order.id}-completed` },
      ),
    );
    expect(queryClient.getQueryState(['/api/profile'])!.isInvalidated).toBe(true);
  });

  it("is refused another user's channel by the backend", async () => {
    await signInAs('member@example.com');
    const errors = vi.spyOn(console, 'error');
    // A client that asks for demo's channel while the session is member's.
    const echo = connectRealtime({ id: USERS.demo }, { config: MOCK_REVERB_CONFIG });
    renderHook(() => useUserNotifications(USERS.demo), { wrapper: setup().wrapper });
    const refused = vi.fn();
    pusherOf(echo)
      .channel(`private-App.Models.User.${USERS.demo}`)!
      .bind('pusher:subscription_error', refused);
    await vi.waitFor(() =>
      // Laravel's Broadcast::auth refuses with an empty message: the client's rule words it "Request failed".
      expect(refused).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'AuthError', error: 'Request failed' }),
      ),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(
      mock.state.realtime.broadcaster.frames.entries({
        channel: `private-App.Models.User.${USERS.demo}`,
        event: 'pusher_internal:subscription_succeeded',
      }),
    ).toHaveLength(0);
  });

  it('lists the online members of the current council', async () => {
    await signInAs('demo@example.com');
    connectRealtime({ id: USERS.demo }, { config: MOCK_REVERB_CONFIG });
    const { unmount } = renderHook(() => useCouncilPresence(USERS.demo, COUNCILS.northwind), {
      wrapper: setup().wrapper,
    });
    await vi.waitFor(() =>
      expect(councilPresence.getSnapshot().map((m) => m.id)).toEqual([USERS.demo]),
    );
    expect(councilPresence.getSnapshot()[0]!.name).toBe(mock.state.db.users.get(USERS.demo)!.name);
    unmount();
    expect(councilPresence.getSnapshot()).toEqual([]);
  });

  it("refetches the council's data and gives a short notice when another administrator changes it", async () => {
    await signInAs('demo@example.com');
    connectRealtime({ id: USERS.demo }, { config: MOCK_REVERB_CONFIG });
    const { queryClient, wrapper } = setup();
    const users = `/api/councils/${COUNCILS.northwind}/users`;
    const other = `/api/councils/${COUNCILS.northwind}0/users`;
    queryClient.setQueryData([users, { status: 'invited' }], { data: 'cached' });
    queryClient.setQueryData([`/api/councils/${COUNCILS.northwind}`], { data: 'cached' });
    queryClient.setQueryData([other], { data: 'cached' });
    renderHook(() => useCouncilPresence(USERS.demo, COUNCILS.northwind), { wrapper });
    await subscribed(`presence-councils.${COUNCILS.northwind}`);

    const invitee = { ...mock.state.db.users.get(USERS.noCouncil)!, id: USERS.noCouncil };
    mock.state.realtime.publish(`presence-councils.${COUNCILS.northwind}`, 'council.member.added', {
      council_id: COUNCILS.northwind,
      user: {
        id: invitee.id,
        name: invitee.name,
        email: invitee.email,
        avatar_url: null,
        role: 'member',
        position: null,
        status: 'invited',
        licence_id: null,
        joined_at: null,
      },
    });
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(`${invitee.email} was invited to the council.`),
    );
    expect(queryClient.getQueryState([users, { status: 'invited' }])!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([`/api/councils/${COUNCILS.northwind}`])!.isInvalidated).toBe(
      true,
    );
    // Council 10's data is not council 1's.
    expect(queryClient.getQueryState([other])!.isInvalidated).toBe(false);
  });
});
