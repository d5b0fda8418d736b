/**
 * Council lists whose items name no council (listCouncilAgents, listSharepointDrives), judged
 * through another council: instructions the run gives an agent in its council never show in
 * another council's list of agents, and a council the run made (no SharePoint grant can exist for
 * it) lists none of the run council's drives.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call, uniqueName } from '../../engine/steps';
import { fieldAt, isOk, itemsOf, show, statusText, type Row } from '../promises/promises';
import { reportFor } from '../promises/by-id';

const createdCouncil = (run: Run) =>
  fieldAt(
    run.exchanges.find((e) => e.operationId === 'createCouncil' && isOk(e))?.response?.json,
    'data.id',
  ) as number | undefined;

async function councilAgents(run: Run, ctx: Context): Promise<void> {
  const report = reportFor(run, 'listCouncilAgents/council');
  if (!report) return;
  const council = ctx.get('council');
  const agent = ctx.facts.get('councilAgent') as Row | undefined;
  const other =
    createdCouncil(run) ??
    ctx.a.councils.find((c) => c.role === 'admin' && String(c.id) !== String(council))?.id;
  if (council === undefined || !agent || other === undefined)
    return report.unchecked(
      'needs an agent of the run council and a second council the first user administers',
    );
  const mark = `${uniqueName('Conformance instructions')}: this council only.`;
  const set = (instructions: unknown) =>
    call(run, ctx, 'updateCouncilAgent', ctx.actorA, report.check, {
      params: { council, agent: agent.id as number },
      json: { instructions },
    });
  const marked = await set(mark);
  if (!isOk(marked))
    return report.unchecked(`giving the agent instructions answered ${statusText(marked)}`);
  try {
    const theirs = await call(run, ctx, 'listCouncilAgents', ctx.actorA, report.check, {
      params: { council: other },
    });
    const rows = itemsOf(theirs);
    if (!isOk(theirs) || !rows)
      return report.unchecked(`council ${String(other)}'s list answered ${statusText(theirs)}`);
    const leaked = rows.find((row) => row.instructions === mark);
    report.expect(
      !leaked,
      `council ${String(other)}'s ${rows.length} agent(s) carry none of council ${String(council)}'s instructions`,
      `council ${String(other)}'s listCouncilAgents shows agent ${show(leaked?.id)} with the instructions just given in council ${String(council)} (${show(mark)})`,
      theirs,
    );
  } finally {
    await set(agent.instructions ?? null);
  }
}

async function sharepointDrives(run: Run, ctx: Context): Promise<void> {
  const report = reportFor(run, 'listSharepointDrives/council');
  if (!report) return;
  const council = ctx.get('council');
  const made = createdCouncil(run);
  if (council === undefined || made === undefined)
    return report.unchecked('needs a council the run made, which no SharePoint grant can reach');
  const ours = itemsOf(
    await call(run, ctx, 'listSharepointDrives', ctx.actorA, report.check, {
      params: { council },
    }),
  );
  if (!ours || ours.length === 0)
    return report.unchecked(
      `council ${String(council)} lists no drive that could show in another council's list`,
    );
  const theirs = await call(run, ctx, 'listSharepointDrives', ctx.actorA, report.check, {
    params: { council: made },
  });
  const rows = itemsOf(theirs);
  if (!isOk(theirs) || !rows)
    return report.unchecked(`council ${made}'s list answered ${statusText(theirs)}`);
  const leaked = rows.find((row) => ours.some((drive) => drive.id === row.id));
  report.expect(
    !leaked,
    `council ${made}, made by the run (not connected), lists none of council ${String(council)}'s ${ours.length} drive(s)`,
    `council ${made}, made by the run and never connected, lists drive ${show(leaked?.id)} of council ${String(council)}'s connection`,
    theirs,
  );
}

export async function councilListPromises(run: Run, ctx: Context): Promise<void> {
  await councilAgents(run, ctx);
  await sharepointDrives(run, ctx);
}
