/**
 * One conformance run (the walk), in the order that lets each check use what the earlier ones made:
 * sign-in (and the sign-in phase's checks) and discovery, the chains' create/read/update/list
 * halves, the single-operation scenarios, the per-operation checks, the after-operations checks,
 * then the chains' delete halves, sign-out and the last checks. Which checks run in each phase, and
 * in what order, is the catalogue's (checks/index.ts). Everything created is deleted in `finally`,
 * also when a check throws.
 */
import type { ContractOperation } from '../contract/contract';
import type { Check } from '../engine/check';
import { CATALOGUE, inPhase } from '../checks/index';
import { reportUnreached } from './unreached';
import { Probes } from '../engine/probes';
import { timings, type Timing } from '../checks/timing';
import { checkUpload } from '../checks/multipart';
import { dataOf, isSuccess, type Exchange } from '../http/exchange';
import { CHAINS, chainsFor } from '../checks/chain-table';
import { closeChain, deleteParam, openChain } from '../checks/stateful-chain';
import { Context } from '../engine/context';
import { discover, preflight, signIn } from './discover';
import { signInAccounts } from './accounts';
import { RunAborted } from '../engine/errors';
import { UnreachableError } from '../http/client';
import type { Run } from '../engine/run-state';
import { decideJoinRequest, decisionRequest, requestToJoin } from '../checks/join-requests';
import { councilPromises } from '../checks/council/flows';
import { findThreadMessages } from './message-controls';
import { SCENARIOS, runScenario } from './scenarios';
import { judgeIpThrottledFirst } from './ip-throttled-first';
import { call, sampleFile, type StepOptions } from '../engine/steps';
import { checkSignedOut } from '../checks/sanctum';
import { positive } from '../checks/positive-data';
import { CHECK } from '../engine/check-names';

export interface RunOutcome {
  timings: Timing[];
}

export type Progress = (done: number, total: number, label: string) => void;

export async function runConformance(run: Run, progress: Progress): Promise<RunOutcome> {
  // Held to by every exchange (protocol, secrets, cookie attributes) and every answer (its schema, its page).
  for (const check of CATALOGUE) {
    if (check.inspectExchange) run.everyExchange.push(check.inspectExchange);
    if (check.inspectResponse) run.everyResponse.push(check.inspectResponse);
  }
  const ctx = new Context(run.actor('first user'), run.actor('second user'), run.actor('guest'));
  const { options } = run;
  const ops = run.contract.operations.filter((op) => run.selected(op.operationId));
  const total = ops.length;
  let done = 0;
  const step = (label: string) => progress(Math.min(done, total), total, label);
  try {
    step('sign-in');
    await preflight(run, ctx);
    ctx.a = await signIn(run, ctx, ctx.actorA, options.user, options.password);
    ctx.b = await signIn(run, ctx, ctx.actorB, options.secondUser, options.secondPassword);
    ctx.probes = new Probes(run, ctx.a.id);
    await runPhase(run, ctx, 'sign-in', step);
    step('discovery');
    await discover(run, ctx);
    await signInAccounts(run, ctx);
    await judgeIpThrottledFirst(run, ctx);

    const writes = !options.readOnly;
    const chains = writes ? chainsFor((id) => run.selected(id), options.only === null) : [];
    const opened: typeof CHAINS = [];
    for (const chain of chains) {
      step(`${chain.resource} chain`);
      if (await openChain(run, ctx, chain, ctx.actorA)) opened.push(chain);
      const created = run.exchanges.findLast(
        (e) => e.operationId === chain.create.op && e.check === CHECK.positiveData,
      );
      if (created?.request.multipart) checkUpload(run, created);
    }
    if (writes && run.selected('uploadThreadFiles')) await uploadThreadFiles(run, ctx);
    if (writes && run.selected('sendThreadMessage') && !options.realtime)
      await positive(run, ctx, 'sendThreadMessage', ctx.actorA, {
        json: run.data.body(run.op('sendThreadMessage'), {
          file_ids: ctx.facts.get('threadFileIds') ?? undefined,
        }),
      });
    if (writes && run.selected('sendThreadMessage')) await findThreadMessages(run, ctx);

    for (const scenario of SCENARIOS) {
      if (!run.selected(scenario.op)) continue;
      const op = run.op(scenario.op);
      if (!writes && op.method !== 'GET') {
        run.results.skip(
          op.operationId,
          CHECK.positiveData,
          '--read-only: unsafe operations are not called',
        );
        continue;
      }
      step(op.operationId);
      await runScenario(run, ctx, scenario);
    }

    const joinFlow =
      writes &&
      ['requestJoinCouncil', 'listJoinRequests', 'decideJoinRequest'].some((id) =>
        run.selected(id),
      );
    if (joinFlow) {
      step('join request');
      await requestToJoin(run, ctx);
    }

    for (const op of ops) {
      done++;
      step(op.operationId);
      if (!writes && op.method !== 'GET') continue;
      await perOperation(run, ctx, op);
    }

    if (writes) {
      step('council promises');
      await councilPromises(run, ctx);
    }
    await runPhase(run, ctx, 'after-operations', step);

    for (const chain of [...opened].reverse()) {
      step(`${chain.resource} chain: delete`);
      await closeChain(run, ctx, chain, ctx.actorA);
    }
    if (joinFlow) await decideJoinRequest(run, ctx);
    if (!writes && run.selected('logout'))
      run.results.skip(
        'logout',
        CHECK.positiveData,
        '--read-only: unsafe operations are not called',
      );
    if (writes && run.selected('logout')) {
      // Its own session, so the two accounts stay signed in for the clean-up.
      const leaving = run.actor('signing out');
      await signIn(run, ctx, leaving, options.secondUser, options.secondPassword);
      const out = await positive(run, ctx, 'logout', leaving);
      if (isSuccess(out)) await checkSignedOut(run, ctx, leaving);
    }
    await positiveFallback(run, ctx, ops);
    await runPhase(run, ctx, 'last', step);
  } catch (error) {
    if (error instanceof UnreachableError)
      throw new RunAborted(`${options.baseUrl} stopped answering during the run: ${error.message}`);
    throw error;
  } finally {
    // Also after a failure, an abort or Ctrl-C: delete what was created (each delete is tried on its own).
    run.cleaningUp = true;
    if (ctx.a) run.cleanupFailures = await ctx.cleanUp();
  }
  progress(total, total, 'done');
  for (const check of inPhase('after-run')) check.afterRun?.(run);
  reportUnreached(run);
  return { timings: timings(run) };
}

