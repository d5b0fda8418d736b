/**
 * `GET /__council-mock/reverb` says whether the fake Reverb runs, which Reverb release it follows
 * and the limits in force. `POST /__council-mock/reverb` with `{"running": false}` stops the fake Reverb of
 * `npm run mock:server` (open sockets are dropped, new WebSocket upgrades are refused as by a port
 * nothing listens on) while the HTTP API keeps answering; `{"running": true}` starts it again.
 * This is how a frontend is tried without Reverb, as happens when a developer runs a Laravel
 * backend but not `php artisan reverb:start`.
 */
import type { Server } from 'node:http';
import type { Broadcaster } from '../realtime/broadcaster';
import { attachReverbToHttpServer, type AttachedReverb } from '../realtime/node-server';
import type { RequestListener } from './http-app';

export const REVERB_SWITCH_PATH = '/__council-mock/reverb';

export interface ReverbSwitch {
  readonly running: boolean;
  start(): void;
  stop(): Promise<void>;
  /** Answers the switch's own endpoint, and hands every other request to `next`. */
  listener(next: RequestListener): RequestListener;
}

export function reverbSwitch(server: Server, broadcaster: Broadcaster): ReverbSwitch {
  let attached: AttachedReverb | null = attachReverbToHttpServer(server, broadcaster);
  const api: ReverbSwitch = {
    get running() {
      return attached !== null;
    },
    start() {
      attached ??= attachReverbToHttpServer(server, broadcaster);
    },
    async stop() {
      const current = attached;
      attached = null;
      await current?.close();
    },
    listener(next) {
      return (req, res) => {
        if (req.url !== REVERB_SWITCH_PATH || (req.method !== 'POST' && req.method !== 'GET'))
          return next(req, res);
        if (req.method === 'GET') {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({
              running: api.running,
              reverb_version: broadcaster.reverbVersion,
              limits: broadcaster.limits,
            }),
          );
          return;
        }
        let text = '';
        req.setEncoding('utf8');
        req.on('data', (chunk: string) => (text = (text + chunk).slice(0, 1000)));
        req.on('end', () => {
          let running: unknown;
          try {
            running = (JSON.parse(text) as { running?: unknown }).running;
          } catch {
            running = undefined;
          }
          if (typeof running !== 'boolean') {
            res.writeHead(422, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ message: 'Send {"running": true} or {"running": false}.' }));
            return;
          }
          void (running ? Promise.resolve(api.start()) : api.stop()).then(() => {
            res.writeHead(200, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ running: api.running }));
          });
        });
      };
    },
  };
  return api;
}
