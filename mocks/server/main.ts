/**
 * `npm run mock:server`: the mock backend on a real port (127.0.0.1, PORT or 4010; PORT=0 takes any
 * free port and the first line says which) for clients
 * outside the browser (curl, scripts, a frontend on another port, the conformance checks). A plain
 * node:http server turns each request into a fetch `Request`, answers it through msw's
 * `getResponse` with the same handlers as the browser and vitest (./http-app.ts), and serves the
 * fake Reverb's WebSocket endpoint (`ws://127.0.0.1:4010/app/{key}`) on the same port.
 *
 * `@mswjs/http-middleware` does not work with msw 3 (every request fails), hence this file.
 */
import type { AddressInfo } from 'node:net';
import { createHttpHandlers } from '../handlers';
import { describeLimits, reverbLimitsFromEnv } from '../realtime/limits-env';
import { createMockState } from '../state';
import { corsPolicyFromEnv } from './cors';
import { createMockRequestListener } from './http-app';
import { createMockHttpServer } from './http-server';
import { reverbSwitch } from './reverb-switch';

const HOST = process.env.HOST ?? '127.0.0.1';
const PORT = Number(process.env.PORT ?? 4010);

const state = await createMockState({
  httpOnlySessionCookie: true,
  replyPaceMs: Number(process.env.MOCK_REPLY_PACE_MS ?? 40),
  // Reverb's own variable names; a bad value stops the server here with its name.
  reverbLimits: reverbLimitsFromEnv(process.env),
});

const cors = corsPolicyFromEnv();
// Timeouts and size limits of a web server in front of Laravel: ./http-server.ts.
const server = createMockHttpServer();
const reverb = reverbSwitch(server, state.realtime.broadcaster);

server.once('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${PORT} on ${HOST} is taken: stop what listens there, or set PORT (0 takes any free port).`,
  );
  process.exit(1);
});
server.listen(PORT, HOST, () => {
  // The port is known only now when PORT is 0; nothing is served before this callback returns.
  const port = (server.address() as AddressInfo).port;
  /** The server's own origin, as Laravel's APP_URL: every URL the mock answers with is built on it. */
  const appUrl = process.env.APP_URL ?? `http://${HOST}:${port}`;
  // Requests are rebuilt on APP_URL whatever Host the client used (127.0.0.1, localhost, a LAN name).
  const handlers = createHttpHandlers(state, new URL(appUrl).origin);
  server.on(
    'request',
    reverb.listener(
      createMockRequestListener({
        state,
        handlers,
        origin: appUrl,
        cors,
        log: process.env.MOCK_QUIET !== '1',
      }),
    ),
  );
  console.log(
    `Mock backend listening on http://${HOST}:${port} (Reverb: ws://${HOST}:${port}/app/${state.realtime.appKey})`,
  );
  const { broadcaster } = state.realtime;
  console.log(
    `Fake Reverb follows Laravel Reverb ${broadcaster.reverbVersion}; limits: ${describeLimits(broadcaster.limits)} (REVERB_APP_RATE_LIMITING_ENABLED, REVERB_ALLOWED_ORIGINS, REVERB_APP_MAX_CONNECTIONS)`,
  );
  console.log(
    `Cross-origin calls with credentials allowed from: ${cors.describe()} (CORS_ALLOWED_ORIGINS)`,
  );
  console.log(
    'Seeded accounts: demo@example.com, member@example.com, partner@example.com, manager@example.com, nocouncil@example.com, unverified@example.com (password: password)',
  );
});

async function shutdown(): Promise<void> {
  state.realtime.reset();
  await reverb.stop();
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
