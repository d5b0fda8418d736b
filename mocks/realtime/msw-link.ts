/**
 * The fake Reverb behind msw's WebSocket interception (browser worker and vitest setupServer):
 * every WebSocket to `.../app/:key` becomes a broadcaster connection; nothing reaches the network.
 */
import { ws, type WebSocketHandler, type WebSocketHandlerConnection } from 'msw/ws';
import type { Broadcaster, RealtimeConnection } from './broadcaster';
import { CloseCode } from './protocol';

type Client = WebSocketHandlerConnection['client'];

/**
 * A handler for setupWorker / setupServer. `url` must end in `/app/:key`, e.g.
 * `ws://127.0.0.1:4010/app/:key` (the query string pusher-js adds is ignored by the match).
 */
export function createReverbLink(broadcaster: Broadcaster, url: string): WebSocketHandler {
  if (!url.endsWith('/app/:key'))
    throw new Error(`createReverbLink: the URL must end in /app/:key, got ${url}`);
  const link = ws.link(url);
  return link.addEventListener('connection', ({ client, params }) => {
    broadcaster.accept(mswConnection(client), String(params.key));
  });
}

function mswConnection(client: Client): RealtimeConnection {
  // msw delivers client.send() on a later microtask (after 'open' while connecting) and drops it once
  // the socket is closing, so a close must wait for the frames sent before it, as on a real socket.
  let opened = false;
  const whenOpen: Promise<void> = new Promise((resolve) =>
    client.addEventListener('open', () => {
      opened = true;
      resolve();
    }),
  );
  const afterPendingSends = (): Promise<void> =>
    opened
      ? Promise.resolve()
      : whenOpen.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return {
    // The page's own origin is what the browser would send in the handshake's Origin header.
    origin: globalThis.location?.origin,
    send: (text) => client.send(text),
    // msw can close with any code, 1006 included (what a socket cut without close frame looks like).
    close: (code, reason) =>
      void afterPendingSends().then(() => client.close(code ?? CloseCode.abnormal, reason)),
    onMessage: (listener) =>
      client.addEventListener('message', (event) => {
        if (typeof event.data === 'string') listener(event.data);
      }),
    onClose: (listener) =>
      client.addEventListener('close', (event) => listener(event.code, event.reason)),
  };
}
