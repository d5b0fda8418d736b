/**
 * A backend that lacks some operations: a reverse proxy in front of `npm run mock:server` that
 * answers the listed operations with Laravel's 404 for an unknown route (CORS headers included, as
 * Laravel's global HandleCors adds them) and passes everything else through untouched.
 *
 *   tsx e2e/network/support/gap-proxy.ts --port 4442 --target http://127.0.0.1:4440 --missing listFolders
 */
import { createServer, request as forward } from 'node:http';
import { parseArgs } from 'node:util';
import { matchOperation } from '@/lib/http/operation-match';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    target: { type: 'string' },
    missing: { type: 'string', default: '' },
  },
});
const target = new URL(values.target ?? 'http://127.0.0.1:4010');
const missing = new Set(values.missing.split(',').filter(Boolean));

const server = createServer((req, res) => {
  const path = req.url ?? '/';
  const operation = matchOperation(req.method ?? 'GET', path.split('?')[0]!);
  if (operation && missing.has(operation.operationId)) {
    req.resume();
    const origin = req.headers.origin;
    res.writeHead(404, {
      'Content-Type': 'application/json',
      Vary: 'Origin',
      ...(origin
        ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' }
        : {}),
    });
    res.end(
      JSON.stringify({
        message: `The route ${path.split('?')[0]!.replace(/^\/+/, '')} could not be found.`,
      }),
    );
    return;
  }
  const upstream = forward(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path,
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'Bad Gateway' }));
  });
  req.pipe(upstream);
});

server.listen(Number(values.port ?? 4011), '127.0.0.1', () =>
  console.log(
    `gap proxy on ${values.port} -> ${target.origin}, missing: ${[...missing].join(', ') || 'nothing'}`,
  ),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
