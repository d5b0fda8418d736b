/**
 * The free agents of the store not in the first user's list (discovery lists them), for the chain
 * that adds one to the list: each one added is taken, so a second record (a promise check's own,
 * made while the chain's is still in the list) is another agent. Adding the one already there
 * answered 422 and left the removal promises unchecked.
 */
import type { Context } from '../engine/context';
import type { Exchange } from '../http/exchange';

const FREE = 'freeAgents';
const TAKEN = 'freeAgentsTaken';

export function setFreeAgents(ctx: Context, ids: number[]): void {
  ctx.facts.set(FREE, ids);
  ctx.facts.set(TAKEN, new Set<number>());
}

/** The next free agent not yet added by the run, if any. */
export function nextFreeAgent(ctx: Context): number | undefined {
  const taken = (ctx.facts.get(TAKEN) as Set<number> | undefined) ?? new Set<number>();
  return ((ctx.facts.get(FREE) as number[] | undefined) ?? []).find((id) => !taken.has(id));
}

/** The agent an accepted addAgent added (from its path), now taken. */
export function takeAddedAgent(ctx: Context, exchange: Exchange): number | undefined {
  const id = Number(new URL(exchange.request.url).pathname.match(/\/agents\/(\d+)\/add$/)?.[1]);
  if (!Number.isFinite(id)) return undefined;
  (ctx.facts.get(TAKEN) as Set<number> | undefined)?.add(id);
  return id;
}
