/** The small moves every check is made of: call an operation as someone, and judge the answer. */
import type { Actor, CallOptions } from '../http/actor';
import { statusOf, type Exchange } from '../http/exchange';
import type { FilePart } from '../http/client';
import type { Context } from './context';
import { MissingParameter, type Run } from './run-state';
import { throttleAnswered } from './throttle-answer';
import type { CheckName } from './check-names';

/** A call's options as the actor takes them, with the path's parameters by name and any other method. */
export type StepOptions = Omit<CallOptions, 'operationId' | 'check' | 'method' | 'path'> & {
  params?: Record<string, string | number | undefined>;
  method?: string;
};

/**
 * Path parameters that share a name but not a meaning: `{agent}` of a council's agent, of the
 * user's own list, or of the store; `{file}` of an agent, a council or a council's agent.
 */
const ALIASES: [RegExp, string, string][] = [
  [/^\/api\/councils\/\{council\}\/agents\/\{agent\}\/files\/\{file\}/, 'file', 'councilAgentFile'],
  [/^\/api\/councils\/\{council\}\/agents\/\{agent\}/, 'agent', 'agentInCouncil'],
  [/^\/api\/councils\/\{council\}\/files\/\{file\}/, 'file', 'councilFile'],
  [/^\/api\/profile\/agents\/\{agent\}/, 'agent', 'profileAgent'],
  [/^\/api\/agents\/\{agent\}\/files\/\{file\}/, 'file', 'agentFile'],
];

export function paramsFor(
  ctx: Context,
  extra: StepOptions['params'] = {},
  path = '',
): Record<string, string | number> {
  const params: Record<string, string | number> = Object.fromEntries(ctx.values);
  for (const [pattern, name, alias] of ALIASES) {
    if (!pattern.test(path)) continue;
    const value = ctx.get(alias);
    if (value === undefined) delete params[name];
    else params[name] = value;
  }
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params[key] = value;
  return params;
}

/** Calls an operation; a missing path value becomes a skipped check instead of a crash. */
export async function call(
  run: Run,
  ctx: Context,
  operationId: string,
  actor: Actor,
  check: CheckName,
  options: StepOptions = {},
): Promise<Exchange | undefined> {
  const op = run.op(operationId);
  try {
    return await run.call(op, actor, check, paramsFor(ctx, options.params, op.path), {
      query: options.query,
      json: options.json,
      raw: options.raw,
      contentType: options.contentType,
      files: options.files,
      fields: options.fields,
      xsrf: options.xsrf,
      cookies: options.cookies,
      method: options.method,
      headers: options.headers,
    });
  } catch (error) {
    if (error instanceof MissingParameter) {
      run.results.skip(
        operationId,
        check,
        `${error.message}: ${ctx.missing.get(error.parameter) ?? 'the backend gave the runner none to use'}`,
      );
      return undefined;
    }
    throw error;
  }
}

export function describeRequest(exchange: Exchange): string {
  const url = new URL(exchange.request.url);
  const body = exchange.request.bodyText ? ` ${exchange.request.bodyText.slice(0, 200)}` : '';
  return `${exchange.request.method} ${url.pathname}${url.search}${body}`;
}

export function expectStatus(
  run: Run,
  operationId: string,
  check: CheckName,
  exchange: Exchange | undefined,
  expected: number[],
  what: string,
): boolean {
  if (!exchange) return false;
  const status = exchange.response?.status;
  const throttled = expected.includes(429) ? null : throttleAnswered(run.op(operationId), exchange);
  if (throttled) {
    run.results.skip(operationId, check, `${what}: ${throttled}`);
    return false;
  }
  const ok = status !== undefined && expected.includes(status);
  run.results.expect(
    ok,
    operationId,
    check,
    ok
      ? `${what}: ${status}`
      : `${what}: expected ${expected.join(' or ')}, got ${statusOf(exchange)}`,
    exchange.id,
  );
  return ok;
}

/** A small real file, its bytes known, for the multipart checks. */
export function sampleFile(field: string, name = 'conformance-sample.txt'): FilePart {
  const content = Buffer.from(
    `Conformance check upload ${new Date().toISOString()}\nLine two of a plain text file.\n`,
  );
  return { field, filename: name, contentType: 'text/plain', content };
}

/** A token no record holds yet (time and randomness, base 36), for names, addresses and searches. */
export function uniqueToken(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A name no record holds yet, for what the run creates. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${uniqueToken()}`;
}
