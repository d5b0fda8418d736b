/**
 * Reverb's ClientEvent::handle: a `client-*` frame relayed to the channel's other subscribers,
 * as `accept_client_events_from` allows, after PHP decoded and re-encoded it (./php-values.ts).
 */
import type { SubscriptionData } from './channel-registry';
import { filled, phpJsonRoundTrip } from './php-values';
import { clientEventFrame, phpEmpty, PusherError, PusherProtocolError } from './protocol';

export type ClientEventsFrom = 'members' | 'all' | 'none';

export interface ClientEventContext {
  acceptFrom: ClientEventsFrom;
  /** The sender's subscription to the channel, if any. */
  subscription(channel: string, socketId: string): SubscriptionData | undefined;
  /** Channel::broadcast to every subscriber but `exceptSocketId`. */
  broadcast(channel: string, raw: string, exceptSocketId: string): void;
}

export function relayClientEvent(
  context: ClientEventContext,
  socketId: string,
  frame: Record<string, unknown>,
  event: string,
  data: unknown,
): void {
  // Its validator: channel required|string, data nullable|array (a blank string skips the rule).
  const channel = frame.channel;
  if (!filled(channel)) throw new Error('channel is required');
  const blank = data === undefined || data === null || (typeof data === 'string' && !filled(data));
  if (!blank && (typeof data !== 'object' || data === null))
    throw new Error('data must be an array');
  if (!event.startsWith('client-')) return;
  if (context.acceptFrom === 'none')
    throw new PusherProtocolError(PusherError.clientEventsDisabled);
  if (context.acceptFrom === 'all') {
    // The decoded frame itself goes out again, whatever else it carried.
    context.broadcast(channel, JSON.stringify(phpJsonRoundTrip({ ...frame, data })), socketId);
    return;
  }
  const subscription = context.subscription(channel, socketId);
  if (!subscription) throw new PusherProtocolError(PusherError.notAMember);
  // `if ($userId = …->data('user_id'))`: a user id PHP finds false is left out.
  const userId = subscription.user_id as string | number | undefined;
  context.broadcast(
    channel,
    clientEventFrame(event, channel, phpJsonRoundTrip(data), phpEmpty(userId) ? undefined : userId),
    socketId,
  );
}
