/**
 * Who is subscribed to which channel, and the presence data Reverb derives from it
 * (Channel.php, InteractsWithPresenceChannels.php). Channels disappear with their last subscriber.
 */
import { phpArrayJson } from '../laravel/php-params';

/** The decoded `channel_data` of a subscription (`{}` for public and private channels). */
export type SubscriptionData = Record<string, unknown>;

export interface PresenceData {
  /** `hash` is a PHP array: a JSON list when empty or keyed 0…n-1, an object otherwise. */
  presence: { count: number; ids: unknown[]; hash: Record<string, unknown> | unknown[] };
}

export class ChannelRegistry {
  /** channel name -> socket id -> subscription data, in subscription order. */
  private readonly channels = new Map<string, Map<string, SubscriptionData>>();
  /** Cache channels' last event, as sent; it goes with the channel (CacheChannel's payload). */
  private readonly cached = new Map<string, string>();

  names(): string[] {
    return [...this.channels.keys()];
  }

  /** Every socket subscribed to at least one channel, once each. */
  socketIds(): string[] {
    const ids = new Set<string>();
    for (const subscribers of this.channels.values())
      for (const id of subscribers.keys()) ids.add(id);
    return [...ids];
  }

  subscribers(channel: string): string[] {
    return [...(this.channels.get(channel)?.keys() ?? [])];
  }

  find(channel: string, socketId: string): SubscriptionData | undefined {
    return this.channels.get(channel)?.get(socketId);
  }

  /** Subscribing again replaces the data and keeps the original position (PHP array semantics). */
  add(channel: string, socketId: string, data: SubscriptionData): void {
    let subscribers = this.channels.get(channel);
    if (!subscribers) {
      subscribers = new Map();
      this.channels.set(channel, subscribers);
    }
    subscribers.set(socketId, data);
  }

  /** Returns the removed subscription's data, undefined when there was none. */
  remove(channel: string, socketId: string): SubscriptionData | undefined {
    const subscribers = this.channels.get(channel);
    const data = subscribers?.get(socketId);
    subscribers?.delete(socketId);
    if (subscribers?.size === 0) {
      this.channels.delete(channel);
      this.cached.delete(channel);
    }
    return data;
  }

  /** Keeps a cache channel's last event (only while the channel has subscribers, as in Reverb). */
  cache(channel: string, raw: string): void {
    if (this.channels.has(channel)) this.cached.set(channel, raw);
  }

  cachedEvent(channel: string): string | undefined {
    return this.cached.get(channel);
  }

  /** Reverb compares user ids as strings; a missing id is never "subscribed". */
  userIsSubscribed(channel: string, userId: unknown): boolean {
    if (userId === undefined || userId === null || userId === '' || userId === false) return false;
    const wanted = String(userId);
    for (const data of this.channels.get(channel)?.values() ?? []) {
      if (data.user_id !== undefined && data.user_id !== null && String(data.user_id) === wanted)
        return true;
    }
    return false;
  }

  /**
   * `subscription_succeeded` data of a presence channel: members unique by user_id (first
   * connection wins), and an empty list when any subscription lacks a user_id, as Reverb does.
   */
  presenceData(channel: string): PresenceData {
    const all = [...(this.channels.get(channel)?.values() ?? [])];
    if (all.some((data) => data.user_id === undefined || data.user_id === null)) {
      return { presence: { count: 0, ids: [], hash: [] } };
    }
    const seen = new Set<string>();
    const unique = all.filter((data) => {
      const key = String(data.user_id);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const entries = unique.map((data): [string, unknown] => [
      String(data.user_id),
      data.user_info ?? null,
    ]);
    // Collection::keyBy('user_id'), json-encoded.
    return {
      presence: {
        count: unique.length,
        ids: unique.map((data) => data.user_id),
        hash: phpArrayJson(entries),
      },
    };
  }

  clear(): void {
    this.channels.clear();
    this.cached.clear();
  }
}
