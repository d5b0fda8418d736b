/**
 * The fake Reverb's opt-in limits from environment variables, named as Reverb's config/reverb.php
 * reads them, so a `.env` written for Reverb turns on the same limits in `npm run mock:server`.
 * Unset, every limit is off, as in Reverb.
 */
import type { ResolvedLimits, ReverbLimits } from './limits';

type Env = Record<string, string | undefined>;

/** Laravel's env() reading of a boolean ('true' / '(true)', 'false' / '(false)', any case). */
function flag(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const value = raw.toLowerCase().replace(/^\((.*)\)$/, '$1');
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function count(env: Env, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

/**
 * REVERB_APP_RATE_LIMITING_ENABLED (+ _RATE_LIMIT_MAX_ATTEMPTS, _DECAY_SECONDS, _TERMINATE),
 * REVERB_APP_MAX_CONNECTIONS, and REVERB_ALLOWED_ORIGINS (comma-separated host patterns; stock
 * Reverb has `['*']` written in config/reverb.php, which an app changes there or through this name).
 */
export function reverbLimitsFromEnv(env: Env): ReverbLimits {
  const limits: ReverbLimits = {};
  if (flag(env, 'REVERB_APP_RATE_LIMITING_ENABLED'))
    limits.rateLimiting = {
      maxAttempts: count(env, 'REVERB_APP_RATE_LIMIT_MAX_ATTEMPTS'),
      decaySeconds: count(env, 'REVERB_APP_RATE_LIMIT_DECAY_SECONDS'),
      terminateOnLimit: flag(env, 'REVERB_APP_RATE_LIMIT_TERMINATE'),
    };
  const maxConnections = count(env, 'REVERB_APP_MAX_CONNECTIONS');
  if (maxConnections !== undefined) limits.maxConnections = maxConnections;
  const origins = env.REVERB_ALLOWED_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (origins?.length) limits.allowedOrigins = origins;
  return limits;
}

/** One line for the mock server's banner. */
export function describeLimits(limits: ResolvedLimits): string {
  const rate = limits.rateLimiting;
  return [
    rate
      ? `rate limit ${rate.maxAttempts} messages per ${rate.decaySeconds} s${rate.terminateOnLimit ? ' (terminate)' : ''}`
      : 'rate limit off',
    limits.allowedOrigins.includes('*')
      ? 'any origin'
      : `origins ${limits.allowedOrigins.join(', ')}`,
    limits.maxConnections === null
      ? 'no connection quota'
      : `at most ${limits.maxConnections} connections`,
  ].join(', ');
}
