/**
 * A deliberately broken Reverb: a WebSocket relay in front of the mock's fake Reverb whose
 * `transform` sees every frame the server sends and decides what the client gets, and when
 * (held, reordered, dropped). The client's own frames pass unchanged.
 */
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';

/** Per connection: the frames (text) to send the client now for one the server sent. */
export type RelayTransform = () => (frame: string) => string[];

export class WsRelay {
  private server!: WebSocketServer;
  url = '';

  constructor(
    private readonly upstream: string,
    private readonly transform: RelayTransform,
  ) {}

  async start(): Promise<void> {
    this.server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => this.server.once('listening', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.server.on('connection', (client, request) => {
      const target = new URL(request.url ?? '/', this.upstream.replace(/^http/, 'ws'));
      const server = new WebSocket(target);
      const pending: string[] = [];
      const frames = this.transform();
      server.on('open', () => pending.splice(0).forEach((f) => server.send(f)));
      server.on('message', (data) => {
        for (const frame of frames(data.toString())) client.send(frame);
      });
      client.on('message', (data) => {
        if (server.readyState === WebSocket.OPEN) server.send(data.toString());
        else pending.push(data.toString());
      });
      server.on('close', () => client.close());
      client.on('close', () => server.close());
      server.on('error', () => client.close());
    });
  }

  stop(): Promise<void> {
    for (const client of this.server.clients) client.terminate();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
