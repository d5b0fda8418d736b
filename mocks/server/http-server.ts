/**
 * The node:http server of `npm run mock:server` (and of the tests that speak real HTTP to it),
 * with the timeouts a web server in front of Laravel applies, so a client that stalls cannot hold
 * a connection open for ever while the server keeps answering everyone else:
 * - `headersTimeout`: the request line and headers must have arrived within 20 s of the
 *   connection's request starting (slow headers, "slowloris");
 * - `requestTimeout`: the whole request, body included, within 60 s; a body that declares a
 *   `Content-Length` and stops sending is cut there (nginx's `client_body_timeout` is 60 s);
 * - `connectionsCheckingInterval`: how often node looks for requests past those limits (1 s).
 * Past either limit the server answers `408 Request Timeout` (if nothing was answered yet) and
 * closes the connection; the handler reading that body then sees no input and its answer goes
 * nowhere. `keepAliveTimeout` (5 s, node's default) closes idle kept-alive connections.
 *
 * What node's parser refuses before any listener runs is answered here (`clientError`), as nginx
 * would: a request line and headers over node's 16 KB `maxHeaderSize` get 414 when the request
 * line alone is too long (URLs from 8 KB on below that limit get the same 414 from the request
 * listener, ./http-app.ts) and 431 when a header is; anything unparsable gets 400. The rest of
 * the refused request is read and dropped, so the client reads the answer instead of a reset.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { MAX_URL_LENGTH } from './http-app';

export interface ServerTimeouts {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
  keepAliveTimeout: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 20_000,
  requestTimeout: 60_000,
  connectionsCheckingInterval: 1_000,
  keepAliveTimeout: 5_000,
};

export function createMockHttpServer(
  listener?: (req: IncomingMessage, res: ServerResponse) => void,
  timeouts: Partial<ServerTimeouts> = {},
): Server {
  const options = { ...SERVER_TIMEOUTS, ...timeouts };
  // node requires headersTimeout <= requestTimeout.
  options.headersTimeout = Math.min(options.headersTimeout, options.requestTimeout);
  const server = listener ? createServer(options, listener) : createServer(options);
  server.on('clientError', refuse);
  return server;
}

type ClientError = Error & { code?: string; rawPacket?: Buffer };

const REFUSALS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

function refuse(error: ClientError, socket: Duplex): void {
  const answered = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage
    ?.headersSent;
  if (error.code === 'ECONNRESET' || !socket.writable || answered) {
    socket.destroy();
    return;
  }
  const status = statusFor(error);
  const body = JSON.stringify({ message: REFUSALS[status] });
  socket.end(
    `HTTP/1.1 ${status} ${REFUSALS[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // Drain what the client still sends (a reset would lose the answer), for a few seconds at most.
  socket.on('data', () => undefined);
  socket.resume();
  socket.on('error', () => socket.destroy());
  setTimeout(() => socket.destroy(), 5_000).unref();
}

function statusFor(error: ClientError): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const lineEnd = error.rawPacket?.indexOf('\r\n') ?? -1;
    return lineEnd === -1 || lineEnd >= MAX_URL_LENGTH ? 414 : 431;
  }
  return 400;
}
