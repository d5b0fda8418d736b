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

const REPLY_ENDS = new Set(['message.completed', 'message.failed', 'message.stopped']);

/**
 * Whether the channel has seen a reply end and the `thread.updated` that follows it: the send (or
 * edit, regenerate) itself broadcasts a `thread.updated` before the reply starts, so that first
 * one does not mean the reply is over.
 */
export function replyEnded(channel: ChannelListener): boolean {
  const names = channel.events().map((e) => e.event);
  const end = names.findIndex((name) => REPLY_ENDS.has(name));
  return end >= 0 && names.indexOf('thread.updated', end) > end;
}
