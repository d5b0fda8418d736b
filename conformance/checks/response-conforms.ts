/**
 * response-conforms: every answer to an operation's own method, whoever asked, has a documented
 * status and content type, and its body validates against the documented schema (Ajv over the
 * bundled contract, so keywords the generated zod drops still count); no 5xx. The run holds every
 * answer to it as it comes (engine/run-state.ts calls the every-response checks).
 */
import { pointerEscape, type ContractOperation } from '../contract/contract';
import type { Check } from '../engine/check';
import type { Run } from '../engine/run-state';
import type { Exchange } from '../http/exchange';
import { CHECK } from '../engine/check-names';

/** The status is documented, the content type is documented, the body validates. */
export function judge(run: Run, op: ContractOperation, exchange: Exchange): void {
  const response = exchange.response;
  if (!response) return;
  const { status } = response;
  const label = `${exchange.request.method} ${new URL(exchange.request.url).pathname} → ${status}`;
  const documented =
    run.contract.resolveResponse(op, String(status)) ??
    run.contract.resolveResponse(op, `${String(status)[0]}XX`);
  if (status >= 500) {
    run.results.fail(
      op.operationId,
      CHECK.responseConforms,
      `${label}: a server error (expected no 5xx). Body: ${response.bodyText.slice(0, 300)}`,
      exchange.id,
    );
    return;
  }
  if (!documented) {
    const listed = Object.keys(op.object.responses).join(', ');
    run.results.fail(
      op.operationId,
      CHECK.responseConforms,
      `${label}: status ${status} is not documented (documented: ${listed})`,
      exchange.id,
    );
    return;
  }
  const contentType = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const media = documented.content ?? {};
  if (!response.bodyText) {
    if (Object.keys(media).length > 0 && status !== 204)
      run.results.fail(
        op.operationId,
        CHECK.responseConforms,
        `${label}: empty body, expected ${Object.keys(media).join(' or ')}`,
        exchange.id,
      );
    else
      run.results.pass(
        op.operationId,
        CHECK.responseConforms,
        `${label}: documented, no body`,
        exchange.id,
      );
    return;
  }
  if (!(contentType in media)) {
    const expected = Object.keys(media).join(' or ') || 'no body';
    run.results.fail(
      op.operationId,
      CHECK.responseConforms,
      `${label}: content type "${contentType || '(none)'}" is not documented (expected ${expected})`,
      exchange.id,
    );
    return;
  }
  if (!contentType.includes('json')) {
    run.results.pass(
      op.operationId,
      CHECK.responseConforms,
      `${label}: ${contentType}`,
      exchange.id,
    );
    return;
  }
  if (response.json === undefined) {
    run.results.fail(
      op.operationId,
      CHECK.responseConforms,
      `${label}: the body is not valid JSON: ${response.bodyText.slice(0, 200)}`,
      exchange.id,
    );
    return;
  }
  const pointer = `${responsePointer(op, String(status))}/content/${pointerEscape(contentType)}/schema`;
  const result = run.validator.validate(pointer, response.json);
  run.results.expect(
    result.valid,
    op.operationId,
    CHECK.responseConforms,
    result.valid
      ? `${label}: body matches the schema`
      : `${label}: body does not match the documented schema: ${result.errors.join('; ')}`,
    exchange.id,
  );
}

/** Where the documented answer's schema is in the bundle (a shared response by its `$ref`). */
function responsePointer(op: ContractOperation, status: string): string {
  const response = op.object.responses[status] ?? op.object.responses[`${status[0]}XX`];
  if (response && '$ref' in response) return response.$ref;
  return `${op.pointer}/responses/${status in op.object.responses ? status : `${status[0]}XX`}`;
}

export const check: Check = {
  name: CHECK.responseConforms,
  summary: 'the status and content type are documented and the body matches the schema; no 5xx',
  docs: 'every status answered is documented for the operation, its content type too, and the body validates against the documented schema with Ajv (JSON Schema 2020-12, formats on) over the bundled contract — so `additionalProperties`, `uniqueItems`, formats and the conditions a schema states between two of its fields (`x-if-then`, an error only on a failed reply) and the sums it states (`x-sum`: the `total` of an order) count; no 5xx',
  phase: 'every-response',
  appliesTo: () => true,
  inspectResponse: judge,
};
