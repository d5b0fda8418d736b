/**
 * The licence half of the membership chain (checks/council/membership.ts): while the outsider is outside,
 * a licence cannot be given to it; once a member it holds one licence, no second; moved to another
 * licence, the first is free again; removed, its licence is free again. Every licence the chain
 * gave is taken back, so the council's seats end as they began. With --realtime, the outsider
 * listens on its own channel while it is given its licence (licence.changed).
 */
import type { Exchange } from '../../http/exchange';
import { dataOf } from '../../http/exchange';
import { call } from '../../engine/steps';
import { fieldAt, isOk, show, statusText, type Row } from '../promises/promises';
import type { PromiseReport } from '../promises/promises';
import { reportFor } from '../promises/by-id';
import { FLOW_BROADCASTS, listenWhile } from '../promises/flow-broadcasts';
import type { Membership } from './membership-state';
import { CHECK, type CheckName } from '../../engine/check-names';

export const LICENCE_PROMISES = [
  'updateCouncilLicence/user-of-council',
  'updateCouncilLicence/one-per-member',
  'updateCouncilUser/licence-unassigned',
  'updateCouncilUser/licence-of-council',
  'updateCouncilUser/previous-licence-unassigned',
  'removeCouncilUser/licence-unassigned',
  FLOW_BROADCASTS.licensed,
];

/** The licence the outsider holds when it is removed (set by the 'member' step). */
const held = new WeakMap<Membership, Row>();

async function licences(m: Membership, council: number | string, check: CheckName) {
  const answer = await call(m.run, m.ctx, 'listCouncilLicences', m.ctx.actorA, check, {
    params: { council },
    query: { per_page: 100 },
  });
  const rows = dataOf<Row[]>(answer);
  return { answer, rows: Array.isArray(rows) ? rows : [] };
}

const setLicence = (m: Membership, licence: unknown, user: unknown, check: CheckName) =>
  call(m.run, m.ctx, 'updateCouncilLicence', m.ctx.actorA, check, {
    params: { council: m.council, licence: licence as number },
    json: user === null ? { user_id: null } : { user_id: user, status: 'active' },
  });

const setUserLicence = (m: Membership, licence: unknown, check: CheckName) =>
  call(m.run, m.ctx, 'updateCouncilUser', m.ctx.actorA, check, {
    params: { council: m.council, user: m.outsider.account.id },
    json: { licence_id: licence },
  });

/** A 422 with an error on `field`, as the promise says. */
function refused(
  report: PromiseReport,
  field: string,
  answer: Exchange | undefined,
  passed: string,
  failed: string,
): boolean {
  const errors = fieldAt(answer?.response?.json, 'errors') as Row | undefined;
  const ok = answer?.response?.status === 422 && !!errors && field in errors;
  return report.expect(
    ok,
    passed,
    `${failed}: got ${statusText(answer)}${answer?.response?.status === 422 ? ` without an error on ${field}` : ''}, expected 422 on ${field}`,
    answer,
  );
}

/** The licence is listed free again, with the values the promise sets. */
async function judgeFreed(m: Membership, report: PromiseReport, licence: Row, after: string) {
  const listed = await licences(m, m.council, report.check);
  const now = listed.rows.find((row) => String(row.id) === String(licence.id));
  if (!isOk(listed.answer) || !now)
    return report.unchecked(
      `listCouncilLicences answered ${statusText(listed.answer)} without licence ${show(licence.id)}`,
    );
  const set = (report.promise.set as Row | undefined) ?? { user_id: null, status: 'unassigned' };
  const wrong = Object.entries(set).find(([field, value]) => fieldAt(now, field) !== value);
  report.expect(
    !wrong,
    `after ${after}, licence ${show(licence.id)} is free again (${show(set)})`,
    `after ${after}, licence ${show(licence.id)} has ${wrong?.[0]} ${show(fieldAt(now, wrong?.[0] ?? ''))}, expected ${show(wrong?.[1])}`,
    listed.answer,
  );
  // A licence the backend left with the outsider is taken back, so the seats end as they began.
  if (wrong) await setLicence(m, licence.id, null, report.check);
}

/** A licence of another council the first user administers, if it has one. */
async function foreignLicence(m: Membership, check: CheckName): Promise<Row | undefined> {
  for (const c of m.ctx.a.councils) {
    if (c.role !== 'admin' || String(c.id) === String(m.council)) continue;
    const found = (await licences(m, c.id, check)).rows.find((row) => row.status !== 'expired');
    if (found) return found;
  }
  return undefined;
}

