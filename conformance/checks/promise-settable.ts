/**
 * promise-settable: a body sets only the fields the contract lists; any other key (`ignored`, e.g.
 * `user_id`, `role`, `status`) has no effect: Laravel's `$request->validated()`, never
 * `$request->all()`. The walk's accepted request is sent again with those keys added, each with a
 * value other than the record's, and the answer must not show them. A record a chain deletes is
 * made again (an upload with the keys as form fields); one the API cannot delete is made once more
 * and left behind (promises/settable-resend.ts).
 */
import type { ContractOperation } from '../contract/contract';
import type { Check } from '../engine/check';
import type { Run } from '../engine/run-state';
import { inlineRefs } from '../data/schemas';
import { call } from '../engine/steps';
import { dataOf } from '../http/exchange';
import {
  fieldAt,
  forEachPromise,
  hasPromise,
  isOk,
  notReady,
  show,
  statusText,
  type Row,
} from './promises/promises';
import { noKeyToTry } from './promises/settable-none';
import { acceptedCall, bodyOf, chainCreating, deleteParamOf } from './promises/records';
import { resendWithExtra, walkCall, whyRefused } from './promises/settable-resend';
import { CHECK } from '../engine/check-names';

/**
 * A value of the key's kind that differs from the current one: a value equal to the record's
 * would be stored by `$model->update($request->all())` and still read back unchanged.
 */
export function smuggled(key: string, current: unknown): unknown {
  const value = candidate(key, current);
  if (value === undefined || JSON.stringify(value) !== JSON.stringify(current)) return value;
  if (key.endsWith('_at')) return '2002-02-02T00:00:00Z';
  return typeof value === 'string' ? `${value}-smuggled` : candidate(key, value);
}

function candidate(key: string, current: unknown): unknown {
  if (typeof current === 'boolean') return !current;
  if (typeof current === 'number') return current + 7919;
  if (key.endsWith('_at')) return '2001-01-01T00:00:00Z';
  if (key.endsWith('_id') || key === 'id')
    return typeof current === 'number' ? current + 7919 : 7919;
  if (key.startsWith('is_')) return true;
  if (key === 'role') return current === 'admin' ? 'member' : 'admin';
  if (key === 'status') return current === 'published' ? 'draft' : 'published';
  if (current !== null && typeof current === 'object') return undefined;
  return `smuggled-${String(current ?? key)}`;
}

/** The enums of the keys of the record a write answers with (`data.status: [draft, published]`). */
function answerEnums(run: Run, op: ContractOperation): Record<string, unknown[]> {
  const status = Object.keys(op.object.responses).find((s) => s.startsWith('2'));
  const schema = status
    ? run.contract.resolveResponse(op, status)?.content?.['application/json']?.schema
    : undefined;
  const inlined = inlineRefs(schema, run.contract.document) as
    { properties?: { data?: { properties?: Record<string, { enum?: unknown[] }> } } } | undefined;
  const properties = inlined?.properties?.data?.properties ?? {};
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, p]) => Array.isArray(p.enum) && p.enum.length > 1)
      .map(([key, p]) => [key, p.enum!]),
  );
}

/** The keys as form fields (a multipart body sends text: `7919` arrives as the string "7919"). */
const asFields = (extra: Row): Record<string, string> =>
  Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)]));

export const check: Check = {
  name: CHECK.promiseSettable,
  summary:
    'a body sets only the fields the contract lists; other keys (user_id, role, status...) change nothing',
  docs: 'the `settable` promises (`x-promises`): a body sets only the fields the contract lists; other keys (user_id, role, status...) change nothing. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  writes: true,
  appliesTo: hasPromise('settable'),
  run: (run, ctx) =>
    forEachPromise(run, check.name, 'settable', async (op, promise, report) => {
      const ignored = (promise.ignored as string[] | undefined) ?? [];
      if (ignored.length === 0) return report.unchecked(noKeyToTry(run, op, promise));
      const missing = notReady(ctx, op);
      if (missing) return report.unchecked(missing);
      const chain = chainCreating(op.operationId);
      const idempotent = op.method === 'PUT' || op.method === 'PATCH';
      // A record the API cannot delete: sent once more, by whoever the walk sent it as, and left behind.
      const once = !idempotent && !chain;
      const earlier = once ? walkCall(run, op) : acceptedCall(run, ctx, op);
      // A multipart upload made through a chain carries the keys as form fields beside its file.
      const files = chain?.create.options(ctx, run)?.files;
      const body = files ? {} : bodyOf(earlier);
      if (!earlier || !body)
        return report.unchecked('the run made no accepted JSON call of it to send again');
      // What the record is now (an update sent again as it was), so a smuggled value differs from it.
      const baseline = idempotent
        ? await call(run, ctx, op.operationId, ctx.actorA, check.name, { json: body })
        : earlier;
      if (!isOk(baseline))
        return report.unchecked(`sent again it answered ${statusText(baseline)}`);
      const current = (dataOf(baseline) ?? {}) as Row;
      const extra: Row = {};
      const enums = answerEnums(run, op);
      for (const key of ignored) {
        const now = fieldAt(current, key);
        // A value the column takes (an ENUM refuses any other), and never the record's own.
        const value = enums[key]?.find((v) => v !== now && v !== null) ?? smuggled(key, now);
        if (value !== undefined && !key.includes('.')) extra[key] = value;
      }
      const json = chain
        ? { ...(chain.create.options(ctx, run)?.json as Row | undefined), ...extra }
        : { ...body, ...extra };
      const sent = once
        ? await resendWithExtra(run, ctx, op, earlier, extra, check.name)
        : await call(run, ctx, op.operationId, ctx.actorA, check.name, {
            ...(files ? { files, fields: asFields(extra) } : { json }),
          });
      const data = (dataOf(sent) ?? {}) as Row;
      if (chain && isOk(sent)) {
        // The record's id as the chain reads it (an invitation names its user elsewhere).
        const id = chain.create.idFrom ? await chain.create.idFrom(sent!, run, ctx) : data.id;
        if (id !== undefined)
          ctx.created(`${chain.resource} ${String(id)} (made by ${check.name})`, async () => {
            await call(run, ctx, chain.delete.op, ctx.actorA, check.name, {
              params: { [deleteParamOf(run, chain)]: id as number },
            });
          });
      }
      if (!isOk(sent) && once) return report.unchecked(whyRefused(op, sent));
      if (!isOk(sent))
        return report.unchecked(
          `with the extra keys it answered ${statusText(sent)} (a 422 is also keeping the promise, but says nothing of it)`,
        );
      const taken = Object.entries(extra).filter(
        ([key, value]) =>
          key in data &&
          (files
            ? String(data[key]) === String(value)
            : JSON.stringify(data[key]) === JSON.stringify(value)),
      );
      if (taken.length > 0)
        return report.fail(
          `the body's ${taken.map(([k, v]) => `${k}: ${show(v)}`).join(', ')} (not settable) shows in the answer: the key was assigned`,
          sent,
        );
      const judged = Object.keys(extra).filter((key) => key in data);
      if (judged.length === 0)
        return report.unchecked(
          `the answer shows none of ${show(Object.keys(extra))}, so their effect cannot be seen`,
        );
      report.pass(`sent ${show(extra)}: ${judged.join(', ')} left as they were`, sent);
    }),
};
