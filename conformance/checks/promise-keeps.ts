/**
 * promise-keeps: a delete keeps what the contract says it keeps. The check makes the record to
 * delete and a record that depends on it (a thread in the folder, a thread with the agent), deletes
 * the first and reads the second through `shown_by`: still there, with the `set` values (e.g.
 * `folder_id: null`: Laravel's `nullOnDelete()`, not a cascade).
 */
import { keepsRepriced } from './promises/keeps-repriced';
import type { Check } from '../engine/check';
import { call } from '../engine/steps';
import { CHAINS } from './chain-table';
import {
  fieldAt,
  forEachPromise,
  hasPromise,
  isOk,
  show,
  statusText,
  type Row,
} from './promises/promises';
import { chainDeleting, chainUpdating, deleteParamOf, makeRecord } from './promises/records';
import { keepsOnRepeat } from './promises/keeps-on-repeat';
import { keepsListedAgent } from './promises/keeps-listed-agent';
import { keepsDeletedAgent } from './promises/keeps-deleted-agent';
import { keepsProfileThreads } from './promises/keeps-profile-threads';
import { CHECK } from '../engine/check-names';
import { keepsPreviewed } from './promises/keeps-previewed';
import { recordChain } from './promises/record-writes';

export const check: Check = {
  name: CHECK.promiseKeeps,
  summary: 'a delete keeps the records the contract says it keeps, with the values it says',
  docs: 'the `keeps` promises (`x-promises`): a delete keeps the records the contract says it keeps, with the values it says. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  writes: true,
  appliesTo: hasPromise('keeps'),
  run: (run, ctx) =>
    forEachPromise(run, check.name, 'keeps', async (op, promise, report) => {
      const deleted = chainDeleting(op.operationId);
      const shownBy = String(promise.shown_by);
      const kept = CHAINS.find((c) => c.read?.op === shownBy);
      const updated = chainUpdating(op.operationId);
      if (!deleted && updated && promise.when && updated.list.op === shownBy)
        return keepsOnRepeat(run, ctx, op, updated, promise, report);
      // A published agent repriced: what the users who added it hold is made by the check itself.
      if (op.operationId === 'updateAgent' && shownBy === 'listProfileAgents')
        return keepsRepriced(run, ctx, op, promise, report);
      // The user's list holds the store's agents themselves: what is kept is the agent (its own file).
      if (deleted?.param === 'profileAgent' && shownBy === 'getAgent')
        return keepsListedAgent(run, ctx, op, deleted, promise, report);
      if (deleted?.param === 'profileAgent' && shownBy === 'listThreads')
        return keepsProfileThreads(run, ctx, op, deleted, shownBy, report);
      // What others made with a deleted agent (threads, orders) is made by the check itself.
      if (deleted?.param === 'agent' && deleted.delete.op === 'deleteAgent')
        return keepsDeletedAgent(run, ctx, op, deleted, promise, report);
      // A call on a record that changes nothing (previewing an agent): the record and the list as they were.
      const acted = !deleted && !updated?.update ? recordChain(run, op) : undefined;
      if (acted && !promise.set && !promise.when)
        return keepsPreviewed(run, ctx, op, acted, shownBy, report);
      if (!deleted || !kept || kept === deleted)
        return report.unchecked(
          `needs ${String(promise.records)} set up in a way the runner has no chain for`,
        );
      const link = `${deleted.param}_id`;
      const parent = await makeRecord(run, ctx, deleted, check.name);
      if (typeof parent === 'string') return report.unchecked(parent);
      const child = await makeRecord(run, ctx, kept, check.name, { [link]: parent.id });
      if (typeof child === 'string') {
        await parent.remove();
        return report.unchecked(`could not make ${String(promise.records)}: ${child}`);
      }
      if (String(fieldAt(child.exchange.response?.json, `data.${link}`)) !== String(parent.id)) {
        await child.remove();
        await parent.remove();
        return report.unchecked(
          `the ${kept.resource} made does not name the ${deleted.resource} (${link})`,
        );
      }
      const removed = await call(run, ctx, op.operationId, ctx.actorA, check.name, {
        params: { [deleteParamOf(run, deleted)]: parent.id },
      });
      if (!isOk(removed)) {
        await child.remove();
        await parent.remove();
        return report.unchecked(`the delete answered ${statusText(removed)}`);
      }
      parent.forget();
      const read = await call(run, ctx, shownBy, ctx.actorA, check.name, {
        params: { [kept.param]: child.id },
      });
      if (!isOk(read)) {
        if (read?.response?.status === 404) child.forget();
        return report.fail(
          `after ${op.operationId} of ${deleted.resource} ${show(parent.id)}, its ${kept.resource} ${show(child.id)} is gone: ${shownBy} answered ${statusText(read)}`,
          read,
        );
      }
      const data = fieldAt(read!.response!.json, 'data') as Row;
      for (const [field, value] of Object.entries((promise.set as Row | undefined) ?? {}))
        if (fieldAt(data, field) !== value)
          return report.fail(
            `after ${op.operationId}, ${kept.resource} ${show(child.id)} has ${field} ${show(fieldAt(data, field))}, expected ${show(value)}`,
            read,
          );
      await child.remove();
      report.pass(
        `${kept.resource} ${show(child.id)} kept after ${op.operationId}${promise.set ? ` with ${show(promise.set)}` : ''}`,
        read,
      );
    }),
};
