// @vitest-environment node
/**
 * `npm run mock:server` across origins, as Laravel's config/cors.php with supports_credentials:
 * an allowed Origin is echoed with credentials allowed (preflight included), any other origin gets
 * no CORS header, and the allowed origins come from CORS_ALLOWED_ORIGINS(_PATTERNS).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpHandlers } from '@mocks/handlers';
import { corsPolicyFromEnv } from '@mocks/server/cors';
import { createMockRequestListener } from '@mocks/server/http-app';
import { createMockState } from '@mocks/state';

describe('corsPolicyFromEnv', () => {
  it('allows any loopback origin when nothing is configured, and nothing else', () => {
    const policy = corsPolicyFromEnv({});
    expect(policy.allows('http://localhost:5173')).toBe(true);
    expect(policy.allows('http://127.0.0.1:4173')).toBe(true);
    expect(policy.allows('http://[::1]:8080')).toBe(true);
    expect(policy.allows('https://evil.example')).toBe(false);
    expect(policy.allows('http://localhost.evil.example')).toBe(false);
  });

  it('allows exactly the configured origins (a trailing slash is ignored) and patterns', () => {
    const policy = corsPolicyFromEnv({
      CORS_ALLOWED_ORIGINS: 'https://app.example.com/, http://localhost:5173',
      CORS_ALLOWED_ORIGINS_PATTERNS: '^https://[a-z0-9-]+\\.preview\\.example\\.com$',
    });
    expect(policy.allows('https://app.example.com')).toBe(true);
    expect(policy.allows('http://localhost:5173')).toBe(true);
    expect(policy.allows('https://pr-12.preview.example.com')).toBe(true);
    expect(policy.allows('http://localhost:5174')).toBe(false);
    expect(policy.allows('https://app.example.com.evil.test')).toBe(false);
    expect(policy.describe()).toContain('https://app.example.com');
  });

  it('"*" allows any origin', () => {
    expect(corsPolicyFromEnv({ CORS_ALLOWED_ORIGINS: '*' }).allows('https://anything.test')).toBe(
      true,
    );
  });
});

describe('the mock server across origins', () => {
  const FRONTEND = 'https://app.example.com';
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const state = await createMockState({ httpOnlySessionCookie: true });
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const handlers = createHttpHandlers(state, origin);
    const cors = corsPolicyFromEnv({ CORS_ALLOWED_ORIGINS: FRONTEND });
    server.on('request', createMockRequestListener({ state, handlers, origin, cors, log: false }));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("answers an allowed origin's preflight with its origin, credentials, the methods and the asked headers", async () => {
    const response = await fetch(`${origin}/api/folders`, {
      method: 'OPTIONS',
      headers: {
        Origin: FRONTEND,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-xsrf-token',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(FRONTEND);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,x-xsrf-token');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('sets the session cookies on a credentialed cross-origin call and echoes the origin', async () => {
    const response = await fetch(`${origin}/sanctum/csrf-cookie`, {
      headers: { Origin: FRONTEND },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(FRONTEND);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([
      'XSRF-TOKEN',
      'laravel_session',
    ]);
  });

  it('gives an origin that is not allowed no CORS header (loopback included, once origins are configured)', async () => {
    for (const other of ['https://evil.example', 'http://localhost:5173']) {
      const response = await fetch(`${origin}/sanctum/csrf-cookie`, { headers: { Origin: other } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('keeps the CORS headers on an error answer (a 401 must reach the app, not fail as a CORS error)', async () => {
    const response = await fetch(`${origin}/api/profile`, {
      headers: { Origin: FRONTEND, Accept: 'application/json' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(FRONTEND);
  });
});
