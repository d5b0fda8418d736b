/**
 * authorization-id-forms: a role rule holds whatever JSON form the council's id comes in. Laravel's
 * `integer` rule lets the string "7" and the number 7.0 through, so a FormRequest that checks the
 * role only when `is_int($this->council_id)` lets any caller past with `"7"`. Every rule of an
 * operation (its `x-council-roles`, and a `callers` promise naming roles with `council_from`) is
 * tried by every role it leaves out, with the id field (body, query or path) in each other form:
 * the answer is the rule's refusal, a 422 (the form refused), or for a path a 404; never a 2xx.
 */
import type { ContractOperation } from '../contract/contract';
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { councilRoles } from '../engine/roles';
import { call, type StepOptions } from '../engine/steps';
import { isSuccess, statusOf, type Exchange } from '../http/exchange';
import { promisesOf } from './promises/promises';
import { CHECK } from '../engine/check-names';

/** One rule: who it leaves out, where the council's id goes, and what a refused caller gets. */
interface Rule {
  source: string;
  excluded: string[];
  field: { in: 'path' | 'query' | 'body'; name: string };
  refused: number;
}

export function rulesOf(run: Run, op: ContractOperation): Rule[] {
  const all = councilRoles(run);
  const rules: Rule[] = [];
  if (op.councilRoles) {
    const excluded = all.filter((r) => !op.councilRoles!.includes(r));
    const field: Rule['field'] = op.path.includes('{council}')
      ? { in: 'path', name: 'council' }
      : { in: op.method === 'GET' ? 'query' : 'body', name: 'council_id' };
    if (excluded.length > 0 && (field.in !== 'body' || op.body === 'json'))
      rules.push({
        source: `x-council-roles: ${op.councilRoles.join(', ')}`,
        excluded,
        field,
        refused: 403,
      });
  }
  for (const promise of promisesOf(op, 'callers')) {
    const roles = promise.roles as string[] | undefined;
    if (!roles || promise.council_from === undefined) continue;
    const name = String(promise.council_from);
    const field: Rule['field'] = { in: op.method === 'GET' ? 'query' : 'body', name };
    if (rules.some((r) => r.field.in === field.in && r.field.name === name)) continue;
    const excluded = all.filter((r) => !roles.includes(r));
    if (excluded.length > 0 && (field.in !== 'body' || op.body === 'json'))
      rules.push({
        source: `${promise.id}: roles ${roles.join(', ')}`,
        excluded,
        field,
        refused: Number(promise.others_get ?? 403),
      });
  }
  return rules;
}

/**
 * The other forms of an id the backend takes: in a JSON body the string "7" and 7.0 (the `integer`
 * rule takes both); in a query 7.0; in a path 07, which a route binding's `where id = '07'` finds on
 * SQLite and MySQL alike. Not 7.0 in a path: PHP's built-in server (`php artisan serve`) takes a
 * segment with a dot for a file and answers its own 404 or 405 page before Laravel sees it.
 */
function forms(rule: Rule): string[] {
  return rule.field.in === 'body' ? ['string', 'float'] : ['float'];
}

/** The request with the id in one form; a float in a JSON body is written by hand (JSON.stringify writes 7). */
function withForm(rule: Rule, valid: StepOptions, council: number, form: string): StepOptions {
  const { name } = rule.field;
  if (rule.field.in === 'path')
    return { ...valid, params: { ...valid.params, [name]: `0${council}` } };
  if (rule.field.in === 'query')
    return { ...valid, query: { ...valid.query, [name]: `${council}.0` } };
  const body = { ...((valid.json as Record<string, unknown> | undefined) ?? {}) };
  if (form === 'string') return { ...valid, json: { ...body, [name]: String(council) } };
  const marker = '__council_id_as_float__';
  const raw = JSON.stringify({ ...body, [name]: marker }).replace(`"${marker}"`, `${council}.0`);
  return { ...valid, json: undefined, raw, contentType: 'application/json' };
}

const formText = (rule: Rule, council: number, form: string) =>
  rule.field.in === 'path'
    ? `0${council}`
    : rule.field.in === 'body' && form === 'string'
      ? `"${council}"`
      : `${council}.0`;

export async function checkIdForms(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
  onCreated: (exchange: Exchange) => Promise<void>,
): Promise<void> {
  const rules = rulesOf(run, op);
  if (rules.length === 0) return;
  const council = Number(ctx.get('council'));
  if (!Number.isInteger(council))
    return run.results.skip(
      op.operationId,
      CHECK.authorizationIdForms,
      'the run has no council the first user administers',
    );
  let tried = 0;
  const missing: string[] = [];
  for (const rule of rules)
    for (const role of rule.excluded) {
      const who = ctx.inRole(role);
      if (!who) {
        missing.push(`${role}: ${ctx.noAccount(role)}`);
        continue;
      }
      for (const form of forms(rule)) {
        const exchange = await call(
          run,
          ctx,
          op.operationId,
          who.actor,
          CHECK.authorizationIdForms,
          withForm(rule, valid, council, form),
        );
        if (!exchange) continue;
        tried++;
        const status = exchange.response?.status;
        const allowed = [rule.refused, 422, ...(rule.field.in === 'path' ? [404] : [])];
        const sent = `${rule.field.in} ${rule.field.name} ${formText(rule, council, form)}`;
        run.results.expect(
          status !== undefined && allowed.includes(status),
          op.operationId,
          CHECK.authorizationIdForms,
          status !== undefined && allowed.includes(status)
            ? `a council ${role} sending ${sent}: ${status}`
            : `a council ${role} (${who.account.email}) sending ${sent} got ${statusOf(exchange)}, expected ${allowed.join(' or ')} (${rule.source}): the role is checked only for one JSON form of the id (Laravel's integer rule accepts "7" and 7.0; authorize on the validated value cast to int)`,
          exchange.id,
        );
        if (isSuccess(exchange)) await onCreated(exchange);
      }
    }
  if (tried === 0 && !run.results.has(op.operationId, CHECK.authorizationIdForms))
    run.results.skip(
      op.operationId,
      CHECK.authorizationIdForms,
      `no account to try: ${missing.join('; ') || 'no request could be made'}`,
    );
}

export const check: Check = {
  name: CHECK.authorizationIdForms,
  summary:
    'every role a rule leaves out is refused with the council id in every JSON form ("7", 7.0)',
  docs: "every role a rule leaves out (`x-council-roles`, or a `callers` promise with roles and `council_from`) is refused with the council's id in each other form Laravel's `integer` rule accepts: the string `\"7\"` and `7.0` in a JSON body, `7.0` in a query, and `07` in a path (which a route binding's `where id = '07'` finds on SQLite and MySQL; not `7.0` there, which `php artisan serve` takes for a file and answers with its own 404 or 405 page). The answer is the rule's refusal, a 422 (the form refused) or, for a path, a 404; never a 2xx. A FormRequest that checks the role only when `is_int($this->council_id)` lets any user past with `\"7\"` (authorize on `(int) $this->validated('council_id')`, or on `$this->integer('council_id')`)",
  phase: 'per-operation',
  appliesTo: (op, run) => rulesOf(run, op).length > 0,
  perOperation: (run, ctx, { op, valid, onCreated }) =>
    checkIdForms(run, ctx, op, valid, onCreated),
};
