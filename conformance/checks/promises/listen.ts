/**
 * A listener on Reverb for the broadcasts promises: one pusher-js connection of the first user's
 * (or another account's; its own socket, never the one a request names in X-Socket-ID), subscribed
 * to the channels a write may broadcast on, collecting every application event with its channel;
 * and how what it heard is judged against a promise's events.
 */
import Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { isSuccess, statusOf } from '../../http/exchange';
import type { CheckName } from '../../engine/check-names';
import type { Actor } from '../../http/actor';

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

  /** `actor`: whose socket it is (the first user's by default; a requester hears their own notice). */
  constructor(run: Run, ctx: Context, check: CheckName, actor: Actor = ctx.actorA) {
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
          call(run, ctx, 'authorizeBroadcasting', actor, check, {
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

export type Wanted = { event: string; channel: string };

/** Whether `wanted` arrived in order among `heard` (other events may come between). */
export function inOrder(heard: Heard[], wanted: Wanted[]): boolean {
  let at = 0;
  for (const h of heard)
    if (at < wanted.length && h.event === wanted[at]!.event && h.channel === wanted[at]!.channel)
      at++;
  return at === wanted.length;
}

export const heardList = (heard: Heard[]) =>
  heard.map((h) => `${h.event} on ${h.name}`).join(', ') || 'nothing';

/** Why an event heard is not as asyncapi.yaml describes it (its payload schema), or null. */
export function payloadProblems(run: Run, heard: Heard[]): string | null {
  const byName = new Map(run.contract.events.map((event) => [event.name, event]));
  for (const { event, data, name } of heard) {
    const described = byName.get(event);
    if (!described) return `${event} on ${name} is not an event of asyncapi.yaml`;
    if (!described.schemaName) continue;
    const result = run.validator.validate(`#/components/schemas/${described.schemaName}`, data);
    if (!result.valid)
      return `${event} on ${name}: the payload does not match ${described.schemaName}: ${result.errors.join('; ')}`;
  }
  return null;
}
