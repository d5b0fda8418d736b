/**
 * One client of the backend with its own cookie jar, doing Sanctum's SPA flow as a browser would:
 * `GET /sanctum/csrf-cookie`, then the `XSRF-TOKEN` cookie's URL-decoded value as `X-XSRF-TOKEN` on
 * every unsafe call, `Origin` and `Referer` of the frontend (Sanctum treats only those as stateful),
 * and the session cookie on every call.
 */
import { send, toExchangeResponse, UnreachableError, type FilePart } from './client';
import type { Exchange } from './exchange';

export interface CallOptions {
  operationId: string | null;
  check: string;
  method: string;
  /** Path with its parameters filled in, e.g. `/api/threads/12`. */
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  json?: unknown;
  /** A body sent as it is (malformed JSON), with `contentType`. */
  raw?: string;
  contentType?: string;
  files?: FilePart[];
  /** Form fields sent beside `files` (a multipart body). */
  fields?: Record<string, string>;
  /** Send the X-XSRF-TOKEN header on an unsafe call (default true). */
  xsrf?: boolean;
  /** Send the jar's cookies (default true). */
  cookies?: boolean;
  /** Headers of its own (a CORS preflight's `Access-Control-Request-*`), set last. */
  headers?: Record<string, string>;
}

export interface HttpSettings {
  baseUrl: string;
  origin: string;
  timeoutMs: number;
  /** Called before each request; may throw to stop the run. */
  beforeSend?: () => void;
  record: (exchange: Omit<Exchange, 'id'>) => Exchange;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

export class Actor {
  private readonly jar = new Map<string, string>();
  userId: number | null = null;

  constructor(
    readonly name: string,
    private readonly http: HttpSettings,
  ) {}

  get hasXsrfToken(): boolean {
    return this.jar.has('XSRF-TOKEN');
  }

  async csrfCookie(
    check = 'sanctum',
    operationId: string | null = 'getCsrfCookie',
  ): Promise<Exchange> {
    return this.call({ operationId, check, method: 'GET', path: '/sanctum/csrf-cookie' });
  }

  async call(options: CallOptions): Promise<Exchange> {
    this.http.beforeSend?.();
    const url = new URL(options.path, this.http.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Origin: this.http.origin,
      Referer: `${this.http.origin}/`,
      'X-Requested-With': 'XMLHttpRequest',
    };
    if (options.cookies !== false && this.jar.size > 0)
      headers.Cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.jar.get('XSRF-TOKEN');
    if (!SAFE.has(options.method) && options.xsrf !== false && xsrf && options.cookies !== false)
      headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    let body: string | { files: FilePart[]; fields?: Record<string, string> } | undefined;
    if (options.files) body = { files: options.files, fields: options.fields };
    else if (options.raw !== undefined) {
      body = options.raw;
      headers['Content-Type'] = options.contentType ?? 'application/json';
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
    }
    Object.assign(headers, options.headers);
    const startedAt = new Date();
    const started = performance.now();
    try {
      const { recorded, response, fault } = await send({
        method: options.method,
        url: url.toString(),
        headers,
        body,
        timeoutMs: this.http.timeoutMs,
      });
      const ms = performance.now() - started;
      if (response && options.cookies !== false) this.storeCookies(response.headers['set-cookie']);
      return this.http.record({
        operationId: options.operationId,
        check: options.check,
        actor: this.name,
        startedAt,
        ms,
        request: recorded,
        ...(response ? { response: toExchangeResponse(response) } : {}),
        ...(fault ? { fault, error: fault } : {}),
      });
    } catch (error) {
      if (!(error instanceof UnreachableError)) throw error;
      this.http.record({
        operationId: options.operationId,
        check: options.check,
        actor: this.name,
        startedAt,
        ms: performance.now() - started,
        request: { method: options.method, url: url.toString(), headers },
        error: error.message,
      });
      throw error;
    }
  }

  /** The jar's value of a cookie (the session cookie, to compare before and after a sign-in). */
  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  cookieNames(): string[] {
    return [...this.jar.keys()];
  }

  /** Replaces the jar (a probe that sends a session id it kept from before). */
  setCookies(cookies: Record<string, string>): void {
    this.jar.clear();
    for (const [name, value] of Object.entries(cookies)) this.jar.set(name, value);
  }

  private storeCookies(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      if (at < 1) continue;
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, v] = attribute.trim().split('=');
        if (key?.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (key?.toLowerCase() === 'expires') return Date.parse(v ?? '') < Date.now();
        return false;
      });
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}
