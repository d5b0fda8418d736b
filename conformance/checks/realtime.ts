/**
 * Check 8, real time: `POST /broadcasting/auth` signs the user's own private channel and refuses a
 * foreign one (another user's, and another user's thread's); with `--realtime`, pusher-js connects to Reverb, subscribes with the backend's
 * signature (a bad signature is refused by Reverb) and the events of a message sent to a thread are
 * validated against the AsyncAPI document's payload schemas.
 */
import Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import type { Context } from '../engine/context';
import { isSuccess, statusOf } from '../http/exchange';
import type { Run } from '../engine/run-state';
import { call, expectStatus } from '../engine/steps';
import { positive } from './positive-data';
import { sendPastThrottle } from '../engine/retry-after';
import { CHECK, type CheckName } from '../engine/check-names';

/** The longest Retry-After of sendThreadMessage's throttle that the realtime check waits out once. */
const MAX_THROTTLE_WAIT_SECONDS = 60;

const SIGNATURE = /^[^:\s]+:[0-9a-f]{64}$/;
const OP = 'authorizeBroadcasting';

export async function checkBroadcastingAuth(run: Run, ctx: Context): Promise<void> {
  const own = `private-App.Models.User.${ctx.a.id}`;
  const foreign = `private-App.Models.User.${ctx.b.id}`;
  const socketId = '1234.5678';
  const signed = await call(run, ctx, OP, ctx.actorA, CHECK.broadcastingAuth, {
    json: { socket_id: socketId, channel_name: own },
  });
  if (signed) {
    const auth = (signed.response?.json as { auth?: unknown } | undefined)?.auth;
    const ok = isSuccess(signed) && typeof auth === 'string' && SIGNATURE.test(auth);
    run.results.expect(
      isSuccess(signed),
      OP,
      CHECK.positiveData,
      isSuccess(signed)
        ? `valid request accepted (${signed.response!.status})`
        : `expected a 2xx for the user's own channel, got ${statusOf(signed)}`,
      signed.id,
    );
    run.results.expect(
      ok,
      OP,
      CHECK.broadcastingAuth,
      ok
        ? `own channel ${own} signed`
        : `own channel ${own}: expected 200 {"auth": "key:hmac-sha256-hex"}, got ${statusOf(signed)}`,
      signed.id,
    );
  }
  const refused = await call(run, ctx, OP, ctx.actorA, CHECK.broadcastingAuth, {
    json: { socket_id: socketId, channel_name: foreign },
  });
  expectStatus(
    run,
    OP,
    CHECK.broadcastingAuth,
    refused,
    [403],
    `another user's channel ${foreign}`,
  );
  // A record's channel too, not only a user's: routes/channels.php's `threads.{thread}` rule must
  // look at the thread (a rule that returns true lets anyone listen to any conversation).
  const thread = ctx.get('thread');
  if (thread === undefined) return;
  const theirs = `private-threads.${thread}`;
  const stranger = await call(run, ctx, OP, ctx.actorB, CHECK.broadcastingAuth, {
    json: { socket_id: socketId, channel_name: theirs },
  });
  expectStatus(
    run,
    OP,
    CHECK.broadcastingAuth,
    stranger,
    [403],
    `the first user's thread channel ${theirs}, asked for by the second user`,
  );
}

export interface Received {
  event: string;
  data: unknown;
}

/** A pusher-js connection to Reverb whose channels `actor` signs through `/broadcasting/auth`. */
export function openPusher(run: Run, ctx: Context, check: CheckName, actor = ctx.actorA): Pusher {
  const wsUrl = new URL(run.options.reverbUrl ?? run.options.baseUrl);
  return new Pusher(run.options.reverbKey, {
    cluster: '',
    wsHost: wsUrl.hostname,
    wsPort: Number(
      wsUrl.port || (wsUrl.protocol === 'https:' || wsUrl.protocol === 'wss:' ? 443 : 80),
    ),
    wssPort: Number(wsUrl.port || 443),
    forceTLS: wsUrl.protocol === 'https:' || wsUrl.protocol === 'wss:',
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      customHandler: (
        params: { socketId: string; channelName: string },
        callback: (error: Error | null, data: { auth: string } | null) => void,
      ) => {
        call(run, ctx, OP, actor, check, {
          json: { socket_id: params.socketId, channel_name: params.channelName },
        }).then(
          (exchange) => {
            if (exchange && isSuccess(exchange))
              callback(null, exchange.response!.json as { auth: string });
            else callback(new Error(`broadcasting auth answered ${statusOf(exchange)}`), null);
          },
          (error: Error) => callback(error, null),
        );
      },
    } as never,
  });
}

/** The thread events the last `--realtime` run received, in arrival order (for realtime-stream). */
export const THREAD_EVENTS = 'threadEvents';

