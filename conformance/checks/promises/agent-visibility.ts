/**
 * promise-visibility for a store agent by its id (`getAgent`, `addAgent`): the first user's draft,
 * made for the purpose through the agent chain, is hidden from the second user (`others_get`, so a
 * draft is not revealed) when read or added; a published agent (the run's own when the walk
 * published it, else one of the store's) is shown to the second user. The generic record check
 * asked about the walk's agent, which the walk had published by then, and a public scope names no
 * owner to compare.
 */
import type { ContractOperation } from '../../contract/contract';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { CHAINS } from '../chain-table';
import { nextFreeAgent } from '../free-agents';
import {
  fieldAt,
  isOk,
  show,
  statusText,
  type ContractPromise,
  type PromiseReport,
  type Row,
} from './promises';
import { makeRecord } from './records';
import { CHECK } from '../../engine/check-names';

const AGENT_OPS = new Set(['getAgent', 'addAgent']);

export const isAgentVisibility = (op: ContractOperation, promise: ContractPromise): boolean =>
  AGENT_OPS.has(op.operationId) &&
  op.parameters.some((p) => p.in === 'path' && p.name === 'agent') &&
  ['draft', 'published'].includes(String(fieldAt(promise.where, 'status')));

async function publishedAgent(run: Run, ctx: Context): Promise<number | undefined> {
  const own = ctx.get('agent');
  if (own !== undefined) {
    const read = await call(run, ctx, 'getAgent', ctx.actorA, CHECK.promiseVisibility, {
      params: { agent: own },
    });
    if (fieldAt(read?.response?.json, 'data.status') === 'published') return Number(own);
  }
  return nextFreeAgent(ctx);
}

export async function judgeAgentVisibility(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
): Promise<void> {
  if (fieldAt(promise.where, 'status') === 'published') {
    const agent = await publishedAgent(run, ctx);
    if (agent === undefined) return report.unchecked('the run has no published agent to ask for');
    const theirs = await call(run, ctx, op.operationId, ctx.actorB, CHECK.promiseVisibility, {
      params: { agent },
    });
    report.expect(
      isOk(theirs) && fieldAt(theirs?.response?.json, 'data.status') === 'published',
      `the second user is shown published agent ${agent}`,
      `the second user asking for published agent ${agent} got ${statusText(theirs)} ${show(fieldAt(theirs?.response?.json, 'data.status'))}, expected 2xx with status "published"`,
      theirs,
    );
    return;
  }
  if (run.options.readOnly)
    return report.unchecked('--read-only: it needs a draft agent made for the purpose');
  const chain = CHAINS.find((c) => c.create.op === 'createAgent');
  if (!chain) return report.unchecked('no chain makes an agent');
  const draft = await makeRecord(run, ctx, chain, CHECK.promiseVisibility);
  if (typeof draft === 'string') return report.unchecked(draft);
  try {
    if (fieldAt(draft.exchange.response?.json, 'data.status') !== 'draft')
      return report.unchecked(
        `the agent made is ${show(fieldAt(draft.exchange.response?.json, 'data.status'))}, not a draft`,
      );
    const theirs = await call(run, ctx, op.operationId, ctx.actorB, CHECK.promiseVisibility, {
      params: { agent: draft.id },
      ...(op.body === 'json' ? { json: run.data.body(op) as Row } : {}),
    });
    if (isOk(theirs) && op.operationId === 'addAgent')
      await call(run, ctx, 'removeProfileAgent', ctx.actorB, CHECK.promiseVisibility, {
        params: { agent: draft.id },
      });
    report.expect(
      theirs?.response?.status === promise.others_get,
      `the second user gets ${String(promise.others_get)} for the first user's draft`,
      `the second user's ${op.method} ${op.path} on the first user's draft agent ${String(draft.id)} got ${statusText(theirs)}, expected ${String(promise.others_get)} (a draft is not revealed)`,
      theirs,
    );
  } finally {
    await draft.remove();
  }
}
