/**
 * The fake Reverb on a real WebSocket endpoint (`ws://HOST:PORT/app/{key}`) of a node:http server,
 * for clients outside the browser (the mock server of `npm run mock:server`, Node scripts, tests).
 * Node only: the browser bundle must not import this file.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { MESSAGE_TOO_BIG, type Broadcaster, type RealtimeConnection } from './broadcaster';

export interface AttachedReverb {
  /** Closes the WebSocket connections and stops handling upgrades (the HTTP server keeps running). */
  close(): Promise<void>;
}

/** Reverb's route `/app/{appKey}`: Symfony's matcher, which neither accepts nor redirects a trailing slash. */
const APP_PATH = /^\/app\/([^/]+)$/;
/** What Reverb's router answers a path it has no route for (Router::dispatch, ClosesConnections::close). */
const NOT_FOUND = 'HTTP/1.1 404 Not Found\r\nContent-Length: 10\r\n\r\nNot found.';

export function attachReverbToHttpServer(
  httpServer: Server,
  broadcaster: Broadcaster,
): AttachedReverb {
  // ws refuses a frame over maxPayload from its header, before buffering any of it: a hostile
  // client cannot make the server hold more than the limit per socket.
  const wss = new WebSocketServer({ noServer: true, maxPayload: broadcaster.maxMessageSize });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const match = APP_PATH.exec(pathname);
    if (!match) {
      // Not ours: leave it to another upgrade listener, or refuse it when there is none.
      if (httpServer.listenerCount('upgrade') === 1) {
        socket.end(NOT_FOUND);
      }
      return;
    }
    wss.handleUpgrade(request, socket, head, (webSocket) => {
      broadcaster.accept(wsConnection(webSocket, request.headers.origin), decodedKey(match[1]!));
    });
  };
  httpServer.on('upgrade', onUpgrade);

  return {
    close() {
      httpServer.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve, reject) =>
        wss.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** The app key as the router decodes it; a malformed escape is no key of ours either (4001, not a crash). */
function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function wsConnection(webSocket: WebSocket, origin: string | undefined): RealtimeConnection {
  // Settles once the last frame is handed to the OS, so an abort does not swallow it.
  let lastWrite: Promise<void> = Promise.resolve();
  // ws closes an oversized message's socket with 1009 and no reason; Reverb (Ratchet) gives one.
  const close = webSocket.close.bind(webSocket);
  webSocket.close = (code?: number, reason?: string | Buffer) =>
    close(
      code,
      code === MESSAGE_TOO_BIG.code && reason === undefined ? MESSAGE_TOO_BIG.reason : reason,
    );
  let oversized: () => void = () => {};
  // Without an 'error' listener a protocol error (an oversized or malformed frame) would crash the server.
  webSocket.on('error', (error: Error & { code?: string }) => {
    if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') oversized();
  });
  return {
    origin,
    send(text) {
      if (webSocket.readyState !== webSocket.OPEN) return;
      lastWrite = new Promise((resolve) => webSocket.send(text, () => resolve()));
    },
    close(code, reason) {
      // Without a code, as Reverb treats an unknown app key: cut the socket, no close frame (client sees 1006).
      if (code === undefined) void lastWrite.then(() => webSocket.terminate());
      else webSocket.close(code, reason);
    },
    // Reverb reads a binary message as text too (PusherController casts every message to a string).
    onMessage: (listener) => webSocket.on('message', (data) => listener(data.toString())),
    onClose: (listener) =>
      webSocket.on('close', (code, reason) => listener(code, reason.toString())),
    onOversized: (listener) => void (oversized = listener),
    onControl(listener) {
      webSocket.on('ping', listener);
      webSocket.on('pong', listener);
    },
    ping() {
      if (webSocket.readyState === webSocket.OPEN) webSocket.ping();
    },
  };
}
