/**
 * promise-no-disclosure: the answer does not tell whether an account exists. The same request is
 * made with an existing account's email and with one no account has (a wrong password both times
 * for a sign-in); status and body must be the same.
 */
import type { Check } from '../engine/check';
import { call } from '../engine/steps';
import { throttleAnswered } from './throttled';
import { forEachPromise, hasPromise, show, statusText, type Row } from './promises/promises';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.promiseNoDisclosure,
  summary: 'the answer is the same whether the account exists (login, forgot-password)',
  docs: 'the `no-disclosure` promises (`x-promises`): the answer is the same whether the account exists (login, forgot-password). What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  appliesTo: hasPromise('no-disclosure'),
  run: (run, ctx) =>
    forEachPromise(run, check.name, 'no-disclosure', async (op, promise, report) => {
      const fields = promise.fields as string[];
      if (op.body !== 'json' || !fields.includes('email'))
        return report.unchecked(
          `needs a request that names an account by email (fields: ${fields.join(', ')})`,
        );
      const answers = [];
      // The second account's email: the first one's sign-in throttle is left for the throttle check.
      for (const email of [ctx.b.email, `nobody-${Date.now()}@example.com`]) {
        const guest = await ctx.probes.guestSession();
        const body = { ...(run.data.body(op) as Row), email };
        if ('password' in body) body.password = `${run.options.secondPassword}-wrong`;
        const answer = await call(run, ctx, op.operationId, guest, check.name, { json: body });
        ctx.probes.after(guest, answer);
        answers.push(answer);
      }
      const [known, unknown] = answers;
      // A 429 is the documented throttle (by ip here, so the requests cannot be spread over keys),
      // not an answer about the account: the promise was not put to the test.
      const throttled = answers
        .map((a) => (a ? throttleAnswered(op, a) : null))
        .find((reason) => reason !== null);
      if (throttled) return report.unchecked(throttled);
      const text = (a: typeof known) =>
        a?.response
          ? `${a.response.status} ${JSON.stringify(a.response.json ?? a.response.bodyText)}`
          : statusText(a);
      // The contract's once-a-minute limit for the same address (an earlier run asked for a link).
      const message = JSON.stringify(known?.response?.json ?? '');
      if (known?.response?.status === 422 && /wait before retrying/i.test(message))
        return report.unchecked(
          'the existing address was asked for a link less than a minute ago (the contract allows one a minute)',
        );
      if (promise.status !== undefined && known?.response?.status !== promise.status)
        return report.fail(
          `an existing account's email got ${statusText(known)}, expected ${String(promise.status)}`,
          known,
        );
      report.expect(
        text(known) === text(unknown),
        `the same answer for an existing and an unknown email (${statusText(known)})`,
        `the answer tells the accounts apart: existing email → ${show(text(known))}, unknown email → ${show(text(unknown))}`,
        unknown,
      );
    }),
};
