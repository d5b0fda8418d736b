/**
 * upload-limits: every multipart operation refuses a file one step past each limit its rules state
 * (the Laravel rules the contract quotes: `file|max:20480|mimes:pdf,docx,...`): a type the `mimes`
 * list leaves out (`.exe`, `.html`) and a file one byte over `max` kilobytes, each alone in the
 * part the operation takes. Each must answer 422 (413 from a web server's body limit counts as
 * refused too); a stored one fails. A file of exactly `max` kilobytes must be accepted (a server
 * whose limit is below the contract's breaks it). Read from the contract: no list of operations.
 */
import type { ContractOperation } from '../contract/contract';
import type { Check, OperationStep } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call, expectStatus } from '../engine/steps';
import { isSuccess } from '../http/exchange';
import type { FilePart } from '../http/client';
import { CHECK } from '../engine/check-names';

interface Rules {
  maxKilobytes: number | null;
  mimes: string[];
}

const rulesCache = new WeakMap<ContractOperation, Rules | null>();

/** The `file|max:N|mimes:a,b` rules the operation's description or its body schema's states. */
export function uploadRules(run: Run, op: ContractOperation): Rules | null {
  if (op.body !== 'multipart') return null;
  if (rulesCache.has(op)) return rulesCache.get(op)!;
  const schema = run.data.requestSchema(op, 'multipart/form-data');
  const text = `${op.object.description ?? ''} ${String(schema?.description ?? '')}`.replace(
    /\s+/g,
    ' ',
  );
  const max = /\bfile\|max:(\d+)/.exec(text)?.[1];
  const mimes = /\bmimes:([a-z0-9]+(?:,[a-z0-9]+)*)/.exec(text)?.[1]?.split(',') ?? [];
  const rules = max || mimes.length > 0 ? { maxKilobytes: max ? Number(max) : null, mimes } : null;
  rulesCache.set(op, rules);
  return rules;
}

/**
 * The bytes of the oversized file, made once per size and shared: the file of exactly the maximum is
 * the same buffer one byte shorter, so a run holds one 20 MB buffer, not one per operation and file.
 */
const filler = new Map<number, Buffer>();
function bytesOf(size: number): Buffer {
  // Lines of text: Laravel's `mimes` guesses the type from the content, and a run of one byte with
  // no line break reads as application/octet-stream, which no `txt` rule takes.
  const bytes = filler.get(size + 1) ?? Buffer.alloc(size + 1, 'conformance upload-limits line\n');
  filler.set(size + 1, bytes);
  return bytes.subarray(0, size);
}

/** The extension a file of the rules' size is sent with: txt where the rules take it. */
const sizedExtension = (rules: Rules) =>
  rules.mimes.length === 0 || rules.mimes.includes('txt') ? 'txt' : rules.mimes[0]!;

/** A file of exactly `max` kilobytes, which the contract's limit lets through. */
function atLimit(rules: Rules, field: string): { what: string; file: FilePart } | null {
  if (rules.maxKilobytes === null) return null;
  const ext = sizedExtension(rules);
  const bytes = rules.maxKilobytes * 1024;
  return {
    what: `a ${bytes}-byte .${ext} file (exactly max:${rules.maxKilobytes} kilobytes)`,
    file: {
      field,
      filename: `conformance-at-limit.${ext}`,
      contentType: ext === 'txt' ? 'text/plain' : 'application/octet-stream',
      content: bytesOf(bytes),
    },
  };
}

/** The 2xx statuses the operation documents. */
const successStatuses = (op: ContractOperation) =>
  Object.keys(op.object.responses ?? {})
    .filter((status) => /^2\d\d$/.test(status))
    .map(Number);

/** The files one step past each limit, named for the report. */
function pastLimits(rules: Rules, field: string): { what: string; file: FilePart }[] {
  const files: { what: string; file: FilePart }[] = [];
  const refused: [string, string, Buffer][] = [
    ['exe', 'application/x-msdownload', Buffer.from('MZ\x90\x00conformance check')],
    ['html', 'text/html', Buffer.from('<!doctype html><script>alert(1)</script>')],
  ];
  if (rules.mimes.length > 0)
    for (const [ext, type, content] of refused)
      if (!rules.mimes.includes(ext))
        files.push({
          what: `a .${ext} file (mimes: ${rules.mimes.join(',')})`,
          file: { field, filename: `conformance-refused.${ext}`, contentType: type, content },
        });
  if (rules.maxKilobytes !== null) {
    const ext = sizedExtension(rules);
    const bytes = rules.maxKilobytes * 1024 + 1;
    files.push({
      what: `a ${bytes}-byte .${ext} file (max:${rules.maxKilobytes} kilobytes, one byte over)`,
      file: {
        field,
        filename: `conformance-too-big.${ext}`,
        contentType: ext === 'txt' ? 'text/plain' : 'application/octet-stream',
        content: bytesOf(bytes),
      },
    });
  }
  return files;
}

export async function checkUploadLimits(
  run: Run,
  ctx: Context,
  { op, valid, onCreated }: OperationStep,
): Promise<void> {
  const rules = uploadRules(run, op);
  if (!rules) return;
  const field = valid.files?.[0]?.field;
  if (!field)
    return run.results.skip(
      op.operationId,
      CHECK.uploadLimits,
      'the run has no valid upload of it',
    );
  for (const { what, file } of pastLimits(rules, field)) {
    const exchange = await call(run, ctx, op.operationId, ctx.actorA, CHECK.uploadLimits, {
      ...valid,
      files: [file],
    });
    expectStatus(
      run,
      op.operationId,
      CHECK.uploadLimits,
      exchange,
      [422, 413],
      `${what} is refused`,
    );
    if (exchange && isSuccess(exchange)) await onCreated(exchange);
  }
  // A server whose limit is below the contract's breaks it too (PayloadTooLarge's own sentence).
  const within = atLimit(rules, field);
  if (!within) return;
  const exchange = await call(run, ctx, op.operationId, ctx.actorA, CHECK.uploadLimits, {
    ...valid,
    files: [within.file],
  });
  const accepted = expectStatus(
    run,
    op.operationId,
    CHECK.uploadLimits,
    exchange,
    successStatuses(op),
    `${within.what} is accepted: a limit below the contract's breaks it`,
  );
  if (accepted && exchange) await onCreated(exchange);
}

export const check: Check = {
  name: CHECK.uploadLimits,
  summary:
    "a multipart upload one step past its rules' limits (a refused type, max + 1 byte) is refused; one of exactly max is accepted",
  docs: "every multipart operation whose rules the contract quotes (`file|max:20480|mimes:pdf,docx,…` in its description or its body's schema) refuses, alone in the part it takes, a file one step past each limit: a type `mimes` leaves out (`.exe`, `.html`) and a file of `max` kilobytes plus one byte. Each must answer 422 (a web server's 413 counts as refused too); one that is stored fails. A file of exactly `max` kilobytes must then be accepted: a server whose limit is below the contract's (PHP's `upload_max_filesize` left at 2M) breaks it. Laravel: the rules on the FormRequest (`'file' => ['required', 'file', 'max:20480', 'mimes:pdf,docx,…']`), never only in the browser's `accept`, with `upload_max_filesize` and `post_max_size` at least the rules' maximum",
  phase: 'per-operation',
  writes: true,
  appliesTo: (op, run) => uploadRules(run, op) !== null,
  perOperation: (run, ctx, step) => checkUploadLimits(run, ctx, step),
};
