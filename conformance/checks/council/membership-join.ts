/**
 * The outsider asks to join the run's council with keys the body may not set (an `approved`
 * status, another council, another user, a role), and the first user rejects the request with keys
 * the decision may not set: neither answer may show them (requestJoinCouncil/settable,
 * decideJoinRequest/settable). The rejected request stays (join requests have no delete) and the
 * outsider stays outside.
 */
import { call } from '../../engine/steps';
import { dataOf, type Exchange } from '../../http/exchange';
import { fieldAt, isOk, show, statusText, type Row } from '../promises/promises';
import type { PromiseReport } from '../promises/promises';
import { reportFor } from '../promises/by-id';
import type { Membership } from './membership-state';
import { CHECK } from '../../engine/check-names';

/** Each smuggled key the answer shows with the smuggled value (`user_id` as `user.id`). */
function judgeSmuggled(report: PromiseReport, sent: Row, answer: Exchange | undefined) {
  const data = (dataOf<Row>(answer) ?? {}) as Row;
  const shown = (key: string) => fieldAt(data, key === 'user_id' ? 'user.id' : key);
  const judged = Object.keys(sent).filter((key) => shown(key) !== undefined);
  const taken = judged.filter((key) => JSON.stringify(shown(key)) === JSON.stringify(sent[key]));
  if (taken.length > 0)
    return report.fail(
      `the body's ${taken.map((k) => `${k}: ${show(sent[k])}`).join(', ')} (not settable) shows in the answer: the key was assigned`,
      answer,
    );
  if (judged.length === 0)
    return report.unchecked(`the answer shows none of ${show(Object.keys(sent))}`);
  report.pass(`sent ${show(sent)}: ${judged.join(', ')} left as they were`, answer);
}

export async function joinWithSmuggledKeys(m: Membership, other: number | string | undefined) {
  const asking = reportFor(m.run, 'requestJoinCouncil/settable');
  const deciding = reportFor(m.run, 'decideJoinRequest/settable');
  if (!asking && !deciding) return;
  // A request an interrupted earlier run left pending would make this one a duplicate: reject it.
  const pending = await call(
    m.run,
    m.ctx,
    'listJoinRequests',
    m.ctx.actorA,
    CHECK.promiseSettable,
    {
      params: { council: m.council },
      query: { status: 'pending', per_page: 100 },
    },
  );
  const stale = ((dataOf<Row[]>(pending) ?? []) as Row[]).find(
    (row) => fieldAt(row, 'user.id') === m.outsider.account.id,
  );
  if (stale)
    await call(m.run, m.ctx, 'decideJoinRequest', m.ctx.actorA, CHECK.promiseSettable, {
      params: { council: m.council, joinRequest: stale.id as number },
      json: { status: 'rejected' },
    });
  const elsewhere = other ?? Number(m.council) + 7919;
  const sent: Row = {
    status: 'approved',
    council_id: elsewhere,
    user_id: m.ctx.a.id,
    role: 'admin',
  };
  const asked = await call(
    m.run,
    m.ctx,
    'requestJoinCouncil',
    m.outsider.actor,
    CHECK.promiseSettable,
    {
      params: { council: m.council },
      json: { message: 'Conformance run: please reject.', ...sent },
    },
  );
  if (!isOk(asked)) {
    const why = `the outsider asking to join council ${String(m.council)} with the extra keys got ${statusText(asked)} (a 422 is also keeping the promise, but says nothing of it)`;
    asking?.unchecked(why);
    deciding?.unchecked(why);
    return;
  }
  if (asking) judgeSmuggled(asking, sent, asked);
  const request = fieldAt(asked?.response?.json, 'data.id');
  const decision: Row = {
    user_id: m.ctx.a.id,
    council_id: elsewhere,
    decided_at: '2001-01-01T00:00:00Z',
    role: 'admin',
  };
  const decided = await call(
    m.run,
    m.ctx,
    'decideJoinRequest',
    m.ctx.actorA,
    CHECK.promiseSettable,
    {
      params: { council: m.council, joinRequest: request as number },
      json: { status: 'rejected', ...decision },
    },
  );
  if (isOk(decided))
    m.run.leftBehind.push(
      `decideJoinRequest: the outsider's rejected join request ${show(request)} in council ${String(m.council)} (join requests have no delete)`,
    );
  if (!deciding) return;
  if (!isOk(decided))
    return deciding.unchecked(
      `rejecting the request with the extra keys answered ${statusText(decided)} (a 422 is also keeping the promise, but says nothing of it)`,
    );
  judgeSmuggled(deciding, decision, decided);
}
