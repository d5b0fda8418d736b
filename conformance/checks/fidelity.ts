/**
 * fidelity: every string a write stores reads back as sent, whatever its characters. For every
 * resource the run can create and delete (the chains), its create and its update are sent with each
 * free-text field (a string with no format, enum or pattern) holding characters outside the BMP
 * (emoji, a MySQL `utf8mb3` column's `?`), a combining mark and right-to-left text; the write's
 * answer and the record's read show them unchanged. No surrounding spaces are sent, so the
 * trimming rule (Laravel's TrimStrings) changes nothing.
 */
import type { ContractOperation, JsonSchema } from '../contract/contract';
import type { ChainDefinition } from '../engine/chain';
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call, uniqueToken } from '../engine/steps';
import { dataOf, type Exchange } from '../http/exchange';
import { CHAINS } from './chain-table';
import { show, type Row } from './promises/promises';
import { deleteParamOf, makeRecord } from './promises/records';
import { CHECK } from '../engine/check-names';

/** Free-text properties of a JSON request body, with their length limits. */
function textFields(run: Run, op: ContractOperation): { name: string; min: number; max: number }[] {
  if (op.body !== 'json') return [];
  const schema = run.data.requestSchema(op);
  const parts = [schema, ...(((schema?.allOf as JsonSchema[] | undefined) ?? []) as JsonSchema[])];
  const fields: { name: string; min: number; max: number }[] = [];
  for (const part of parts)
    for (const [name, raw] of Object.entries(
      (part?.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      const types = [raw.type].flat();
      if (!types.includes('string') || raw.format || raw.enum || raw.pattern || raw.const) continue;
      if (name.endsWith('_id') || /password|token|code|slug|email|url/.test(name)) continue;
      fields.push({ name, min: Number(raw.minLength ?? 0), max: Number(raw.maxLength ?? 200) });
    }
  return fields;
}

/** A text with an emoji, a combining mark and Hebrew, within the field's limits, no outer spaces. */
function sample(min: number, max: number): string {
  const chars = [...`😀${uniqueToken()} cafe\u0301 שלום 𝒳`];
  const text = chars.slice(0, Math.max(1, max)).join('').trim();
  return text.length >= min ? text : text.padEnd(min, 'x');
}

const chainsWithText = (run: Run) =>
  CHAINS.filter(
    (c) =>
      textFields(run, run.op(c.create.op)).length > 0 ||
      (c.update && textFields(run, run.op(c.update.op)).length > 0),
  );

/** Each sent text the answer or the read shows otherwise: `where: key sent → shown`. */
function differences(sent: Row, shown: Row | undefined, where: string): string[] {
  if (!shown) return [];
  return Object.entries(sent)
    .filter(([key, value]) => key in shown && shown[key] !== value)
    .map(([key, value]) => `${where} shows ${key} ${show(shown[key])}, sent ${show(value)}`);
}

async function judge(
  run: Run,
  ctx: Context,
  chain: ChainDefinition,
  opId: string,
  write: Exchange | undefined,
  sent: Row,
  id: string | number,
): Promise<void> {
  const found = differences(
    sent,
    (dataOf(write) ?? undefined) as Row | undefined,
    `${opId}'s answer`,
  );
  let read: Exchange | undefined;
  if (chain.read && run.selected(chain.read.op)) {
    read = await call(run, ctx, chain.read.op, ctx.actorA, CHECK.fidelity, {
      params: { [deleteParamOf(run, chain)]: id },
    });
    found.push(...differences(sent, (dataOf(read) ?? undefined) as Row | undefined, chain.read.op));
  }
  run.results.expect(
    found.length === 0,
    opId,
    CHECK.fidelity,
    found.length === 0
      ? `${Object.keys(sent).join(', ')} (emoji, a combining mark, Hebrew) read back as sent`
      : `${found.join('; ')}: the text was not stored as sent (a utf8mb3 column stores emoji as ?; use utf8mb4)`,
    (found.length > 0 ? write : (read ?? write))?.id,
  );
}

async function checkChain(run: Run, ctx: Context, chain: ChainDefinition): Promise<void> {
  const createOp = run.op(chain.create.op);
  const createText: Row = {};
  for (const f of textFields(run, createOp)) createText[f.name] = sample(f.min, f.max);
  const made = await makeRecord(run, ctx, chain, CHECK.fidelity, createText);
  if (typeof made === 'string') {
    run.results.skip(chain.create.op, CHECK.fidelity, made);
    if (chain.update) run.results.skip(chain.update.op, CHECK.fidelity, made);
    return;
  }
  try {
    if (Object.keys(createText).length > 0)
      await judge(run, ctx, chain, chain.create.op, made.exchange, createText, made.id);
    const update = chain.update && run.op(chain.update.op);
    const options = chain.update?.options(ctx, run);
    if (!update || !options || !run.selected(update.operationId)) return;
    const updateText: Row = {};
    for (const f of textFields(run, update)) updateText[f.name] = sample(f.min, f.max);
    if (Object.keys(updateText).length === 0) return;
    const written = await call(run, ctx, update.operationId, ctx.actorA, CHECK.fidelity, {
      ...options,
      params: { ...options.params, [deleteParamOf(run, chain)]: made.id },
      json: { ...((options.json as Row | undefined) ?? {}), ...updateText },
    });
    const status = written?.response?.status ?? 0;
    if (status < 200 || status >= 300)
      return run.results.skip(
        update.operationId,
        CHECK.fidelity,
        `the update with such text answered ${status || 'nothing'}`,
      );
    await judge(run, ctx, chain, update.operationId, written, updateText, made.id);
  } finally {
    await made.remove();
  }
}

export const check: Check = {
  name: CHECK.fidelity,
  summary:
    'text a write stores (emoji outside the BMP, combining marks, right-to-left) reads back as sent',
  docs: "for every resource the run can create and delete (the chains), the create and the update are sent with each free-text field (a string with no format, enum or pattern) holding an emoji (outside the BMP), a combining mark and Hebrew (right to left), without surrounding spaces; the write's answer and the record's read show each as sent. A MySQL `utf8mb3` column stores the emoji as `?` (use `utf8mb4`, Laravel's default charset)",
  phase: 'after-operations',
  writes: true,
  appliesTo: (op, run) =>
    chainsWithText(run).some(
      (c) =>
        (c.create.op === op.operationId || c.update?.op === op.operationId) &&
        textFields(run, op).length > 0,
    ),
  run: async (run, ctx) => {
    for (const chain of chainsWithText(run))
      if (run.selected(chain.create.op) || (chain.update && run.selected(chain.update.op)))
        await checkChain(run, ctx, chain);
  },
};
