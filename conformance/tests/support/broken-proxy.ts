/**
 * A deliberately broken backend: a small HTTP proxy in front of the mock server that breaks one
 * rule of the contract. The mock itself stays correct; each variant bends requests or responses.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Exchange {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Bytes written to the socket as they are (a malformed answer node:http would not send). */
  raw?: Buffer;
  /** Never answer (a backend that hangs). */
  hang?: boolean;
}

export interface Variant {
  /** Change the request before it goes on, or answer it here (the backend never sees it). */
  request?: (
    exchange: Exchange,
    proxy: BrokenProxy,
  ) => Exchange | Answer | Promise<Exchange | Answer>;
  /** Change the backend's answer. */
  response?: (answer: Answer, exchange: Exchange, proxy: BrokenProxy) => Answer | Promise<Answer>;
}

export class BrokenProxy {
  private server!: Server;
  url = '';
  /** Session cookies seen per signed-in email, so a variant can act as another user. */
  readonly sessions = new Map<string, string>();

  constructor(
    private readonly backend: string,
    private readonly variant: Variant,
  ) {}

  /** Listens on `port`, or by default on one the system picks as it listens (never raced for). */
  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        try {
          const exchange: Exchange = {
            method: req.method!,
            path: req.url!,
            headers: { ...req.headers },
            body: Buffer.concat(chunks),
          };
          const answer = await this.handle(exchange);
          if (answer.hang) return;
          // Status 0: no answer at all, as a backend that died mid-request.
          if (answer.status === 0) return void res.destroy();
          if (answer.raw) {
            res.socket!.end(answer.raw);
            return;
          }
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          res.writeHead(answer.status, {
            ...headers,
            'content-length': String(answer.body.length),
          });
          res.end(exchange.method === 'HEAD' ? undefined : answer.body);
        } catch (error) {
          res.writeHead(502).end(String(error));
        }
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(exchange: Exchange): Promise<Answer> {
    const changed = this.variant.request ? await this.variant.request(exchange, this) : exchange;
    if ('status' in changed) return changed;
    const answer = await this.forward(changed);
    this.rememberSession(changed, answer);
    return this.variant.response ? this.variant.response(answer, changed, this) : answer;
  }

  forward(exchange: Exchange): Promise<Answer> {
    const url = new URL(exchange.path, this.backend);
    const headers = {
      ...exchange.headers,
      host: url.host,
      'content-length': String(exchange.body.length),
    };
    delete headers['transfer-encoding'];
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method: exchange.method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end(exchange.body.length > 0 ? exchange.body : undefined);
    });
  }

  private rememberSession(exchange: Exchange, answer: Answer): void {
    if (exchange.path !== '/api/login' || answer.status !== 200) return;
    const email = (JSON.parse(exchange.body.toString() || '{}') as { email?: string }).email;
    const cookies = [answer.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (email) this.sessions.set(email, cookies);
  }
}

export function json(answer: Answer): unknown {
  return JSON.parse(answer.body.toString());
}

export function withJson(answer: Answer, body: unknown, status = answer.status): Answer {
  return {
    status,
    headers: { ...answer.headers, 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
  };
}
