/**
 * Reverb's limits, as Reverb 1.10 applies them (./reverb-version.ts):
 * - the message size (`max_message_size`, always on), checked by its WebSocket layer before the
 *   protocol reads anything;
 * - and three opt-in ones, off in Reverb's default config/reverb.php and off here unless the
 *   broadcaster's `limits` option turns them on (Server.php: open() and message()):
 *   - the connection quota (`max_connections`): a newcomer while that many connections are
 *     subscribed gets error 4004 "Application is over connection quota" instead of the handshake;
 *   - the origin allow-list (`allowed_origins`, `['*']` by default): a newcomer whose Origin host
 *     matches no pattern gets error 4009 "Origin not allowed" instead of the handshake;
 *   - the rate limit (`rate_limiting`): past `max_attempts` messages in a `decay_seconds` window,
 *     a message is dropped with error 4301 "Rate limit exceeded", or with `terminate_on_limit`
 *     the socket is cut without a close frame (the client sees 1006, and no error frame).
 * Neither refusal of a newcomer closes its socket: Reverb only sends the error (pusher-js then
 * closes it itself and does not retry, as for any 4000-4099 code).
 */

/** Reverb's default `max_message_size` (config/reverb.php), in bytes. */
export const REVERB_MAX_MESSAGE_SIZE = 10_000;
/** What Reverb's WebSocket layer closes an oversized message's connection with. */
export const MESSAGE_TOO_BIG = { code: 1009, reason: 'Maximum message size exceeded' } as const;

const encoder = new TextEncoder();
/** UTF-8 length, without encoding text that cannot be over the limit either way. */
export function overLimit(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  return encoder.encode(text).length > limit;
}

/** Reverb's `rate_limiting` of one app; giving it is `'enabled' => true`. */
export interface RateLimiting {
  /** `max_attempts` (REVERB_APP_RATE_LIMIT_MAX_ATTEMPTS, 60 by default): messages allowed per window. */
  maxAttempts?: number;
  /** `decay_seconds` (REVERB_APP_RATE_LIMIT_DECAY_SECONDS, 60 by default): the window, from its first message. */
  decaySeconds?: number;
  /** `terminate_on_limit` (REVERB_APP_RATE_LIMIT_TERMINATE, false by default): cut the socket instead of answering 4301. */
  terminateOnLimit?: boolean;
}

/** The opt-in limits; anything left out stays off, as in Reverb's default config. */
export interface ReverbLimits {
  rateLimiting?: RateLimiting | null;
  /** `allowed_origins`: host patterns (`*` is a wildcard, `'*'` alone allows all: the default). */
  allowedOrigins?: readonly string[];
  /** `max_connections` (REVERB_APP_MAX_CONNECTIONS, none by default). */
  maxConnections?: number | null;
}

export interface ResolvedLimits {
  rateLimiting: Required<RateLimiting> | null;
  allowedOrigins: readonly string[];
  maxConnections: number | null;
}

function wholeNumber(value: number, name: string, min: number): number {
  if (!Number.isInteger(value) || value < min)
    throw new Error(
      `Reverb limits: ${name} must be a whole number of at least ${min}, got ${value}`,
    );
  return value;
}

/** Fills in Reverb's defaults and refuses values Reverb would misread (they would silently disable a limit). */
export function resolveLimits(limits: ReverbLimits = {}): ResolvedLimits {
  const rate = limits.rateLimiting;
  const allowedOrigins = limits.allowedOrigins ?? ['*'];
  if (allowedOrigins.length === 0)
    throw new Error(
      "Reverb limits: allowedOrigins is empty (every connection would be refused); use ['*'] to allow all",
    );
  return {
    rateLimiting: rate
      ? {
          maxAttempts: wholeNumber(rate.maxAttempts ?? 60, 'rateLimiting.maxAttempts', 1),
          decaySeconds: wholeNumber(rate.decaySeconds ?? 60, 'rateLimiting.decaySeconds', 1),
          terminateOnLimit: rate.terminateOnLimit ?? false,
        }
      : null,
    allowedOrigins: [...allowedOrigins],
    maxConnections:
      limits.maxConnections === undefined || limits.maxConnections === null
        ? null
        : wholeNumber(limits.maxConnections, 'maxConnections', 0),
  };
}

/**
 * Server::ensureWithinRateLimit with Laravel's RateLimiter on the array cache: a fixed window per
 * connection that starts at its first message and lasts `decaySeconds`; a refused message is not
 * counted. Every client message counts (pings included), WebSocket control frames do not.
 */
export function createRateLimiter(config: Required<RateLimiting>, now: () => number) {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  return {
    /** Counts the message and says whether it may be handled. */
    attempt(socketId: string): boolean {
      const at = now();
      let window = windows.get(socketId);
      if (window && at >= window.endsAt) {
        windows.delete(socketId);
        window = undefined;
      }
      if (window && window.hits >= config.maxAttempts) return false;
      if (window) window.hits++;
      else windows.set(socketId, { hits: 1, endsAt: at + config.decaySeconds * 1000 });
      return true;
    },
    forget(socketId: string): void {
      windows.delete(socketId);
    },
  };
}

/**
 * Laravel's Str::is: `*` matches anything (empty included), everything else literally, case
 * sensitive, over the whole value.
 */
function strIs(pattern: string, value: string): boolean {
  if (pattern === value) return true;
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/#]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 'u').test(value);
}

/** PHP's parse_url($origin, PHP_URL_HOST), as a string (none: ''). */
function hostOf(origin: string | undefined): string {
  if (!origin) return '';
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(origin);
  return match?.[1] ?? '';
}

/**
 * Server::verifyOrigin: `'*'` among the patterns allows all; otherwise the Origin header's host
 * (not its scheme or port) must match one of them. No Origin header matches nothing.
 */
export function originAllowed(
  allowedOrigins: readonly string[],
  origin: string | undefined,
): boolean {
  if (allowedOrigins.includes('*')) return true;
  const host = hostOf(origin);
  return allowedOrigins.some((pattern) => strIs(pattern, host));
}
