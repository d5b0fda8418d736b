/**
 * A listener on Reverb for the broadcasts promises: one pusher-js connection of the first user's
 * (its own socket, never the one a request names in X-Socket-ID), subscribed to the channels a
 * write may broadcast on, collecting every application event with its channel.
 */
import Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { isSuccess, statusOf } from '../../http/exchange';
import type { CheckName } from '../../engine/check-names';

export interface Heard {
  event: string;
  /** The asyncapi.yaml channel: `thread`, `council` or `user`. */
  channel: string;
  name: string;
  data: unknown;
}

const KIND: [RegExp, string][] = [
  [/^private-threads\./, 'thread'],
  [/^presence-councils\./, 'council'],
  [/^private-App\.Models\.User\./, 'user'],
];

export class Listener {
  readonly heard: Heard[] = [];
  private readonly pusher: Pusher;

  constructor(run: Run, ctx: Context, check: CheckName) {
    const url = new URL(run.options.reverbUrl ?? run.options.baseUrl);
    const tls = url.protocol === 'https:' || url.protocol === 'wss:';
    this.pusher = new Pusher(run.options.reverbKey, {
      cluster: '',
      wsHost: url.hostname,
      wsPort: Number(url.port || (tls ? 443 : 80)),
      wssPort: Number(url.port || 443),
      forceTLS: tls,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      channelAuthorization: {
        customHandler: (
          params: { socketId: string; channelName: string },
          callback: (error: Error | null, data: { auth: string } | null) => void,
        ) => {
          call(run, ctx, 'authorizeBroadcasting', ctx.actorA, check, {
            json: { socket_id: params.socketId, channel_name: params.channelName },
          }).then(
            (exchange) =>
              exchange && isSuccess(exchange)
                ? callback(null, exchange.response!.json as { auth: string })
                : callback(new Error(`broadcasting auth answered ${statusOf(exchange)}`), null),
            (error: Error) => callback(error, null),
          );
        },
      } as never,
    });
  }

  /** Subscribed, or why not. */
  subscribe(name: string): Promise<true | string> {
    const channel = this.pusher.channel(name) ?? this.pusher.subscribe(name);
    if (channel.subscribed) return Promise.resolve(true);
    const kind = KIND.find(([re]) => re.test(name))?.[1] ?? name;
    channel.bind_global((event: string, data: unknown) => {
      if (!event.startsWith('pusher:') && !event.startsWith('pusher_internal:'))
        this.heard.push({ event, channel: kind, name, data });
    });
    return subscribed(channel);
  }

  /** Leaves a channel (a thread the check made, now gone). */
  unsubscribe(name: string): void {
    this.pusher.unsubscribe(name);
  }

  /** Forgets what was heard so far (what an earlier write broadcast). */
  clear(): void {
    this.heard.length = 0;
  }

  disconnect(): void {
    this.pusher.disconnect();
  }
}

function subscribed(channel: Channel): Promise<true | string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('no answer within 10 s'), 10_000);
    channel.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer);
      resolve(true);
    });
    channel.bind('pusher:subscription_error', (error: unknown) => {
      clearTimeout(timer);
      resolve(JSON.stringify(error));
    });
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