async function asMember(m: Membership, free: Row[], taken: Row | undefined): Promise<void> {
  const reports = Object.fromEntries(LICENCE_PROMISES.map((id) => [id, reportFor(m.run, id)]));
  const [first, second] = free;
  if (!first || !second) {
    for (const id of [...LICENCE_PROMISES.slice(1, 5), FLOW_BROADCASTS.licensed])
      reports[id]?.unchecked(
        `needs two unassigned licences of council ${String(m.council)}; it has ${free.length}`,
      );
    return;
  }
  // The new holder hears of its licence on its own channel.
  const given = await listenWhile(
    m.run,
    m.ctx,
    FLOW_BROADCASTS.licensed,
    m.outsider.actor,
    `private-App.Models.User.${String(m.outsider.account.id)}`,
    () => setLicence(m, first.id, m.outsider.account.id, CHECK.promiseUnique),
  );
  if (!isOk(given)) {
    for (const id of LICENCE_PROMISES.slice(1, 5))
      reports[id]?.unchecked(
        `giving licence ${show(first.id)} to the new member answered ${statusText(given)}`,
      );
    return;
  }
  held.set(m, first);
  const one = reports['updateCouncilLicence/one-per-member'];
  if (one) {
    const twice = await setLicence(m, second.id, m.outsider.account.id, one.check);
    refused(
      one,
      'user_id',
      twice,
      `a member holding licence ${show(first.id)} is refused a second (422 on user_id)`,
      `giving licence ${show(second.id)} to a member who holds ${show(first.id)}`,
    );
    if (isOk(twice)) await setLicence(m, second.id, null, one.check);
  }
  const unassigned = reports['updateCouncilUser/licence-unassigned'];
  if (unassigned && !taken)
    unassigned.unchecked(`no licence of council ${String(m.council)} is held by another member`);
  else if (unassigned && taken) {
    const answer = await setUserLicence(m, taken.id, unassigned.check);
    refused(
      unassigned,
      'licence_id',
      answer,
      `licence ${show(taken.id)}, held by user ${show(taken.user_id)}, is refused (422 on licence_id)`,
      `giving the new member licence ${show(taken.id)}, held by user ${show(taken.user_id)}`,
    );
    if (isOk(answer)) {
      await setLicence(m, taken.id, taken.user_id, unassigned.check);
      await setUserLicence(m, first.id, unassigned.check);
    }
  }
  const ofCouncil = reports['updateCouncilUser/licence-of-council'];
  if (ofCouncil) {
    const foreign = await foreignLicence(m, ofCouncil.check);
    if (!foreign)
      ofCouncil.unchecked(
        `needs a licence of another council, and no other council the first user administers has one`,
      );
    else {
      const answer = await setUserLicence(m, foreign.id, ofCouncil.check);
      refused(
        ofCouncil,
        'licence_id',
        answer,
        `licence ${show(foreign.id)} of council ${show(foreign.council_id)} is refused in council ${String(m.council)}`,
        `giving a member of council ${String(m.council)} licence ${show(foreign.id)} of council ${show(foreign.council_id)}`,
      );
      if (isOk(answer)) await setUserLicence(m, first.id, ofCouncil.check);
    }
  }
  const previous = reports['updateCouncilUser/previous-licence-unassigned'];
  const moved = await setUserLicence(m, second.id, previous?.check ?? CHECK.promiseKeeps);
  if (!isOk(moved)) {
    previous?.fail(
      `moving the new member from licence ${show(first.id)} to the free licence ${show(second.id)} got ${statusText(moved)}`,
      moved,
    );
    return;
  }
  held.set(m, second);
  if (previous)
    await judgeFreed(
      m,
      previous,
      first,
      `updateCouncilUser gave the member licence ${show(second.id)}`,
    );
  else await setLicence(m, first.id, null, CHECK.promiseKeeps);
}

/**
 * `before`: the outsider is outside the council; `member`: an active member; `removed`: just
 * removed (checks/council/membership.ts).
 */
export async function judgeLicences(
  m: Membership,
  step: 'before' | 'member' | 'removed',
): Promise<void> {
  if (step === 'removed') {
    const licence = held.get(m);
    const report = reportFor(m.run, 'removeCouncilUser/licence-unassigned');
    if (!licence) return report?.unchecked('the removed member held no licence the run gave it');
    if (report) await judgeFreed(m, report, licence, 'removeCouncilUser of its holder');
    else await setLicence(m, licence.id, null, CHECK.promiseKeeps);
    return;
  }
  const listed = await licences(m, m.council, CHECK.promiseUnique);
  const free = listed.rows.filter((row) => row.status === 'unassigned' && row.user_id === null);
  if (step === 'member') {
    const taken = listed.rows.find((row) => row.status === 'active' && row.user_id !== null);
    return asMember(m, free, taken);
  }
  const report = reportFor(m.run, 'updateCouncilLicence/user-of-council');
  if (!report) return;
  if (!free[0])
    return report.unchecked(`council ${String(m.council)} has no unassigned licence to give`);
  const answer = await setLicence(m, free[0].id, m.outsider.account.id, report.check);
  refused(
    report,
    'user_id',
    answer,
    `licence ${show(free[0].id)} is refused to ${m.outsider.account.email}, not a member (422 on user_id)`,
    `giving licence ${show(free[0].id)} to ${m.outsider.account.email}, who is not a member of council ${String(m.council)}`,
  );
  if (isOk(answer)) await setLicence(m, free[0].id, null, report.check);
}
