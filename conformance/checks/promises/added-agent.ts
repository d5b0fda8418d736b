/**
 * A free agent in the second user's list that the run can change and delete: the first user's,
 * made through the agent chain, published, and added by the second user. Shared by promise-sets
 * (what adding it sets) and promise-keeps (what repricing it keeps for those who added it).
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import type { Exchange } from '../../http/exchange';
import type { CheckName } from '../../engine/check-names';
import { chainCreating, makeRecord } from './records';
import { isOk, statusText } from './promises';

export interface AddedAgent {
  id: number | string;
  /** The second user's addAgent. */
  added: Exchange;
  /** Takes it off the second user's list and deletes it. */
  remove: () => Promise<void>;
}

export async function agentAddedBySecond(
  run: Run,
  ctx: Context,
  check: CheckName,
): Promise<AddedAgent | string> {
  const chain = chainCreating('createAgent');
  if (!chain) return 'the runner has no agent chain';
  const made = await makeRecord(run, ctx, chain, check);
  if (typeof made === 'string') return made;
  const params = { agent: made.id };
  const published = await call(run, ctx, 'publishAgent', ctx.actorA, check, { params });
  const added = isOk(published)
    ? await call(run, ctx, 'addAgent', ctx.actorB, check, { params })
    : undefined;
  if (!isOk(added)) {
    await made.remove();
    return added
      ? `addAgent of the first user's free published agent answered ${statusText(added)}`
      : `publishAgent answered ${statusText(published)}`;
  }
  return {
    id: made.id,
    added: added!,
    remove: async () => {
      await call(run, ctx, 'removeProfileAgent', ctx.actorB, check, { params });
      await made.remove();
    },
  };
}
