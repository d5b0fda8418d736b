/**
 * The membership chain: the outsider account (`--accounts outsider=`, in none of the first user's
 * councils) is invited into the run's council, answers its invitations through its profile
 * (declines one, accepts the other), is given a licence, moved to another and removed again, so
 * the promises about invitations, council members and licences are judged on records the run made.
 * It leaves the accounts as it found them: the outsider outside, the licences as they were.
 */
import { FLOW_BROADCASTS, listenWhile } from '../promises/flow-broadcasts';
import type { Actor } from '../../http/actor';
import type { Context } from '../../engine/context';
import type { Membership } from './membership-state';
import type { Run } from '../../engine/run-state';
import { OUTSIDER } from '../../engine/roles';
import { call } from '../../engine/steps';
import { dataOf } from '../../http/exchange';
import { isOk, show, statusText, type Row } from '../promises/promises';
import { anyReported, reportFor, uncheckedAll } from '../promises/by-id';
import { outOfOrder } from '../promise-order';
import { judgeLicences, LICENCE_PROMISES } from './membership-licences';
import { joinWithSmuggledKeys } from './membership-join';
import { CHECK, type CheckName } from '../../engine/check-names';

const INVITATION_PROMISES = [
  'listProfileInvitations/order',
  'acceptProfileInvitation/invitee',
  'declineProfileInvitation/invitee',
  'acceptProfileInvitation/leaves-pending',
  'declineProfileInvitation/removes',
  'listCouncilUsers/council',
];

/** The outsider's pending invitations, newest first as the backend gives them. */
async function invitations(m: Membership, check: CheckName) {
  const answer = await call(m.run, m.ctx, 'listProfileInvitations', m.outsider.actor, check);
  const rows = (dataOf<Row[]>(answer) ?? []) as Row[];
  return { answer, rows: Array.isArray(rows) ? rows : [] };
}

const councilOf = (row: Row) => (row.council as Row | undefined)?.id;

/** The outsider's pending invitation to the council, if any. */
async function invitationTo(m: Membership, council: number | string, check: CheckName) {
  const { rows } = await invitations(m, check);
  return rows.find((row) => String(councilOf(row)) === String(council));
}

async function invite(m: Membership, council: number | string, check: CheckName) {
  return call(m.run, m.ctx, 'inviteCouncilUser', m.ctx.actorA, check, {
    params: { council },
    json: m.run.data.body(m.run.op('inviteCouncilUser'), {
      email: m.outsider.account.email,
      role: 'member',
      position_id: undefined,
    }),
  });
}

/** The outsider's membership of the council (active or invited), as its user list shows it. */
export async function memberRow(
  m: Membership,
  council: number | string,
  check: CheckName,
  actor: Actor = m.ctx.actorA,
): Promise<Row | undefined> {
  const answer = await call(m.run, m.ctx, 'listCouncilUsers', actor, check, {
    params: { council },
    query: { search: m.outsider.account.email, per_page: 100 },
  });
  const rows = (dataOf<Row[]>(answer) ?? []) as Row[];
  return Array.isArray(rows) ? rows.find((row) => row.id === m.outsider.account.id) : undefined;
}

/** Takes the outsider out of the council (member or invitee). */
export async function removeOutsider(m: Membership, council: number | string, check: CheckName) {
  if (await memberRow(m, council, check))
    await call(m.run, m.ctx, 'removeCouncilUser', m.ctx.actorA, check, {
      params: { council, user: m.outsider.account.id },
    });
}

/** Another user answering the outsider's invitation gets 404 (callers: owner by email). */
async function othersGet404(m: Membership, invitation: unknown) {
  for (const op of ['acceptProfileInvitation', 'declineProfileInvitation']) {
    const report = reportFor(m.run, `${op}/invitee`);
    if (!report) continue;
    const answer = await call(m.run, m.ctx, op, m.ctx.actorA, CHECK.promiseCallers, {
      params: { invitation: invitation as number },
    });
    report.expect(
      answer?.response?.status === 404,
      `the first user gets 404 answering invitation ${show(invitation)} sent to ${m.outsider.account.email}`,
      `the first user (${m.ctx.a.email}) answering invitation ${show(invitation)}, sent to ${m.outsider.account.email}, got ${statusText(answer)}, expected 404`,
      answer,
    );
  }
}