export async function checkRealtime(run: Run, ctx: Context): Promise<void> {
  const pusher = openPusher(run, ctx, CHECK.realtimeEvents);
  try {
    const own = await subscribe(pusher, `private-App.Models.User.${ctx.a.id}`);
    run.results.expect(
      own === true,
      OP,
      CHECK.broadcastingAuth,
      own === true
        ? 'Reverb accepted the signature for the own channel'
        : `Reverb refused the backend's signature for the own channel: ${own}`,
    );
    if (own !== true) {
      run.results.skip(
        'sendThreadMessage',
        CHECK.realtimeEvents,
        'Reverb refused the channel signature, so no event can be received',
      );
      return;
    }
    const threadId = ctx.get('thread');
    if (threadId === undefined)
      return notChecked(
        run,
        `no thread to send a message to (${ctx.missing.get('thread') ?? 'the backend gave the runner none'})`,
      );
    const channelName = `private-threads.${threadId}`;
    const channel = pusher.channel(channelName) ?? pusher.subscribe(channelName);
    const received: Received[] = [];
    channel.bind_global((event: string, data: unknown) => {
      if (!event.startsWith('pusher:')) received.push({ event, data });
    });
    const subscribed = await waitSubscribed(pusher, channel);
    if (subscribed !== true) {
      run.results.fail(
        OP,
        CHECK.realtimeEvents,
        `could not subscribe to ${channelName}: ${subscribed}`,
      );
      return;
    }
    const send = () =>
      positive(run, ctx, 'sendThreadMessage', ctx.actorA, {
        json: run.data.body(run.op('sendThreadMessage'), {
          content: 'Reply in one short sentence.',
          file_ids: undefined,
        }),
      });
    // The run's other checks may have spent sendThreadMessage's documented throttle (x-throttle):
    // its Retry-After is waited out once, as a sign-in's is, rather than leaving Reverb unchecked.
    const { exchange: sent } = await sendPastThrottle(run, run.op('sendThreadMessage'), send, {
      maxSeconds: MAX_THROTTLE_WAIT_SECONDS,
      what: 'sendThreadMessage (the message realtime-events listens for)',
    });
    const status = sent?.response?.status;
    if (status === 404 || status === 405)
      return notChecked(
        run,
        `the backend has no sendThreadMessage route (POST ${run.op('sendThreadMessage').path} answered ${status}), the one operation whose broadcast the runner waits for`,
      );
    if (!isSuccess(sent)) {
      run.results.fail(
        'sendThreadMessage',
        CHECK.realtimeEvents,
        `sending a message answered ${statusOf(sent)}`,
        sent?.id,
      );
      return;
    }
    const finished = await waitFor(
      () => received.some((r) => r.event === 'message.completed' || r.event === 'message.failed'),
      30_000,
    );
    if (!finished)
      run.results.fail(
        'sendThreadMessage',
        CHECK.realtimeEvents,
        `no message.completed or message.failed within 30 s (got: ${[...new Set(received.map((r) => r.event))].join(', ') || 'nothing'})`,
      );
    validateEvents(run, received);
    ctx.facts.set(THREAD_EVENTS, received);
  } finally {
    pusher.disconnect();
  }
}

/**
 * Reverb is checked through the events of a message sent to a thread: when no message can be sent,
 * the report and the run's notes say Reverb was not checked, and why.
 */
function notChecked(run: Run, why: string): void {
  const message = `Reverb was not checked: ${why}`;
  run.results.skip('sendThreadMessage', CHECK.realtimeEvents, message);
  run.note(message);
}

/**
 * The status a reply has when each event of its stream is broadcast (MessageStatus: it turns
 * `streaming` with `message.created` and ends `completed` with `message.completed`).
 */
const STATUS_WITH: Record<string, string> = {
  'message.created': 'streaming',
  'message.completed': 'completed',
};

/** Each received event must be one asyncapi.yaml describes, its payload valid against its schema. */
export function validateEvents(run: Run, received: Received[]): void {
  const byName = new Map(run.contract.events.map((event) => [event.name, event]));
  for (const { event, data } of received) {
    const status = STATUS_WITH[event];
    const sent = (data as { status?: unknown } | null)?.status;
    if (status && sent !== status)
      run.results.fail(
        'sendThreadMessage',
        CHECK.realtimeEvents,
        `${event} carries a reply with status ${JSON.stringify(sent)}: MessageStatus says a reply is \`${status}\` when ${event} is broadcast`,
      );
    const described = byName.get(event);
    if (!described) {
      run.results.fail(
        'sendThreadMessage',
        CHECK.realtimeEvents,
        `event "${event}" is not in asyncapi.yaml`,
      );
      continue;
    }
    if (!described.schemaName) continue;
    const result = run.validator.validate(`#/components/schemas/${described.schemaName}`, data);
    run.results.expect(
      result.valid,
      'sendThreadMessage',
      CHECK.realtimeEvents,
      result.valid
        ? `${event} matches ${described.schemaName}`
        : `${event} payload does not match ${described.schemaName}: ${result.errors.join('; ')}`,
    );
  }
}

export function subscribe(pusher: Pusher, name: string): Promise<true | string> {
  return waitSubscribed(pusher, pusher.subscribe(name));
}

/** Subscribed, or why not: Reverb refuses a bad signature with `pusher:error` 4009 on the connection. */
export function waitSubscribed(pusher: Pusher, channel: Channel): Promise<true | string> {
  if (channel.subscribed) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('no answer within 10 s'), 10_000);
    pusher.connection.bind('error', (error: unknown) => {
      clearTimeout(timer);
      resolve(`pusher:error ${JSON.stringify((error as { data?: unknown })?.data ?? error)}`);
    });
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

export async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}
