/**
 * A council-provided agent the council's member took off their list, for addAgent's promise that it
 * comes back with `source: council`: the run council's agent (the walk's `councilAgent`), enabled
 * and assigned to the member account for the check, shown in the member's agents as the council's,
 * then removed by the member. What the check changed is put back by `restore`.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import type { Actor } from '../../http/actor';
import { dataOf } from '../../http/exchange';
import type { CheckName } from '../../engine/check-names';
import { isOk, show, statusText, type Row } from './promises';

export interface HiddenCouncilAgent {
  id: number;
  member: Actor;
  /** Puts back the agent's members and its enabled state. */
  restore: () => Promise<void>;
}

export async function councilAgentRemovedByMember(
  run: Run,
  ctx: Context,
  check: CheckName,
): Promise<HiddenCouncilAgent | string> {
  const council = ctx.get('council');
  const row = ctx.facts.get('councilAgent') as Row | undefined;
  const member = ctx.inRole('member');
  if (council === undefined || !row)
    return 'needs an agent of the run council (listCouncilAgents showed none)';
  if (!member) return `needs a member of the run council: ${ctx.noAccount('member')}`;
  const admin = ctx.inRole('admin')?.actor ?? ctx.actorA;
  const id = row.id as number;
  const params = { council, agent: id };
  const undo: (() => Promise<unknown>)[] = [];
  const restore = async () => {
    for (const step of undo.reverse()) await step();
  };
  const fail = async (why: string) => {
    await restore();
    return why;
  };
  const users = await call(run, ctx, 'listCouncilAgentUsers', admin, check, { params });
  if (!isOk(users)) return `listCouncilAgentUsers answered ${statusText(users)}`;
  const before = (dataOf<Row[]>(users) ?? []).map((user) => user.id as number);
  if (row.is_enabled !== true) {
    const setEnabled = (is_enabled: boolean) =>
      call(run, ctx, 'updateCouncilAgent', admin, check, {
        params,
        json: { is_enabled, instructions: row.instructions ?? null },
      });
    const enabled = await setEnabled(true);
    if (!isOk(enabled)) return fail(`enabling the council's agent answered ${statusText(enabled)}`);
    undo.push(() => setEnabled(false));
  }
  if (!before.includes(member.account.id)) {
    const assign = (users: number[]) =>
      call(run, ctx, 'updateCouncilAgentUsers', admin, check, { params, json: { users } });
    const assigned = await assign([...before, member.account.id]);
    if (!isOk(assigned))
      return fail(`assigning the member to the council's agent answered ${statusText(assigned)}`);
    undo.push(() => assign(before));
  }
  const listed = await call(run, ctx, 'listProfileAgents', member.actor, check);
  const entry = (dataOf<Row[]>(listed) ?? []).find((e) => String(e.id) === String(id));
  if (entry?.source !== 'council')
    return fail(
      `the member's agents (listProfileAgents, ${statusText(listed)}) show the council's agent ${show(id)} ${entry ? `with source ${show(entry.source)}` : 'nowhere'}, so none of theirs is the council's to remove`,
    );
  const removed = await call(run, ctx, 'removeProfileAgent', member.actor, check, {
    params: { agent: id },
  });
  if (!isOk(removed))
    return fail(`the member's removeProfileAgent answered ${statusText(removed)}`);
  return { id, member: member.actor, restore };
}
