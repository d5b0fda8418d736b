/**
 * promise-removes: after a delete the record is gone: its GET (`shown_by`) answers 404 and the
 * list (`listed_by`) no longer holds it. Checked on a record the check makes for the purpose.
 */
import type { Check } from '../engine/check';
import { call } from '../engine/steps';
import { CHAINS } from './chain-table';
import { forEachPromise, hasPromise, isOk, itemsOf, show, statusText } from './promises/promises';
import { chainDeleting, deleteParamOf, makeRecord } from './promises/records';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.promiseRemoves,
  summary: 'after a delete the record answers 404 and is absent from its list',
  docs: 'the `removes` promises (`x-promises`): after a delete the record answers 404 and is absent from its list. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  writes: true,
  appliesTo: hasPromise('removes'),
  run: (run, ctx) =>
    forEachPromise(run, check.name, 'removes', async (op, promise, report) => {
      const chain = chainDeleting(op.operationId);
      if (!chain)
        return report.unchecked(
          'needs a record the runner can make for the purpose (no chain makes one)',
        );
      const made = await makeRecord(run, ctx, chain, check.name);
      if (typeof made === 'string') return report.unchecked(made);
      const param = deleteParamOf(run, chain);
      const removed = await call(run, ctx, op.operationId, ctx.actorA, check.name, {
        params: { [param]: made.id },
      });
      if (!isOk(removed)) {
        await made.remove();
        return report.unchecked(`the delete answered ${statusText(removed)}`);
      }
      made.forget();
      const shownBy = promise.shown_by as string | undefined;
      if (shownBy) {
        const read = await call(run, ctx, shownBy, ctx.actorA, check.name, {
          params: { [chain.param]: made.id, [param]: made.id },
        });
        if (read?.response?.status !== 404)
          return report.fail(
            `after ${op.operationId}, ${shownBy} of ${chain.resource} ${show(made.id)} answered ${statusText(read)}, expected 404`,
            read,
          );
      }
      const listedBy = promise.listed_by as string | undefined;
      if (listedBy) {
        const listChain = CHAINS.find((c) => c.list.op === listedBy);
        const query = Object.fromEntries(
          Object.entries(listChain?.list.query ?? { per_page: 100 }).map(([k, v]) => [
            k,
            String(v),
          ]),
        );
        const listed = await call(run, ctx, listedBy, ctx.actorA, check.name, { query });
        const rows = itemsOf(listed);
        if (!isOk(listed) || !rows)
          return report.unchecked(`${listedBy} answered ${statusText(listed)}`);
        if (rows.some((row) => String(row.id) === String(made.id)))
          return report.fail(
            `after ${op.operationId}, ${listedBy} still lists ${chain.resource} ${show(made.id)}`,
            listed,
          );
      }
      report.pass(
        `${chain.resource} ${show(made.id)} is gone (${[shownBy && `${shownBy} 404`, listedBy && `not in ${listedBy}`].filter(Boolean).join(', ')})`,
        removed,
      );
    }),
};
