/**
 * Real pusher-js (web build, aliased in vite.config.ts) and real laravel-echo against the fake
 * Reverb through msw's WebSocket interception, plus a local `POST /broadcasting/auth` that signs
 * with the broadcaster (the mock backend's own handler replaces it once it exists).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createBroadcaster, type Broadcaster } from '@mocks/realtime/broadcaster';
import { createReverbLink } from '@mocks/realtime/msw-link';
import { laravelPresenceMember } from '@mocks/realtime/signature';
import type { AuthorizeChannel } from '@/lib/realtime/authorizer';
import { createEcho, pusherOf, type ReverbEcho } from '@/lib/realtime/echo';
import { disconnectRealtime } from '@/lib/realtime/session';
import type { RealtimeConfig } from '@/lib/realtime/config';

export const APP_KEY = 'test-app-key';
export const APP_SECRET = 'test-app-secret';
export const XSRF = 'test-xsrf-token';
export const config: RealtimeConfig = {
  key: APP_KEY,
  host: '127.0.0.1',
  port: 4010,
  scheme: 'http',
  forceTLS: false,
  authEndpoint: '/broadcasting/auth',
};

export const broadcaster: Broadcaster = createBroadcaster({
  appKey: APP_KEY,
  appSecret: APP_SECRET,
});

/** Channels the test /broadcasting/auth refuses with 403 (Laravel's answer for a failed channel rule). */
export const forbiddenChannels = new Set<string>();
/** Bodies and XSRF headers the test /broadcasting/auth received. */
export const authRequests: { body: unknown; xsrf: string | null; contentType: string | null }[] =
  [];

export const server = setupServer(
  createReverbLink(broadcaster, 'ws://127.0.0.1:4010/app/:key'),
  http.post('/broadcasting/auth', async ({ request }) => {
    const body = (await request.json()) as { socket_id: string; channel_name: string };
    authRequests.push({
      body,
      xsrf: request.headers.get('X-XSRF-TOKEN'),
      contentType: request.headers.get('Content-Type'),
    });
    if (forbiddenChannels.has(body.channel_name))
      // Broadcast::auth's refusal: a bare AccessDeniedHttpException, so an empty message.
      return HttpResponse.json({ message: '' }, { status: 403 });
    return HttpResponse.json(broadcaster.signChannel(body.socket_id, body.channel_name));
  }),
);

const clients: ReverbEcho[] = [];

/** An Echo client of the app (real authorizer through apiFetch, unless `authorize` replaces it). */
export function connectClient(authorize?: AuthorizeChannel): ReverbEcho {
  const echo = createEcho({ ...config, Pusher, authorize });
  clients.push(echo);
  return echo;
}

/** Signs presence channels for the given member directly, without HTTP (two users in one process). */
/**
 * Signs as Laravel does for `user` (presence: `user_id` a string, `user_info` the callback's),
 * or, with `member`, exactly that member entry (another backend's types).
 */
export function authorizeAs(
  user: { id: number; name: string },
  member: Record<string, unknown> = laravelPresenceMember(user.id, {
    id: user.id,
    name: user.name,
    avatar_url: null,
  }),
): AuthorizeChannel {
  return async ({ socket_id, channel_name }) =>
    broadcaster.signChannel(
      socket_id,
      channel_name,
      channel_name.startsWith('presence-') ? member : undefined,
    );
}

export async function connected(echo: ReverbEcho): Promise<string> {
  await vi.waitFor(() => {
    if (pusherOf(echo).connection.state !== 'connected')
      throw new Error(`state ${pusherOf(echo).connection.state}`);
  });
  return echo.socketId()!;
}

export function installHarness(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent(XSRF)}; path=/`;
  });
  afterEach(async () => {
    for (const echo of clients.splice(0)) echo.disconnect();
    disconnectRealtime();
    // Let the closes reach the broadcaster before it forgets everything.
    await vi.waitFor(() => {
      if (broadcaster.connections.length > 0) throw new Error('clients still connected');
    });
    broadcaster.reset();
    forbiddenChannels.clear();
    authRequests.length = 0;
    server.resetHandlers();
  });
  afterAll(() => server.close());
}
