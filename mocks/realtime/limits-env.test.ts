import { describe, expect, it } from 'vitest';
import { resolveLimits } from './limits';
import { describeLimits, reverbLimitsFromEnv } from './limits-env';

describe('the limits from Reverb-named environment variables', () => {
  it('leaves every limit off when nothing is set, as Reverb does', () => {
    expect(resolveLimits(reverbLimitsFromEnv({}))).toEqual({
      rateLimiting: null,
      allowedOrigins: ['*'],
      maxConnections: null,
    });
    expect(describeLimits(resolveLimits(reverbLimitsFromEnv({})))).toBe(
      'rate limit off, any origin, no connection quota',
    );
  });

  it('reads the rate limit only when REVERB_APP_RATE_LIMITING_ENABLED is true', () => {
    const env = {
      REVERB_APP_RATE_LIMIT_MAX_ATTEMPTS: '10',
      REVERB_APP_RATE_LIMIT_TERMINATE: 'true',
    };
    expect(reverbLimitsFromEnv(env).rateLimiting).toBeUndefined();
    expect(
      reverbLimitsFromEnv({ ...env, REVERB_APP_RATE_LIMITING_ENABLED: '(true)' }).rateLimiting,
    ).toEqual({
      maxAttempts: 10,
      decaySeconds: undefined,
      terminateOnLimit: true,
    });
  });

  it('reads the quota and the origin patterns', () => {
    const limits = resolveLimits(
      reverbLimitsFromEnv({
        REVERB_APP_MAX_CONNECTIONS: '100',
        REVERB_ALLOWED_ORIGINS: 'localhost, *.example.com',
        REVERB_APP_RATE_LIMITING_ENABLED: 'TRUE',
      }),
    );
    expect(limits).toEqual({
      rateLimiting: { maxAttempts: 60, decaySeconds: 60, terminateOnLimit: false },
      allowedOrigins: ['localhost', '*.example.com'],
      maxConnections: 100,
    });
    expect(describeLimits(limits)).toBe(
      'rate limit 60 messages per 60 s, origins localhost, *.example.com, at most 100 connections',
    );
  });

  it('names the variable a bad value is in', () => {
    expect(() => reverbLimitsFromEnv({ REVERB_APP_RATE_LIMITING_ENABLED: 'yes' })).toThrow(
      'REVERB_APP_RATE_LIMITING_ENABLED must be true or false, got "yes"',
    );
    expect(() => reverbLimitsFromEnv({ REVERB_APP_MAX_CONNECTIONS: 'ten' })).toThrow(
      'REVERB_APP_MAX_CONNECTIONS must be a whole number, got "ten"',
    );
  });
});