/** The phase's checks that run once, in catalogue order (those that write are left out with --read-only). */
async function runPhase(
  run: Run,
  ctx: Context,
  phase: Check['phase'],
  step: (label: string) => void,
): Promise<void> {
  for (const check of inPhase(phase)) {
    if (!check.run || (check.writes && run.options.readOnly)) continue;
    step(check.name);
    await check.run(run, ctx);
  }
}

/**
 * Any operation no scenario, chain or flow called with valid data: a GET is called with the values
 * the run has; an unsafe one needs a scenario (walk/scenarios.ts) or a chain (checks/chain-table.ts).
 */
async function positiveFallback(run: Run, ctx: Context, ops: ContractOperation[]): Promise<void> {
  for (const op of ops) {
    if (run.results.has(op.operationId, CHECK.positiveData)) continue;
    if (op.method === 'GET')
      await positive(run, ctx, op.operationId, ctx.actorA, validRequest(run, ctx, op));
    else if (!run.options.readOnly)
      run.results.skip(
        op.operationId,
        CHECK.positiveData,
        run.blocked.get(op.operationId) ??
          'the runner has no scenario that calls it with valid data (add one in conformance/run/scenarios.ts)',
      );
  }
}

/** A valid request for the operation, for the checks that change one thing in it. */
function validRequest(run: Run, ctx: Context, op: ContractOperation): StepOptions {
  if (op.operationId === 'decideJoinRequest') return decisionRequest(run, ctx) ?? {};
  const scenario = SCENARIOS.find((s) => s.op === op.operationId);
  const fromScenario = scenario?.options ? scenario.options(ctx, run) : null;
  if (fromScenario) return fromScenario;
  const chain = CHAINS.find(
    (c) => c.create.op === op.operationId || c.update?.op === op.operationId,
  );
  if (chain) {
    const built =
      chain.create.op === op.operationId
        ? chain.create.options(ctx, run)
        : chain.update!.options(ctx, run);
    if (built) return built;
  }
  if (op.body === 'json') return { json: run.data.body(op) };
  if (op.body === 'multipart')
    return { files: [sampleFile(op.operationId === 'uploadThreadFiles' ? 'files[]' : 'file')] };
  return {};
}

async function perOperation(run: Run, ctx: Context, op: ContractOperation): Promise<void> {
  const valid = validRequest(run, ctx, op);
  // A check whose request should have been refused but was accepted may have created a record.
  const onCreated = async (exchange: Exchange) => {
    const id = dataOf(exchange)?.id;
    const chain = CHAINS.find((c) => c.create.op === op.operationId);
    if (!chain) {
      // An accepted update makes nothing new; an accepted POST may have made something the API cannot delete.
      if (op.method === 'POST')
        run.leftBehind.push(
          `${op.operationId}: whatever an accepted ${exchange.check} request made`,
        );
      return;
    }
    if (id === undefined) return;
    ctx.created(
      `${chain.resource} ${String(id)} (created by a ${exchange.check} request)`,
      async () => {
        await call(run, ctx, chain.delete.op, ctx.actorA, CHECK.statefulChain, {
          params: { [deleteParam(run, chain)]: id as number },
        });
      },
    );
  };
  for (const check of inPhase('per-operation'))
    await check.perOperation?.(run, ctx, {
      op,
      valid,
      onCreated,
      secret: SCENARIOS.find((s) => s.op === op.operationId)?.secret,
    });
}

async function uploadThreadFiles(run: Run, ctx: Context): Promise<void> {
  const file = sampleFile('files[]', 'conformance-notes.txt');
  const exchange = await positive(run, ctx, 'uploadThreadFiles', ctx.actorA, { files: [file] });
  if (!exchange || !isSuccess(exchange)) return;
  checkUpload(run, exchange);
  const rows = dataOf<unknown>(exchange);
  ctx.facts.set(
    'threadFileIds',
    Array.isArray(rows) ? rows.map((row) => (row as { id: number }).id) : undefined,
  );
}