/** After the outsider answered it, the invitation is no longer among its pending ones. */
async function judgeAnswered(m: Membership, id: string, invitation: Row, answer: unknown) {
  const report = reportFor(m.run, id);
  if (!report) return;
  const listed = await invitations(m, report.check);
  const still = listed.rows.find((row) => String(row.id) === String(invitation.id));
  report.expect(
    isOk(listed.answer) && !still,
    `invitation ${show(invitation.id)} is no longer listed after ${id.split('/')[0]}`,
    isOk(listed.answer)
      ? `after ${id.split('/')[0]} (${statusText(answer as never)}), listProfileInvitations still lists invitation ${show(invitation.id)} (status ${show(still?.status)})`
      : `listProfileInvitations answered ${statusText(listed.answer)}`,
    listed.answer,
  );
}

/** The invitations promises; ends with the outsider an active member of the run's council, or says why not. */
async function invitationsChain(m: Membership, other: number | undefined): Promise<boolean> {
  // The outsider, an existing user, hears of its invitation on its own channel.
  const first = await listenWhile(
    m.run,
    m.ctx,
    FLOW_BROADCASTS.invited,
    m.outsider.actor,
    `private-App.Models.User.${String(m.outsider.account.id)}`,
    () => invite(m, m.council, CHECK.promiseCallers),
  );
  if (!isOk(first)) {
    uncheckedAll(
      m.run,
      [...INVITATION_PROMISES, ...LICENCE_PROMISES, FLOW_BROADCASTS.invited],
      `inviting ${m.outsider.account.email} into council ${String(m.council)} answered ${statusText(first)}`,
    );
    return false;
  }
  if (other !== undefined) await invite(m, other, CHECK.promiseCallers);
  const listed = await invitations(m, CHECK.promiseOrder);
  const order = reportFor(m.run, 'listProfileInvitations/order');
  if (order && listed.rows.length < 2)
    order.unchecked(
      `the outsider's invitations are ${listed.rows.length}: the first user administers no second council to invite it to`,
    );
  else if (order) {
    const wrong = outOfOrder(listed.rows, [{ field: 'created_at', direction: 'desc' }]);
    order.expect(
      !wrong,
      `the outsider's ${listed.rows.length} invitations, newest first`,
      `the outsider's invitation ${show(wrong?.[1].id)} (created ${show(wrong?.[1].created_at)}) comes before ${show(wrong?.[2].id)} (created ${show(wrong?.[2].created_at)}), against newest first`,
      listed.answer,
    );
  }
  const mine = listed.rows.find((row) => String(councilOf(row)) === String(m.council));
  if (!mine) {
    uncheckedAll(
      m.run,
      [...INVITATION_PROMISES, ...LICENCE_PROMISES],
      `the outsider's listProfileInvitations (${statusText(listed.answer)}) does not show the invitation into council ${String(m.council)} the first user just made`,
    );
    return false;
  }
  await othersGet404(m, mine.id);
  tokenPromises(m, mine.id);

  // Declined: the other council's invitation, or this one (then invited again).
  const declining = other !== undefined ? await invitationTo(m, other, CHECK.promiseCallers) : mine;
  if (declining) {
    const declined = await call(
      m.run,
      m.ctx,
      'declineProfileInvitation',
      m.outsider.actor,
      CHECK.promiseCallers,
      {
        params: { invitation: declining.id as number },
      },
    );
    if (isOk(declined))
      await judgeAnswered(m, 'declineProfileInvitation/removes', declining, declined);
    else
      reportFor(m.run, 'declineProfileInvitation/removes')?.fail(
        `the invitee declining its own invitation ${show(declining.id)} got ${statusText(declined)}`,
        declined,
      );
  }
  if (declining === mine) await invite(m, m.council, CHECK.promiseCallers);
  const accepting =
    declining === mine ? await invitationTo(m, m.council, CHECK.promiseCallers) : mine;
  if (!accepting) return false;
  const accepted = await call(
    m.run,
    m.ctx,
    'acceptProfileInvitation',
    m.outsider.actor,
    CHECK.promiseCallers,
    {
      params: { invitation: accepting.id as number },
    },
  );
  if (!isOk(accepted)) {
    reportFor(m.run, 'acceptProfileInvitation/leaves-pending')?.fail(
      `the invitee accepting its own invitation ${show(accepting.id)} got ${statusText(accepted)}`,
      accepted,
    );
    return false;
  }
  await judgeAnswered(m, 'acceptProfileInvitation/leaves-pending', accepting, accepted);
  return true;
}

