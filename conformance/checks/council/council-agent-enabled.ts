/**
 * createThread/council-agent-disabled: a council agent that is disabled refuses its members. The
 * flow assigns the run's member account to the run council's agent, sees that member start a
 * thread with it while it is enabled, disables it as the admin, and has the member try again: 422
 * keyed `agent_id`, as for any agent not available to them. The agent's state and its members are
 * put back after. Reported under promise-refuses (promises/by-id.ts).
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import type { Actor } from '../../http/actor';
import type { Exchange } from '../../http/exchange';
import { reportFor } from '../promises/by-id';
import {
  claimPromises,
  fieldAt,
  isOk,
  itemsOf,
  show,
  statusText,
  type Row,
} from '../promises/promises';

const ID = 'createThread/council-agent-disabled';
claimPromises([ID]);

export async function councilAgentDisabled(run: Run, ctx: Context): Promise<void> {
  const report = reportFor(run, ID);
  if (!report) return;
  const council = ctx.get('council');
  const agent = ctx.facts.get('councilAgent') as Row | undefined;
  const member = ctx.inRole('member');
  if (council === undefined || !agent || !member)
    return report.unchecked(
      `needs an agent of the run council and a member account (${member ? 'no council agent' : ctx.noAccount('member')})`,
    );
  const check = report.check;
  const params = { council, agent: agent.id as number };
  const users = await call(run, ctx, 'listCouncilAgentUsers', ctx.actorA, check, { params });
  const assigned = itemsOf(users)?.map((row) => row.id as number);
  if (!isOk(users) || !assigned)
    return report.unchecked(`the agent's members answered ${statusText(users)}`);
  const setUsers = (ids: number[]) =>
    call(run, ctx, 'updateCouncilAgentUsers', ctx.actorA, check, { params, json: { users: ids } });
  const setEnabled = (on: boolean) =>
    call(run, ctx, 'updateCouncilAgent', ctx.actorA, check, { params, json: { is_enabled: on } });
  const start = (actor: Actor) =>
    call(run, ctx, 'createThread', actor, check, { json: { agent_id: agent.id } });
  const threads: unknown[] = [];
  const drop = async (answer: Exchange | undefined) => {
    const id = fieldAt(answer?.response?.json, 'data.id');
    if (isOk(answer) && id !== undefined) threads.push(id);
  };
  try {
    if (!assigned.includes(member.account.id)) {
      const added = await setUsers([...assigned, member.account.id]);
      if (!isOk(added))
        return report.unchecked(`assigning the member to the agent answered ${statusText(added)}`);
    }
    const enabled = await setEnabled(true);
    const before = await start(member.actor);
    await drop(before);
    if (!isOk(enabled) || !isOk(before))
      return report.unchecked(
        `the member assigned to enabled agent ${show(agent.id)} could not start a thread with it (${statusText(before)})`,
      );
    const disabled = await setEnabled(false);
    if (!isOk(disabled))
      return report.unchecked(`disabling the agent answered ${statusText(disabled)}`);
    const after = await start(member.actor);
    await drop(after);
    const status = after?.response?.status;
    const message = (
      fieldAt(after?.response?.json, `errors.${report.promise.field}`) as string[] | undefined
    )?.[0];
    const wanted = report.promise.message as string | undefined;
    if (status !== 422 || message === undefined || (wanted !== undefined && message !== wanted))
      return report.fail(
        `with agent ${show(agent.id)} disabled in council ${String(council)}, its assigned member ${member.actor.name} starting a thread with it got ${statusText(after)}${message ? ` (${show(message)})` : ''}, expected 422 keyed ${String(report.promise.field)}${wanted ? ` (${show(wanted)})` : ''}`,
        after,
      );
    report.pass(
      `agent ${show(agent.id)} disabled: its member's thread refused with 422 on ${String(report.promise.field)}`,
      after,
    );
  } finally {
    for (const id of threads)
      await call(run, ctx, 'deleteThread', member.actor, check, {
        params: { thread: id as number },
      });
    await setEnabled(agent.is_enabled !== false);
    await setUsers(assigned);
  }
}
