/**
 * Council promises judged through a second council the first user administers: the last admin of a
 * council cannot be removed or demoted (a council whose only admin is the first user: the one the
 * run created, or a seeded one), and a record of the run's council asked for through the other
 * council's path answers 404 (Laravel's scoped bindings), for the writes the generic visibility
 * check cannot send again (a delete the chains still need, an upload, a join request's decision).
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call, sampleFile } from '../../engine/steps';
import { dataOf, type Exchange } from '../../http/exchange';
import { fieldAt, isOk, show, statusText, type Row } from '../promises/promises';
import { anyReported, reportFor } from '../promises/by-id';
import { makeRecord } from '../promises/records';
import { CHAINS } from '../chain-table';
import { CHECK, type CheckName } from '../../engine/check-names';

const LAST_ADMIN = ['updateCouncilUser/keeps-last-admin', 'removeCouncilUser/keeps-last-admin'];
const OTHER_PATH = [
  'deleteCouncilFile/council',
  'deleteCouncilAgentFile/council',
  'uploadCouncilAgentFile/council',
  'decideJoinRequest/council',
];

const adminCouncils = (ctx: Context) =>
  ctx.a.councils.filter((c) => c.role === 'admin').map((c) => c.id as number | string);

/** A council whose only admin is the first user: the one the run created first, then the seed's. */
async function soleAdminCouncil(run: Run, ctx: Context, check: CheckName) {
  const created = run.exchanges.find((e) => e.operationId === 'createCouncil' && isOk(e));
  const ids = [fieldAt(created?.response?.json, 'data.id'), ...adminCouncils(ctx)];
  for (const council of ids.filter((id) => id !== undefined) as (number | string)[]) {
    const admins = await call(run, ctx, 'listCouncilUsers', ctx.actorA, check, {
      params: { council },
      query: { role: 'admin', per_page: 100 },
    });
    const rows = dataOf<Row[]>(admins);
    if (Array.isArray(rows) && rows.length === 1 && rows[0]!.id === ctx.a.id) return council;
  }
  return undefined;
}

/** Demoting or removing the last admin answers 422, and the council's list still shows them admin. */
async function lastAdmin(run: Run, ctx: Context): Promise<void> {
  if (!anyReported(run, LAST_ADMIN)) return;
  const council = await soleAdminCouncil(run, ctx, CHECK.promiseKeeps);
  for (const id of LAST_ADMIN) {
    const report = reportFor(run, id);
    if (!report) continue;
    if (council === undefined) {
      report.unchecked(
        'needs a council whose only admin is the first user (the run created none, and the seed has none)',
      );
      continue;
    }
    const params = { council, user: ctx.a.id };
    const answer = id.startsWith('update')
      ? await call(run, ctx, 'updateCouncilUser', ctx.actorA, report.check, {
          params,
          json: { role: 'member' },
        })
      : await call(run, ctx, 'removeCouncilUser', ctx.actorA, report.check, { params });
    const listed = await call(run, ctx, 'listCouncilUsers', ctx.actorA, report.check, {
      params: { council },
      query: { search: ctx.a.email, per_page: 100 },
    });
    const me = ((dataOf<Row[]>(listed) ?? []) as Row[]).find((row) => row.id === ctx.a.id);
    const set = (report.promise.set as Row | undefined) ?? { role: 'admin' };
    const kept =
      !!me && Object.entries(set).every(([field, value]) => fieldAt(me, field) === value);
    const what = id.startsWith('update') ? 'demoting' : 'removing';
    report.expect(
      answer?.response?.status === 422 && kept,
      `${what} council ${String(council)}'s last admin answers 422 and they stay ${show(set)}`,
      `${what} council ${String(council)}'s last admin (the first user) got ${statusText(answer)}, expected 422; the council's list then shows them ${me ? show(fieldAt(me, 'role')) : 'gone'}`,
      answer?.response?.status === 422 ? listed : answer,
    );
  }
}

/** One call through the other council's path: 404 expected. */
function judge404(
  report: ReturnType<typeof reportFor>,
  what: string,
  answer: Exchange | undefined,
) {
  report?.expect(
    answer?.response?.status === 404,
    `${what} answers 404`,
    `${what} got ${statusText(answer)}, expected 404`,
    answer,
  );
}