/** listCouncilUsers/council: the council's list shows the new member, another council's does not. */
async function judgeCouncilUsers(m: Membership, other: number | undefined) {
  const report = reportFor(m.run, 'listCouncilUsers/council');
  if (!report) return;
  const here = await memberRow(m, m.council, report.check);
  if (!here)
    return report.fail(
      `the outsider, who accepted its invitation, is not in council ${String(m.council)}'s listCouncilUsers`,
    );
  if (other === undefined)
    return report.unchecked(
      'needs a second council the first user administers, whose list must not show the new member',
    );
  const there = await memberRow(m, other, report.check);
  const last = m.run.exchanges.at(-1);
  report.expect(
    !there,
    `council ${String(m.council)}'s list shows its new member ${m.outsider.account.email}, council ${other}'s does not`,
    `council ${other}'s listCouncilUsers shows ${m.outsider.account.email} (${show(there?.status)}), a member of council ${String(m.council)} only`,
    last,
  );
}

export async function membershipPromises(run: Run, ctx: Context): Promise<void> {
  const ids = [
    ...INVITATION_PROMISES,
    ...LICENCE_PROMISES,
    ...TOKEN_PROMISES.map(([id]) => id),
    'requestJoinCouncil/settable',
    'decideJoinRequest/settable',
  ];
  if (!anyReported(run, ids)) return;
  const outsider = ctx.inRole(OUTSIDER);
  const council = ctx.get('council');
  if (!outsider || council === undefined)
    return uncheckedAll(
      run,
      ids,
      council === undefined
        ? 'the first user administers no council to invite into'
        : `the membership chain needs an account in none of the first user's councils: ${ctx.noAccount(OUTSIDER)}`,
    );
  const m: Membership = { run, ctx, council, outsider };
  let other = ctx.a.councils.find(
    (c) => c.role === 'admin' && String(c.id) !== String(council),
  )?.id;
  // The outsider may be invited already (the seed invites it): invited again, the invitation is
  // replaced, and at the end a new one stands in for the one the chain used up.
  const invitedBefore: (number | string)[] = [];
  for (const c of other === undefined ? [council] : [council, other]) {
    const row = await memberRow(m, c, CHECK.promiseCallers);
    if (row?.status === 'active') other = undefined;
    else if (row) invitedBefore.push(c);
  }
  try {
    await judgeLicences(m, 'before');
    if (!(await invitationsChain(m, other))) return;
    await judgeCouncilUsers(m, other);
    await judgeLicences(m, 'member');
  } finally {
    // The outsider leaves as it came: out of both councils, no invitation of the run's left pending.
    await removeOutsider(m, council, CHECK.promiseCallers);
    if (other !== undefined) await removeOutsider(m, other, CHECK.promiseCallers);
  }
  await judgeLicences(m, 'removed');
  await joinWithSmuggledKeys(m, other);
  // A backend that let the smuggled `approved` through made the outsider a member: out again.
  await removeOutsider(m, council, CHECK.promiseCallers);
  for (const c of invitedBefore)
    if (isOk(await invite(m, c, CHECK.promiseCallers)))
      run.leftBehind.push(
        `inviteCouncilUser: a new pending invitation of ${outsider.account.email} to council ${String(c)}, for the one the membership chain used up (its earlier link stops working)`,
      );
}

/**
 * What only the invitation email's token can reach: the run invites the outsider and sees the
 * invitation by id (listProfileInvitations), but no operation answers with its token.
 */
const TOKEN_PROMISES: [string, string][] = [
  ['acceptInvitation/guest-or-invitee', "another signed-in user sending the invitee's token (403)"],
  [
    'acceptInvitation/guest-existing-account',
    'a guest sending the token of an invitation to an email that has an account (401)',
  ],
  ['acceptInvitation/settable', 'an accepted acceptInvitation, sent with the keys it may not set'],
  ['getInvitationInfo/guest', 'a guest reading an invitation by its token'],
];

function tokenPromises(m: Membership, invitation: unknown): void {
  for (const [id, needs] of TOKEN_PROMISES)
    reportFor(m.run, id)?.unchecked(
      `needs ${needs}: the token is only in the invitation email. The run invited ${m.outsider.account.email} (invitation ${show(invitation)}, seen through listProfileInvitations and accepted through acceptProfileInvitation, by id), but no operation answers with an invitation's token`,
    );
}
