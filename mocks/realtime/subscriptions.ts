/**
 * Subscribing and unsubscribing a socket (Reverb's EventHandler::subscribe and ::unsubscribe, then
 * the channel's own), apart from the rest of the engine in ./broadcaster.ts, which hands them its
 * state.
 */
import type { ChannelRegistry, SubscriptionData } from './channel-registry';
import type { Faults } from './faults';
import { filled } from './php-values';
import {
  internalFrame,
  isCacheChannel,
  isPresenceChannel,
  isPrivateChannel,
  parseJsonOr,
  phpEmpty,
  phpTruthy,
  pusherFrame,
  PusherError,
  PusherProtocolError,
  subscriptionErrorFrame,
} from './protocol';
import { verifyChannelAuth } from './signature';

/** What of the broadcaster the subscriptions use. */
export interface SubscriptionsDeps<Socket extends { id: string }> {
  appSecret: string;
  channels: ChannelRegistry;
  faults: Pick<Faults, 'refusalFor'>;
  activity: { watch(): void };
  send(socket: Socket, raw: string): void;
  broadcast(channel: string, raw: string, exceptSocketId?: string, internal?: boolean): number;
}

export function createSubscriptions<Socket extends { id: string }>({
  appSecret,
  channels,
  faults,
  activity,
  send,
  broadcast,
}: SubscriptionsDeps<Socket>) {
  /** EventHandler::subscribe, then the channel's own subscribe (Channel, PrivateChannel, PresenceChannel). */
  function subscribe(
    socket: Socket,
    channel: string,
    auth: string | null,
    channelData: string | null,
  ): void {
    // Its validator: `channel_data` must be JSON, a blank string skipping the rule.
    if (filled(channelData) && parseJsonOr(channelData, undefined) === undefined) {
      throw new Error('channel_data must be JSON');
    }
    const refusal = faults.refusalFor(channel);
    if (refusal?.mode === 'error') throw new PusherProtocolError(PusherError.unauthorized);
    if (refusal)
      return send(
        socket,
        subscriptionErrorFrame(channel, `Subscription to ${channel} refused (fault injection)`),
      );
    if (
      isPrivateChannel(channel) &&
      !verifyChannelAuth(appSecret, socket.id, channel, auth, channelData)
    ) {
      throw new PusherProtocolError(PusherError.unauthorized);
    }
    // `$data ? json_decode($data, true, flags: JSON_THROW_ON_ERROR) : []`, stored as an array:
    // what decodes to no array is a TypeError (4200).
    const decoded: unknown = phpTruthy(channelData) ? JSON.parse(channelData) : {};
    if (typeof decoded !== 'object' || decoded === null)
      throw new Error('channel_data must be an array');
    const data = decoded as SubscriptionData;
    if (isPresenceChannel(channel)) {
      const alreadyPresent = channels.userIsSubscribed(channel, data.user_id);
      channels.add(channel, socket.id, data);
      // The others learn of the newcomer before the newcomer's own subscription_succeeded;
      // `(object) $userData`: a list's indexes become keys.
      if (!alreadyPresent)
        broadcast(channel, internalFrame('member_added', { ...data }, channel), socket.id, true);
      send(
        socket,
        internalFrame('subscription_succeeded', { ...channels.presenceData(channel) }, channel),
      );
    } else {
      channels.add(channel, socket.id, data);
      send(socket, internalFrame('subscription_succeeded', {}, channel));
    }
    activity.watch();
    if (isCacheChannel(channel))
      send(socket, channels.cachedEvent(channel) ?? pusherFrame('cache_miss', undefined, channel));
  }

  function unsubscribe(socket: Socket, channel: string): void {
    const subscription = channels.remove(channel, socket.id);
    if (!isPresenceChannel(channel) || !subscription) return;
    const userId = subscription.user_id;
    // member_removed only when the user's last connection has left. Sent through the channel's
    // broadcast, not broadcastInternally, so a presence cache channel keeps it as its last event.
    if (phpEmpty(userId) || channels.userIsSubscribed(channel, userId)) return;
    broadcast(channel, internalFrame('member_removed', { user_id: userId }, channel), socket.id);
  }

  return { subscribe, unsubscribe };
}
