/**
 * The join-request chain: the second user asks to join a council the first administers and is not
 * in; the first finds the request among the pending ones and, after the per-operation checks used
 * it, rejects it (join requests have no delete).
 */
import type { Context } from '../engine/context';
import { dataOf, isSuccess } from '../http/exchange';
import type { Run } from '../engine/run-state';
import { call, type StepOptions } from '../engine/steps';
import { positive } from './positive-data';
import { judgeMadeBy } from './promises/made-by';
import { CHECK } from '../engine/check-names';

/** B asks to join a council A administers and is not in; A finds the request (and rejects it later). */
export async function requestToJoin(run: Run, ctx: Context): Promise<void> {
  const council = ctx.facts.get('joinCouncil') as number | undefined;
  if (council === undefined) {
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
  const asked = await positive(run, ctx, 'requestJoinCouncil', ctx.actorB, {
    params: { council },
    json: run.data.body(run.op('requestJoinCouncil'), {
      code: undefined,
      message: 'Conformance run: please reject.',
    }),
  });
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
  if (!request) return;
  const decided = await positive(run, ctx, 'decideJoinRequest', ctx.actorA, request);
  if (isSuccess(decided))
    run.leftBehind.push(
      `decideJoinRequest: a rejected join request in council ${String(request.params?.council)} (join requests have no delete)`,
    );
}
