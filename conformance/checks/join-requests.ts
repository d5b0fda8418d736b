/**
 * The join-request chain: the second user asks to join a council the first administers and is not
 * in; the first finds the request among the pending ones and, after the per-operation checks used
 * it, rejects it (join requests have no delete). With --realtime, the first user listens on the
 * council's channel while the request is made, and the second on their own while it is decided
 * (promises/flow-broadcasts.ts); once rejected, the second user joins with the council's code and
 * is removed again (promises/join-code.ts).
 */
import type { Context } from '../engine/context';
import { dataOf, isSuccess } from '../http/exchange';
import type { Run } from '../engine/run-state';
import { call, type StepOptions } from '../engine/steps';
import { positive } from './positive-data';
import { judgeMadeBy } from './promises/made-by';
import { CHECK } from '../engine/check-names';
import { uncheckedAll } from './promises/by-id';
import { JOIN_CODE_PROMISES, joinWithCode } from './promises/join-code';
import { FLOW_BROADCASTS as JOIN_BROADCASTS, listenWhile } from './promises/flow-broadcasts';

/** B asks to join a council A administers and is not in; A finds the request (and rejects it later). */
export async function requestToJoin(run: Run, ctx: Context): Promise<void> {
  const council = ctx.facts.get('joinCouncil') as number | undefined;
  if (council === undefined) {
    uncheckedAll(
      run,
      [JOIN_BROADCASTS.asked, JOIN_BROADCASTS.decided, ...JOIN_CODE_PROMISES],
      `no council that ${run.options.user} administers and ${run.options.secondUser} is not in`,
    );
    run.results.skip(
      'requestJoinCouncil',
      CHECK.positiveData,
      `no council that ${run.options.user} administers and ${run.options.secondUser} is not in`,
    );
    return;
  }
  // A request left pending by an interrupted earlier run would make this one a duplicate: reject it first.
  const earlier = await call(run, ctx, 'listJoinRequests', ctx.actorA, CHECK.statefulChain, {
    params: { council },
    query: { status: 'pending', per_page: 100 },
  });
  const stale = ((dataOf<unknown>(earlier) ?? []) as { id: number; user?: { id?: number } }[]).find(
    (row) => row.user?.id === ctx.b.id,
  );
  if (stale)
    await call(run, ctx, 'decideJoinRequest', ctx.actorA, CHECK.statefulChain, {
      params: { council, joinRequest: stale.id },
      json: { status: 'rejected' },
    });
  // An admin (the first user) hears the request on the council's channel.
  const asked = await listenWhile(
    run,
    ctx,
    JOIN_BROADCASTS.asked,
    ctx.actorA,
    `presence-councils.${council}`,
    () =>
      positive(run, ctx, 'requestJoinCouncil', ctx.actorB, {
        params: { council },
        json: run.data.body(run.op('requestJoinCouncil'), {
          code: undefined,
          message: 'Conformance run: please reject.',
        }),
      }),
  );
  if (!isSuccess(asked)) return;
  const pending = await positive(run, ctx, 'listJoinRequests', ctx.actorA, {
    params: { council },
    query: { status: 'pending', per_page: 100 },
  });
  const rows = (dataOf<unknown>(pending) ?? []) as { id: number; user?: { id?: number } }[];
  const request = Array.isArray(rows) ? rows.find((row) => row.user?.id === ctx.b.id) : undefined;
  if (!request) {
    run.results.fail(
      'listJoinRequests',
      CHECK.statefulChain,
      `join request chain: the pending requests of council ${council} do not hold ${run.options.secondUser}'s request`,
      pending?.id,
    );
    return;
  }
  ctx.facts.set('joinRequest', request.id);
  ctx.set('joinRequest', request.id);
  await judgePendingFlag(run, ctx, council);
}

/** While the request is pending: the council is flagged for the requester only (promises/made-by.ts). */
async function judgePendingFlag(run: Run, ctx: Context, council: number): Promise<void> {
  const read = await call(run, ctx, 'getCouncil', ctx.actorA, CHECK.promiseReflects, {
    params: { council },
  });
  const name = (dataOf<{ name?: unknown }>(read) ?? {}).name;
  if (typeof name !== 'string') return;
  await judgeMadeBy(
    run,
    ctx,
    'requestJoinCouncil',
    { id: council, name },
    {
      maker: { actor: ctx.actorB, name: run.options.secondUser },
      other: { actor: ctx.actorA, name: `${run.options.user} (its admin)` },
    },
  );
}

export function decisionRequest(run: Run, ctx: Context): StepOptions | null {
  const joinRequest = ctx.facts.get('joinRequest') as number | undefined;
  if (joinRequest === undefined) return null;
  return {
    params: { council: ctx.facts.get('joinCouncil') as number, joinRequest },
    json: run.data.body(run.op('decideJoinRequest'), { status: 'rejected' }),
  };
}

export async function decideJoinRequest(run: Run, ctx: Context): Promise<void> {
  const request = decisionRequest(run, ctx);
  if (!request)
    return uncheckedAll(
      run,
      [JOIN_BROADCASTS.decided, ...JOIN_CODE_PROMISES],
      'the run made no join request',
    );
  // The requester (the second user) hears the decision on their own channel.
  const decided = await listenWhile(
    run,
    ctx,
    JOIN_BROADCASTS.decided,
    ctx.actorB,
    `private-App.Models.User.${String(ctx.b.id)}`,
    () => positive(run, ctx, 'decideJoinRequest', ctx.actorA, request),
  );
  // Rejected, the second user may join at once with the council's code.
  if (isSuccess(decided)) await joinWithCode(run, ctx, request.params?.council as number);
  if (isSuccess(decided))
    run.leftBehind.push(
      `decideJoinRequest: a rejected join request in council ${String(request.params?.council)} (join requests have no delete)`,
    );
}
