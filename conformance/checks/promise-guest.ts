/**
 * promise-guest: what a guest is told. For each `guest` promise a guest (a session of its own, no
 * user) makes the request the promise is about: the right credentials for a 2xx, wrong ones or ids
 * no record has otherwise; the status, the message and the 422 field must be the promised ones.
 */
import type { Check } from '../engine/check';
import { unknownParams } from '../engine/probes';
import { call, uniqueToken } from '../engine/steps';
import type { ContractOperation } from '../contract/contract';
import { throttleAnswered } from './throttled';
import { ownLinkParams } from './promises/own-link';
import {
  fieldAt,
  forEachPromise,
  hasPromise,
  listQuery,
  show,
  statusText,
  whenBody,
  type Row,
} from './promises/promises';
import { CHECK } from '../engine/check-names';

/**
 * A 404 promise is about a record no one has: a required query value the contract describes as a
 * token gets one no record holds (the contract's example may be a seeded invitation's own).
 */
function unknownTokens(
  op: ContractOperation,
  query: Record<string, string>,
): Record<string, string> {
  for (const p of op.parameters)
    if (p.in === 'query' && p.required && /token/i.test(p.name))
      query[p.name] = `conformance-unknown-${uniqueToken()}`;
  return query;
}

export const check: Check = {
  name: CHECK.promiseGuest,
  summary:
    'a guest gets the promised status, message and 422 field (e.g. Login successful!, auth.failed)',
  docs: 'the `guest` promises (`x-promises`): a guest gets the promised status, message and 422 field (e.g. Login successful!, auth.failed). What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  appliesTo: hasPromise('guest'),
  run: (run, ctx) =>
    forEachPromise(run, check.name, 'guest', async (op, promise, report) => {
      const status = Number(promise.status);
      const success = status >= 200 && status < 300;
      const body = op.body === 'json' ? (run.data.body(op) as Row) : undefined;
      if (body && 'email' in body) body.email = ctx.a.email;
      if (body && 'password' in body)
        body.password = success ? run.options.password : `${run.options.password}-wrong`;
      if (body && 'password_confirmation' in body) body.password_confirmation = body.password;
      if (op.operationId === 'requestRegistration' && body && 'email' in body)
        body.email = `conformance-${Date.now()}@example.com`;
      const guest = await ctx.probes.guestSession();
      const answer = await call(run, ctx, op.operationId, guest, check.name, {
        params: ownLinkParams(op, ctx) ?? (success || op.method === 'GET' ? {} : unknownParams(op)),
        query: status === 404 ? unknownTokens(op, listQuery(op, promise)) : listQuery(op, promise),
        ...(body ? { json: { ...body, ...whenBody(promise) } } : {}),
      });
      ctx.probes.after(guest, answer);
      const json = answer?.response?.json;
      // A 429 is the operation's documented throttle (by ip: the run's guest calls share one key),
      // not the guest's answer: the promise was not put to the test.
      const throttled = answer && status !== 429 ? throttleAnswered(op, answer) : null;
      if (throttled) return report.unchecked(throttled);
      if (answer?.response?.status === 404 && status !== 404)
        return report.unchecked(
          `needs a record (an invitation, a token) the run does not have: the guest's request was answered 404`,
        );
      const problems: string[] = [];
      if (answer?.response?.status !== status)
        problems.push(`got ${statusText(answer)}, expected ${status}`);
      const field = promise.field as string | undefined;
      const errors = fieldAt(json, 'errors') as Row | undefined;
      if (field && !(errors && field in errors))
        problems.push(`no error on ${field} (errors: ${show(errors)})`);
      const message = promise.message as string | undefined;
      if (message) {
        const said = [
          fieldAt(json, 'message'),
          ...(field ? [(errors?.[field] as unknown[] | undefined)?.[0]] : []),
        ];
        if (!said.includes(message))
          problems.push(`message ${show(fieldAt(json, 'message'))}, expected ${show(message)}`);
      }
      if (problems.length > 0)
        return report.fail(`a guest's ${op.method} ${op.path}: ${problems.join('; ')}`, answer);
      report.pass(
        `a guest gets ${status}${message ? ` "${message}"` : ''}${field ? ` on ${field}` : ''}`,
        answer,
      );
    }),
};
