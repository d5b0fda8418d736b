/**
 * Buying on invoice for the run council (buyAgent/invoice-completes under promise-sets, and its
 * `order.completed` under promise-broadcasts). Orders cannot be deleted, so each such purchase
 * leaves a completed council order, an invoice and a council agent behind: on a shared staging
 * backend those are real invoices. The run makes it only with --lasting-writes; without it both
 * promises are reported unchecked, naming the option.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import type { Exchange } from '../../http/exchange';
import { CHECK } from '../../engine/check-names';
import { reportFor } from './by-id';
import { listenWhile } from './flow-broadcasts';
import { claimPromises, fieldAt, isOk, show, statusText, type Row } from './promises';
import { unmet } from './set-values';

export const INVOICE_ORDER = {
  completes: 'buyAgent/invoice-completes',
  broadcast: 'buyAgent/invoice-order-completed',
} as const;
claimPromises(Object.values(INVOICE_ORDER));

/** The invoice's term the contract states ("an invoice due in 30 days"), and how far a clock may stray. */
const DUE_DAYS = 30;
const DAY_MS = 86_400_000;
const SLACK_MS = DAY_MS;
/** At most this many paid agents are tried (one another buyer has a pending order for answers 422). */
const TRIES = 5;

/** A 422 keyed `agent`: this agent cannot be bought for the council now (an order of it waits for payment). */
function refusedAgent(exchange: Exchange | undefined): string | null {
  const errors = fieldAt(exchange?.response?.json, 'errors') as Row | undefined;
  if (exchange?.response?.status !== 422 || !errors?.agent) return null;
  return String((errors.agent as unknown[])[0] ?? 'refused');
}

const dataOf = (exchange: Exchange | undefined) =>
  fieldAt(exchange?.response?.json, 'data') as Row | undefined;

/** Why `order`'s `due_at` is not about 30 days after its `created_at`, or null. */
export function dueProblem(order: Row): string | null {
  const created = Date.parse(String(order.created_at));
  const due = Date.parse(String(order.due_at));
  if (Number.isNaN(created) || Number.isNaN(due))
    return `due_at ${show(order.due_at)} and created_at ${show(order.created_at)} are not both times`;
  const off = due - created - DUE_DAYS * DAY_MS;
  if (Math.abs(off) > SLACK_MS)
    return `due_at ${show(order.due_at)} is ${((due - created) / DAY_MS).toFixed(1)} days after created_at ${show(order.created_at)}, expected an invoice due in ${DUE_DAYS} days`;
  return null;
}

/** Paid, published store agents the run council holds none of, newest first. */
async function candidates(run: Run, ctx: Context, council: unknown): Promise<Row[] | string> {
  const held = await call(run, ctx, 'listCouncilAgents', ctx.actorA, CHECK.promiseSets, {
    params: { council: council as number },
  });
  if (!isOk(held)) return `listCouncilAgents answered ${statusText(held)}`;
  const heldIds = new Set(
    ((dataOf(held) ?? []) as unknown as Row[]).map((row) =>
      String((row.agent as Row | undefined)?.id ?? row.id),
    ),
  );
  const store = await call(run, ctx, 'listAgents', ctx.actorA, CHECK.promiseSets, {
    query: { pricing: 'paid', per_page: 100 },
  });
  if (!isOk(store)) return `listAgents answered ${statusText(store)}`;
  return ((dataOf(store) ?? []) as unknown as Row[]).filter(
    (agent) => agent.pricing === 'paid' && !heldIds.has(String(agent.id)),
  );
}

export async function invoiceOrder(run: Run, ctx: Context): Promise<void> {
  const completes = reportFor(run, INVOICE_ORDER.completes);
  const heard = reportFor(run, INVOICE_ORDER.broadcast);
  if (!completes && !heard) return;
  const all = (reason: string) => {
    completes?.unchecked(reason);
    heard?.unchecked(reason);
  };
  if (!run.options.lastingWrites)
    return all(
      'buying on invoice leaves a completed council order, its invoice and a council agent that cannot be deleted: run with --lasting-writes to check it',
    );
  const council = ctx.get('council');
  if (council === undefined) return all('needs the run council (the first user administers none)');
  const found = await candidates(run, ctx, council);
  if (typeof found === 'string') return all(found);
  if (found.length === 0)
    return all(
      `no paid store agent is left that council ${show(council)} does not hold (earlier runs with --lasting-writes bought them all)`,
    );
  const json = { council_id: council, payment_method: 'invoice' };
  let bought: Exchange | undefined;
  let agent: Row | undefined;
  const buy = async () => {
    for (const candidate of found.slice(0, TRIES)) {
      agent = candidate;
      bought = await call(run, ctx, 'buyAgent', ctx.actorA, CHECK.promiseSets, {
        params: { agent: candidate.id as number },
        json,
      });
      // An order already waiting for this agent (the seed's, or an earlier run's): the next one is tried.
      if (!refusedAgent(bought)) break;
    }
    return bought;
  };
  const channel = `private-App.Models.User.${String(ctx.a.id)}`;
  if (heard) await listenWhile(run, ctx, heard.promise.id, ctx.actorA, channel, buy);
  else await buy();
  const what = `buyAgent of agent ${show(agent?.id)} for council ${show(council)} with ${show(json)}`;
  if (isOk(bought))
    run.leftBehind.push(
      `--lasting-writes: ${what} left a completed council order (${show(dataOf(bought)?.id)}) with its invoice, and the agent in the council's agents`,
    );
  if (!completes) return;
  const refused = refusedAgent(bought);
  if (refused)
    return completes.unchecked(
      `no paid store agent is left to buy for council ${show(council)}: each one tried answered 422 on agent (last: ${show(refused)})`,
    );
  if (!isOk(bought)) return completes.fail(`${what} answered ${statusText(bought)}`, bought);
  const order = dataOf(bought) ?? {};
  const problem =
    unmet((completes.promise.set ?? {}) as Row, order, json) ??
    (order.status === 'completed' ? dueProblem(order) : null);
  if (problem) return completes.fail(`${what}: the answer's ${problem}`, bought);
  completes.pass(
    `${what}: status ${show(order.status)}, payment_status ${show(order.payment_status)}, due_at ${show(order.due_at)} (${DUE_DAYS} days after created_at)`,
    bought,
  );
}
