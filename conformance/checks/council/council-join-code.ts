/**
 * A new join code (`regenerate_join_code: true`) replaces the old one, and the old one stops
 * finding the council: judged on a council the run made (never the first user's own, whose shared
 * join links a run must not break). It reads the code, asks for a new one, reads it again, and
 * searches with the old code, which `searchCouncils` matches exactly only while it is the code.
 * Then the second user joins that council with its code, is a member at once, and is removed.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call, uniqueName } from '../../engine/steps';
import { dataOf } from '../../http/exchange';
import { fieldAt, isOk, itemsOf, show, statusText, type Row } from '../promises/promises';
import { reportFor } from '../promises/by-id';
import { unmet } from '../promises/set-values';

const PROMISE = 'updateCouncil/join-code-new';
const JOINS = 'requestJoinCouncil/code-joins';

/** A council the run made earlier (the slug checks' own), or one made here and left behind. */
async function madeCouncil(run: Run, ctx: Context, check: Parameters<typeof call>[4]) {
  const earlier = run.exchanges.find((e) => e.operationId === 'createCouncil' && isOk(e));
  const id = fieldAt(earlier?.response?.json, 'data.id');
  if (typeof id === 'number') return id;
  const made = await call(run, ctx, 'createCouncil', ctx.actorA, check, {
    json: { name: uniqueName('Conformance Council'), description: 'Made for the join code check.' },
  });
  const fresh = fieldAt(made?.response?.json, 'data.id');
  if (typeof fresh !== 'number') return `createCouncil answered ${statusText(made)}`;
  run.leftBehind.push(
    `createCouncil: council ${fresh} (its join code renewed by ${PROMISE}; the API has no way to delete a council)`,
  );
  return fresh;
}

export async function councilJoinCodePromises(run: Run, ctx: Context): Promise<void> {
  const report = reportFor(run, PROMISE);
  if (!report) return;
  const council = await madeCouncil(run, ctx, report.check);
  if (typeof council === 'string') return report.unchecked(council);
  const params = { council };
  const read = () => call(run, ctx, 'getCouncil', ctx.actorA, report.check, { params });
  const update = (json: Row) =>
    call(run, ctx, 'updateCouncil', ctx.actorA, report.check, { params, json });
  let before = dataOf<Row>(await read());
  if (before && typeof before.join_code !== 'string') {
    await update({ join_code_enabled: true });
    before = dataOf<Row>(await read());
  }
  if (typeof before?.join_code !== 'string')
    return report.unchecked(`council ${council} shows its admin no join code to replace`);
  const sent = { regenerate_join_code: true };
  const write = await update(sent);
  if (!isOk(write)) return report.fail(`${show(sent)} answered ${statusText(write)}`, write);
  const shown = await read();
  const after = dataOf<Row>(shown) ?? {};
  const problem = unmet({ join_code: { changed: true } }, after, sent, {}, before);
  if (problem) return report.fail(`council ${council}: getCouncil shows ${problem}`, shown);
  const search = await call(run, ctx, 'searchCouncils', ctx.actorA, report.check, {
    query: { q: String(before.join_code) },
  });
  // Found by its name or slug (the search checks give a council the run made a slug holding its
  // code) says nothing of the code: only a row the old code matches by no other field counts.
  const old = String(before.join_code).toLowerCase();
  const found = (itemsOf(search) ?? []).some(
    (row) =>
      String(row.id) === String(council) &&
      ![row.name, row.slug].some((v) => String(v).toLowerCase().includes(old)),
  );
  if (!isOk(search))
    return report.unchecked(`searchCouncils with the old code answered ${statusText(search)}`);
  report.expect(
    !found,
    `council ${council}: join code ${show(before.join_code)} replaced by ${show(after.join_code)}, and the old one finds it no more`,
    `council ${council}: the old join code ${show(before.join_code)} still finds it in searchCouncils after ${show(sent)} (the new one is ${show(after.join_code)})`,
    search,
  );
}

/** The second user joins a council the run made with its code (a member at once), then is removed. */
export async function councilJoinByCode(run: Run, ctx: Context): Promise<void> {
  const report = reportFor(run, JOINS);
  if (!report) return;
  const council = await madeCouncil(run, ctx, report.check);
  if (typeof council === 'string') return report.unchecked(council);
  const params = { council };
  let code = fieldAt(
    await call(run, ctx, 'getCouncil', ctx.actorA, report.check, { params }),
    'response.json.data.join_code',
  );
  if (typeof code !== 'string') {
    const enabled = await call(run, ctx, 'updateCouncil', ctx.actorA, report.check, {
      params,
      json: { join_code_enabled: true },
    });
    code = fieldAt(enabled?.response?.json, 'data.join_code');
  }
  if (typeof code !== 'string')
    return report.unchecked(`council ${council} shows its admin no join code to join with`);
  const joined = await call(run, ctx, 'requestJoinCouncil', ctx.actorB, report.check, {
    params,
    json: { code },
  });
  try {
    if (!isOk(joined))
      return report.fail(
        `the second user sent council ${council}'s join code: ${statusText(joined)}`,
        joined,
      );
    const users = await call(run, ctx, 'listCouncilUsers', ctx.actorA, report.check, {
      params,
      query: { per_page: 100 },
    });
    if (!isOk(users)) return report.unchecked(`listCouncilUsers answered ${statusText(users)}`);
    const row = (itemsOf(users) ?? []).find((r) => String(r.id) === String(ctx.b.id)) ?? {};
    const problem = unmet({ role: 'member', status: 'active' }, row, { code });
    report.expect(
      !problem,
      `council ${council}: the second user, with its join code, is listed ${show({ role: row.role, status: row.status })} at once`,
      `council ${council}: after the second user sent its correct join code (${statusText(joined)}), listCouncilUsers shows ${problem}`,
      users,
    );
  } finally {
    if (isOk(joined))
      await call(run, ctx, 'removeCouncilUser', ctx.actorA, report.check, {
        params: { council, user: ctx.b.id },
      });
  }
}
