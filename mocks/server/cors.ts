/**
 * Cross-origin answers of `npm run mock:server`, as Laravel's `config/cors.php` gives them with
 * `'supports_credentials' => true` (fruitcake/php-cors behind HandleCors): an allowed Origin is
 * echoed with `Access-Control-Allow-Credentials: true` (never `*`, which browsers refuse with
 * credentials), a preflight gets the methods and the headers it asked for, and an origin that is
 * not allowed gets no CORS header at all, so the browser blocks the answer.
 *
 * Which origins: `CORS_ALLOWED_ORIGINS` (comma-separated exact origins, `*` for any, as
 * `allowed_origins`) and `CORS_ALLOWED_ORIGINS_PATTERNS` (comma-separated regular expressions, as
 * `allowed_origins_patterns`). With neither set, any loopback origin on any port is allowed
 * (the frontend's dev server, a preview, a test runner).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
const ALLOWED_HEADERS =
  'Accept, Content-Type, X-XSRF-TOKEN, X-CSRF-TOKEN, X-Requested-With, X-Socket-ID, Authorization';

export interface CorsPolicy {
  allows(origin: string): boolean;
  /** What the policy allows, for the start-up line. */
  describe(): string;
}

export interface CorsEnv {
  CORS_ALLOWED_ORIGINS?: string;
  CORS_ALLOWED_ORIGINS_PATTERNS?: string;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function corsPolicyFromEnv(env: CorsEnv = process.env): CorsPolicy {
  const origins = list(env.CORS_ALLOWED_ORIGINS).map((origin) =>
    origin === '*' ? origin : origin.replace(/\/+$/, ''),
  );
  const patterns = list(env.CORS_ALLOWED_ORIGINS_PATTERNS).map((pattern) => new RegExp(pattern));
  if (origins.length === 0 && patterns.length === 0) {
    return {
      allows: (origin) => LOOPBACK_ORIGIN.test(origin),
      describe: () => 'any loopback origin',
    };
  }
  return {
    allows: (origin) =>
      origins.includes('*') || origins.includes(origin) || patterns.some((p) => p.test(origin)),
    describe: () => [...origins, ...patterns.map((p) => `/${p.source}/`)].join(', '),
  };
}

/** Sets the CORS headers for this request's Origin when the policy allows it. */
export function applyCors(policy: CorsPolicy, req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  // Caches must keep one answer per Origin, also the answer without CORS headers.
  res.setHeader('Vary', 'Origin');
  if (!origin || !policy.allows(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
  );
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  res.setHeader('Access-Control-Max-Age', '7200');
}
