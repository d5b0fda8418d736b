/**
 * A static file server that behaves like GitHub Pages, for the tests: files are served as they
 * are, under a base path (the site of a project: `/council-chat/`); any other path answers
 * `404.html` with status 404. No rewrites, no single-page-app knowledge, no index fallback but
 * a directory's own index.html.
 *
 *   tsx scripts/static-host.ts --dir dist-pages --base /council-chat/ --port 4275
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticHostOptions {
  dir: string;
  /** The site's path, with slashes at both ends: `/` or `/council-chat/`. */
  base: string;
  port: number;
  host?: string;
}

/** The file a request path names under `dir`, or null (outside the base, missing, or escaping `dir`). */
export function resolveFile(dir: string, base: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith(base) && decoded !== base.slice(0, -1)) return null;
  const root = resolve(dir);
  let file = resolve(root, normalize(`.${sep}${decoded.slice(base.length)}`));
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    if (statSync(file).isDirectory()) {
      // GitHub Pages redirects `/site` to `/site/`; a directory with an index.html serves it.
      file = join(file, 'index.html');
      statSync(file);
    }
    return file;
  } catch {
    return null;
  }
}

export function startStaticHost({
  dir,
  base,
  port,
  host = '127.0.0.1',
}: StaticHostOptions): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (url.pathname === base.slice(0, -1) && base !== '/') {
      response.writeHead(301, { Location: base }).end();
      return;
    }
    const file = resolveFile(dir, base, url.pathname);
    const status = file ? 200 : 404;
    const body = file ?? resolveFile(dir, base, `${base}404.html`);
    if (!body) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(status, {
      'Content-Type': TYPES[extname(body)] ?? 'application/octet-stream',
      'Cache-Control': 'max-age=600',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(body).pipe(response);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      base: { type: 'string', default: '/' },
      port: { type: 'string' },
    },
  });
  if (!values.dir || !values.port) {
    console.error('usage: tsx scripts/static-host.ts --dir DIR [--base /path/] --port PORT');
    process.exit(2);
  }
  const base = `/${values.base.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  await startStaticHost({ dir: values.dir, base, port: Number(values.port) });
  console.log(
    `Static host (GitHub Pages rules) serving ${values.dir} at http://127.0.0.1:${values.port}${base}`,
  );
}
