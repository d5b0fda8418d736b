import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticHost } from '../../scripts/static-host';

/** The GitHub Pages-like host of the e2e tests: files as they are, 404.html with 404, no rewrites. */
let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-host-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<p>app</p>');
  writeFileSync(join(dir, '404.html'), '<p>fallback</p>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'export {};');
  writeFileSync(join(tmpdir(), 'static-host-secret.txt'), 'secret');
  server = await startStaticHost({ dir, base: '/council-chat/', port: 0 });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'static-host-secret.txt'), { force: true });
});

// Node's fetch, not happy-dom's: this is a real server.
const get = async (path: string) => {
  const { request } = await import('node:http');
  return new Promise<{
    status: number;
    body: string;
    type: string | undefined;
    location: string | undefined;
  }>((done, fail) => {
    request(`${origin}${path}`, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          body,
          type: response.headers['content-type'],
          location: response.headers.location,
        }),
      );
    })
      .on('error', fail)
      .end();
  });
};

describe('the static host of the tests', () => {
  it('serves files as they are under the base, a directory by its index.html', async () => {
    expect(await get('/council-chat/')).toMatchObject({
      status: 200,
      body: '<p>app</p>',
      type: 'text/html; charset=utf-8',
    });
    expect(await get('/council-chat/assets/app.js')).toMatchObject({
      status: 200,
      type: 'text/javascript; charset=utf-8',
    });
    expect(await get('/council-chat')).toMatchObject({ status: 301, location: '/council-chat/' });
  });

  it('answers any other path with 404.html and status 404: no single-page-app rewrite', async () => {
    expect(await get('/council-chat/chat/1')).toMatchObject({
      status: 404,
      body: '<p>fallback</p>',
    });
    expect(await get('/council-chat/index')).toMatchObject({ status: 404 });
    expect(await get('/chat/1')).toMatchObject({ status: 404, body: '<p>fallback</p>' });
  });

  it('never serves a file outside its folder', async () => {
    expect(await get('/council-chat/..%2Fstatic-host-secret.txt')).toMatchObject({
      status: 404,
      body: '<p>fallback</p>',
    });
    expect(await get('/council-chat/%2e%2e/static-host-secret.txt')).toMatchObject({ status: 404 });
  });
});
