/**
 * realtime-to-others (--realtime): a council event is broadcast `->toOthers()` (asyncapi.yaml, "Not
 * to the socket that acted"). Two connections of the first user join the run's council channel; a
 * council write is sent with the first connection's id as `X-Socket-ID`, as Echo sends it. The
 * other connection must get the event (else there is nothing to judge) and the acting one never.
 * Judged through `updateCouncilUser`, setting the second user's role to the one they have (nothing
 * changes, and the event `council.member.updated` is still broadcast).
 */
import type Pusher from 'pusher-js';
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call } from '../engine/steps';
import { dataOf, isSuccess, statusOf } from '../http/exchange';
import { openPusher, subscribe, waitFor, type Received } from './realtime';
import { CHECK } from '../engine/check-names';

const OP = 'updateCouncilUser';
const EVENT = 'council.member.updated';

async function join(pusher: Pusher, channel: string, into: Received[]): Promise<true | string> {
  const joined = await subscribe(pusher, channel);
  pusher.channel(channel)?.bind_global((event: string, data: unknown) => {
    if (!event.startsWith('pusher')) into.push({ event, data });
  });
  return joined;
}

export async function checkToOthers(run: Run, ctx: Context): Promise<void> {
  const council = ctx.get('council');
  if (council === undefined)
    return run.results.skip(
      OP,
      CHECK.realtimeToOthers,
      'the run has no council the first user administers',
    );
  const list = await call(run, ctx, 'listCouncilUsers', ctx.actorA, CHECK.realtimeToOthers, {
    query: { search: ctx.b.email, per_page: 100 },
  });
  const member = (dataOf<{ id: number; email: string; role: string }[]>(list) ?? []).find(
    (u) => u.email === ctx.b.email,
  );
  if (!member)
    return run.results.skip(
      OP,
      CHECK.realtimeToOthers,
      `the second user is not listed in council ${council}`,
    );
  const channel = `presence-councils.${council}`;
  const acting = openPusher(run, ctx, CHECK.realtimeToOthers);
  const other = openPusher(run, ctx, CHECK.realtimeToOthers);
  try {
    const actingGot: Received[] = [];
    const otherGot: Received[] = [];
    for (const [pusher, into] of [
      [acting, actingGot],
      [other, otherGot],
    ] as const) {
      const joined = await join(pusher, channel, into);
      if (joined !== true)
        return run.results.skip(OP, CHECK.realtimeToOthers, `could not join ${channel}: ${joined}`);
    }
    const socketId = acting.connection.socket_id;
    const sent = await call(run, ctx, OP, ctx.actorA, CHECK.realtimeToOthers, {
      params: { user: member.id },
      json: { role: member.role },
      headers: { 'X-Socket-ID': socketId },
    });
    if (!sent || !isSuccess(sent))
      return run.results.skip(OP, CHECK.realtimeToOthers, `the write answered ${statusOf(sent)}`);
    const reached = await waitFor(() => otherGot.some((r) => r.event === EVENT), 10_000);
    if (!reached)
      return run.results.skip(
        OP,
        CHECK.realtimeToOthers,
        `${EVENT} did not reach the other connection within 10 s, so toOthers() cannot be judged`,
      );
    // The acting socket's copy, if sent, would have left Reverb with the other's.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const echoed = actingGot.some((r) => r.event === EVENT);
    run.results.expect(
      !echoed,
      OP,
      CHECK.realtimeToOthers,
      echoed
        ? `${EVENT} reached the connection whose request (X-Socket-ID ${socketId}) caused it: the broadcast is not ->toOthers()`
        : `${EVENT} reached the other connection and not the acting one (X-Socket-ID ${socketId})`,
      sent.id,
    );
  } finally {
    acting.disconnect();
    other.disconnect();
  }
}

export const check: Check = {
  name: CHECK.realtimeToOthers,
  summary:
    'with --realtime, a council event never reaches the connection whose request (X-Socket-ID) caused it',
  docs: "with `--realtime`, two connections of the first user join the council's presence channel and a council write (`updateCouncilUser`, the second user's role set to the one they have) is sent with the first connection's id as `X-Socket-ID`, as Echo sends it: `council.member.updated` reaches the other connection and never the acting one. A council event or user notification broadcast without `->toOthers()` (or a client whose `X-Socket-ID` the backend drops) fails",
  phase: 'after-operations',
  writes: true,
  appliesTo: (op, run) => run.options.realtime && op.operationId === OP,
  run: async (run, ctx) => {
    if (run.options.realtime && run.selected(OP)) await checkToOthers(run, ctx);
  },
};