async function otherCouncilPaths(run: Run, ctx: Context): Promise<void> {
  if (!anyReported(run, OTHER_PATH)) return;
  const council = ctx.get('council');
  const other = adminCouncils(ctx).find((id) => String(id) !== String(council));
  const reports = Object.fromEntries(OTHER_PATH.map((id) => [id, reportFor(run, id)]));
  if (other === undefined || council === undefined) {
    for (const report of Object.values(reports))
      report?.unchecked(
        "needs a second council the first user administers, to ask for the run council's record through its path",
      );
    return;
  }
  const via = `council ${String(council)}'s record through council ${String(other)}'s path`;
  const chain = (resource: string) => CHAINS.find((c) => c.resource === resource)!;
  const file = reports['deleteCouncilFile/council'];
  if (file) {
    const made = await makeRecord(run, ctx, chain('council file'), file.check);
    if (typeof made === 'string') file.unchecked(made);
    else {
      const answer = await call(run, ctx, 'deleteCouncilFile', ctx.actorA, file.check, {
        params: { council: other, file: made.id },
      });
      judge404(file, `deleting ${via} (file ${show(made.id)})`, answer);
      if (isOk(answer)) made.forget();
      else await made.remove();
    }
  }
  const agent = ctx.get('agentInCouncil');
  const agentFile = reports['deleteCouncilAgentFile/council'];
  if (agentFile) {
    const made = await makeRecord(run, ctx, chain('council agent file'), agentFile.check);
    if (typeof made === 'string') agentFile.unchecked(made);
    else {
      const answer = await call(run, ctx, 'deleteCouncilAgentFile', ctx.actorA, agentFile.check, {
        params: { council: other, agent, file: made.id },
      });
      judge404(
        agentFile,
        `deleting ${via} (agent ${String(agent)}, file ${show(made.id)})`,
        answer,
      );
      if (isOk(answer)) made.forget();
      else await made.remove();
    }
  }
  const upload = reports['uploadCouncilAgentFile/council'];
  if (upload) await uploadThroughOther(run, ctx, upload, other, agent);
  const decide = reports['decideJoinRequest/council'];
  const joinRequest = ctx.facts.get('joinRequest') as number | undefined;
  const joinCouncil = ctx.facts.get('joinCouncil');
  const elsewhere = adminCouncils(ctx).find((id) => String(id) !== String(joinCouncil));
  if (decide && (joinRequest === undefined || elsewhere === undefined))
    decide.unchecked(
      joinRequest === undefined
        ? 'the join-request chain made no request to decide'
        : 'needs a second council the first user administers besides the one asked to join',
    );
  else if (decide) {
    const answer = await call(run, ctx, 'decideJoinRequest', ctx.actorA, decide.check, {
      params: { council: elsewhere!, joinRequest: joinRequest! },
      json: { status: 'rejected' },
    });
    judge404(
      decide,
      `deciding council ${String(joinCouncil)}'s join request ${joinRequest} through council ${String(elsewhere)}'s path`,
      answer,
    );
  }
}

/** Uploading for an agent the other council does not have answers 404. */
async function uploadThroughOther(
  run: Run,
  ctx: Context,
  report: NonNullable<ReturnType<typeof reportFor>>,
  other: number | string,
  agent: string | number | undefined,
) {
  if (agent === undefined)
    return report.unchecked("the run's council has no agent to upload a file for");
  const theirs = await call(run, ctx, 'listCouncilAgents', ctx.actorA, report.check, {
    params: { council: other },
  });
  const rows = (dataOf<Row[]>(theirs) ?? []) as Row[];
  if (!isOk(theirs) || rows.some((row) => String(row.id) === String(agent)))
    return report.unchecked(
      `council ${String(other)} ${isOk(theirs) ? `has agent ${String(agent)} too` : `answered ${statusText(theirs)}`}`,
    );
  const answer = await call(run, ctx, 'uploadCouncilAgentFile', ctx.actorA, report.check, {
    params: { council: other, agent },
    files: [sampleFile('file')],
  });
  judge404(
    report,
    `uploading a file for agent ${String(agent)} through council ${String(other)}, which does not have it,`,
    answer,
  );
  const made = fieldAt(answer?.response?.json, 'data.id');
  if (isOk(answer) && made !== undefined)
    await call(run, ctx, 'deleteCouncilAgentFile', ctx.actorA, report.check, {
      params: { council: other, agent, file: made as number },
    });
}

export async function councilRecordPromises(run: Run, ctx: Context): Promise<void> {
  await otherCouncilPaths(run, ctx);
  await lastAdmin(run, ctx);
}
