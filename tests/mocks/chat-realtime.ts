/**
 * A listener on the mock's broadcaster for the chat tests: a fake socket subscribed (with a valid
 * signature) to a private channel, whose received application events the tests read.
 */
import type { MockState } from '@mocks/laravel/mock-state';
import { createFakeConnection } from '@mocks/realtime/fake-connection';

export interface ChannelListener {
  /** Application events received on the channel, in order (`pusher*` frames left out). */
  events(): { event: string; data: unknown }[];
  close(): void;
}

export function listen(state: MockState, channel: string): ChannelListener {
  const connection = createFakeConnection();
  const socketId = state.realtime.broadcaster.accept(connection);
  if (!socketId) throw new Error('the broadcaster refused the fake connection');
  const { auth } = state.realtime.signChannel(socketId, channel);
  connection.emit({ event: 'pusher:subscribe', data: { channel, auth } });
  return {
    events: () =>
      connection.received
        .filter((frame) => frame.channel === channel && !frame.event.startsWith('pusher'))
        .map((frame) => ({ event: frame.event, data: frame.data })),
    close: () => connection.disconnect(),
  };
}
