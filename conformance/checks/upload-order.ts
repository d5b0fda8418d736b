/**
 * upload-order: a multipart operation that takes several files in one array part (`files[]`) and
 * answers them as a list answers them in the order of the request's parts. Three files whose names
 * are neither sorted nor reversed (b, c, a) must come back b, c, a: an answer sorted by name, by
 * size or reversed (a `latest()` on the stored rows) fails. Read from the contract: the request
 * schema's array of binaries and the answer's `data` array, no list of operations.
 */
import type { ContractOperation } from '../contract/contract';
import type { Check, OperationStep } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call, expectStatus } from '../engine/steps';
import { dataOf } from '../http/exchange';
import type { FilePart } from '../http/client';
import { CHECK } from '../engine/check-names';

/** The body's array-of-files field (`files[]`), or null when the operation takes one file. */
function filesArrayField(run: Run, op: ContractOperation): string | null {
  if (op.body !== 'multipart') return null;
  const schema = run.data.requestSchema(op, 'multipart/form-data');
  const properties = (schema?.properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, property] of Object.entries(properties)) {
    const items = property.items as Record<string, unknown> | undefined;
    if (property.type === 'array' && items?.format === 'binary') return name;
  }
  return null;
}

const successStatuses = (op: ContractOperation) =>
  Object.keys(op.object.responses ?? {})
    .filter((status) => /^2\d\d$/.test(status))
    .map(Number);

/** Sizes differ too (a, the first by name, is the largest), so no sort by name or size keeps b, c, a. */
const ORDER = [
  ['b', 20],
  ['c', 10],
  ['a', 30],
] as const;

export async function checkUploadOrder(
  run: Run,
  ctx: Context,
  { op, valid, onCreated }: OperationStep,
): Promise<void> {
  const field = filesArrayField(run, op);
  if (!field) return;
  const files: FilePart[] = ORDER.map(([name, size]) => ({
    field: valid.files?.[0]?.field ?? field,
    filename: `conformance-order-${name}.txt`,
    contentType: 'text/plain',
    content: Buffer.alloc(size, name),
  }));
  const exchange = await call(run, ctx, op.operationId, ctx.actorA, CHECK.uploadOrder, {
    ...valid,
    files,
  });
  const what = `${files.length} files in one upload (${files.map((f) => f.filename).join(', ')})`;
  if (!expectStatus(run, op.operationId, CHECK.uploadOrder, exchange, successStatuses(op), what))
    return;
  await onCreated(exchange!);
  const data = dataOf<unknown>(exchange!);
  const names = Array.isArray(data) ? data.map((f) => (f as { name?: unknown })?.name) : [];
  const sent = files.map((f) => f.filename);
  const ok = JSON.stringify(names) === JSON.stringify(sent);
  run.results.expect(
    ok,
    op.operationId,
    CHECK.uploadOrder,
    ok
      ? `the answer lists the stored files in upload order (${sent.join(', ')})`
      : `the answer lists the stored files in upload order: sent ${sent.join(', ')}, got ${JSON.stringify(names)}`,
    exchange!.id,
  );
}

export const check: Check = {
  name: CHECK.uploadOrder,
  summary: "an upload of several files answers them in the order of the request's parts",
  docs: "every multipart operation whose body takes an array of files (`files[]`) answers, for three files whose names and sizes no sort keeps in order (b, c, a), the stored files in the order of the request's parts; one sorted by name or size, or reversed, fails. Laravel: store `$request->file('files')` in a loop and answer the models in that order (`ThreadFileResource::collection($stored)`), not a fresh query with `latest()` or `orderBy('name')`",
  phase: 'per-operation',
  writes: true,
  appliesTo: (op, run) => filesArrayField(run, op) !== null,
  perOperation: (run, ctx, step) => checkUploadOrder(run, ctx, step),
};
