/**
 * searchCouncils/distinct: the search lists the councils whose name or slug contains `q` plus the
 * council whose join code equals `q`, each once. A council the run made (the first user its only
 * member) is given a slug that holds its own join code, so one search finds it both ways: a backend
 * that joins the two without `distinct` lists it twice.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { dataOf } from '../../http/exchange';
import { fieldAt, isOk, itemsOf, show, statusText, type Row } from '../promises/promises';
import { reportFor } from '../promises/by-id';

export async function councilSearchPromises(run: Run, ctx: Context): Promise<void> {
  const report = reportFor(run, 'searchCouncils/distinct');
  if (!report) return;
  const created = run.exchanges.find((e) => e.operationId === 'createCouncil' && isOk(e));
  const council = fieldAt(created?.response?.json, 'data.id') as number | undefined;
  if (council === undefined)
    return report.unchecked(
      'needs a council the run made (createCouncil), whose slug it may set to hold its join code',
    );
  const update = (json: Row) =>
    call(run, ctx, 'updateCouncil', ctx.actorA, report.check, { params: { council }, json });
  let code = fieldAt(
    dataOf(
      await call(run, ctx, 'getCouncil', ctx.actorA, report.check, {
        params: { council },
      }),
    ),
    'join_code',
  );
  if (typeof code !== 'string')
    code = fieldAt(dataOf(await update({ join_code_enabled: true })), 'join_code');
  if (typeof code !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/i.test(code))
    return report.unchecked(
      `council ${council}'s join code ${show(code)} cannot be part of a slug, to be found both ways`,
    );
  const slug = `conformance-${code.toLowerCase()}`;
  const renamed = await update({ slug });
  if (!isOk(renamed))
    return report.unchecked(
      `setting council ${council}'s slug to ${show(slug)} answered ${statusText(renamed)}`,
    );
  const answer = await call(run, ctx, 'searchCouncils', ctx.actorA, report.check, {
    query: { q: code },
  });
  const rows = itemsOf(answer) ?? [];
  const times = rows.filter((row) => String(row.id) === String(council)).length;
  if (!isOk(answer) || times === 0)
    return report.unchecked(
      `q=${code} (council ${council}'s join code, in its slug ${show(slug)}) answered ${statusText(answer)} without the council, so the promise was not put to the test`,
    );
  report.expect(
    times === 1,
    `q=${code} finds council ${council} by its slug and its join code, listed once`,
    `q=${code} lists council ${council} ${times} times (its slug ${show(slug)} holds the term, and its join code equals it)`,
    answer,
  );
}
