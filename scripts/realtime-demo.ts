/**
 * `npm run realtime:demo`: a Node client (real pusher-js + laravel-echo) receiving a streamed agent
 * reply from `npm run mock:server`. It signs in as demo@example.com over HTTP, subscribes to the
 * private channel of one of demo's threads (authorized by POST /broadcasting/auth), sends a message
 * and prints the reply as it streams. Run the server first: `npm run mock:server`.
 */
import Echo from 'laravel-echo';
import Pusher, { type ChannelAuthorizationCallback } from 'pusher-js';

const API = process.env.API_URL ?? 'http://127.0.0.1:4010';
const KEY = process.env.REVERB_APP_KEY ?? 'council-local-key';
const THREAD_ID = Number(process.env.THREAD_ID ?? 2);
const jar = new Map<string, string>();

/** A tiny cookie jar and the XSRF header, as a browser and the app's client would send them. */
async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const xsrf = jar.get('XSRF-TOKEN');
  if (xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
  const response = await fetch(`${API}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const at = pair!.indexOf('=');
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return parsed;
}

await call('GET', '/sanctum/csrf-cookie');
const login = (await call('POST', '/api/login', {
  email: 'demo@example.com',
  password: 'password',
})) as { message: string };
console.log(`login: ${login.message}`);

const url = new URL(API);
const echo = new Echo({
  broadcaster: 'reverb',
  key: KEY,
  wsHost: url.hostname,
  wsPort: Number(url.port || 80),
  forceTLS: false,
  enabledTransports: ['ws'],
  Pusher,
  authorizer: (channel: { name: string }) => ({
    authorize: (socketId: string, callback: ChannelAuthorizationCallback) => {
      call('POST', '/broadcasting/auth', { socket_id: socketId, channel_name: channel.name }).then(
        (data) => callback(null, data as Parameters<ChannelAuthorizationCallback>[1] & object),
        (error: Error) => callback(error, null),
      );
    },
  }),
});

const channel = echo.private(`threads.${THREAD_ID}`);
const done = new Promise<void>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no completed reply within 60 s')), 60_000);
  channel.listen('.message.created', (m: { id: number; role: string; status: string }) =>
    console.log(`\n[message.created] #${m.id} ${m.role} (${m.status})`),
  );
  channel.listen('.message.delta', (d: { delta: string }) => process.stdout.write(d.delta));
  channel.listen('.message.completed', (m: { id: number; content: string }) => {
    if (m.content === undefined) return;
    clearTimeout(timer);
    console.log(`\n[message.completed] #${m.id}, ${m.content.length} characters`);
    resolve();
  });
  channel.error((error: unknown) =>
    reject(new Error(`subscription failed: ${JSON.stringify(error)}`)),
  );
});

channel.subscribed(async () => {
  const sent = (await call('POST', `/api/threads/${THREAD_ID}/message`, {
    content: 'Give me a short plan for onboarding a new council member.',
  })) as {
    data: { id: number };
  };
  console.log(`sent message #${sent.data.id} to thread ${THREAD_ID}; streaming the reply:`);
});

try {
  await done;
} finally {
  echo.disconnect();
}
process.exit(0);
