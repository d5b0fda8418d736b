/**
 * Signing out closes the live connection cleanly: the pages being left unsubscribe their channels
 * (pusher-js sends those frames on a zero-delay timer), and only then is the socket closed, so
 * nothing is ever sent on a closed socket.
 */
import { describe, expect, it, vi } from 'vitest';
import { connectRealtime, disconnectRealtime, getEcho, pusherOf } from '@/lib/realtime';
import { realtimeStatus } from '@/lib/realtime/connection-status';
import { broadcaster, config, installHarness } from './harness';

installHarness();

describe('sign-out', () => {
  it('leaves the channels, then closes: no frame is sent on a closing or closed socket', async () => {
    const echo = connectRealtime({ id: 3 }, { config });
    echo.private('threads.20');
    echo.private('App.Models.User.3');
    await vi.waitFor(() =>
      expect(broadcaster.channel('private-threads.20')?.subscribers).toHaveLength(1),
    );
    await vi.waitFor(() =>
      expect(broadcaster.channel('private-App.Models.User.3')?.subscribers).toHaveLength(1),
    );

    const socket = (
      pusherOf(echo).connection as unknown as { connection: { transport: { socket: WebSocket } } }
    ).connection.transport.socket;
    const sentWhileClosed: string[] = [];
    const send = socket.send.bind(socket);
    socket.send = (data: string) => {
      if (socket.readyState >= WebSocket.CLOSING) sentWhileClosed.push(String(data));
      send(data);
    };

    // What React does on sign-out: the pages' cleanups leave their channels, then the bridge disconnects.
    echo.leave('threads.20');
    echo.leave('App.Models.User.3');
    disconnectRealtime();
    expect(getEcho()).toBeNull();
    expect(realtimeStatus.getSnapshot()).toBe('disconnected');

    await vi.waitFor(() => expect(broadcaster.connections).toHaveLength(0));
    expect(sentWhileClosed).toEqual([]);
    // The unsubscribes did reach the server before the close.
    expect(
      broadcaster.frames
        .entries({ event: 'pusher:unsubscribe' })
        .map((f) => (f.data as { channel: string }).channel)
        .sort(),
    ).toEqual(['private-App.Models.User.3', 'private-threads.20']);
  });
});
