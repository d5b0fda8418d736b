/**
 * Prism 5 (@stoplight/prism-cli) as the bench uses it: installed into a fresh temporary folder (never
 * the project's dependencies), run as `prism proxy` (its validating proxy: it judges the traffic that
 * passes through it against the contract and logs each violation). Prism generates no requests of
 * its own, so it judges the council runner's traffic: runner → cookie splitter → Prism → backend.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';

export interface Installed {
  bin: string;
  version: string;
  seconds: number;
  bytes: number;
}

export function installPrism(dir: string): Installed {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"name":"bench-prism","private":true}\n');
  const started = performance.now();
  const install = spawnSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--cache',
      join(dir, '.npm-cache'),
      '@stoplight/prism-cli@5',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  const seconds = (performance.now() - started) / 1000;
  if (install.status !== 0)
    throw new Error(`npm install @stoplight/prism-cli@5 failed: ${install.stderr}`);
  const bin = join(dir, 'node_modules', '.bin', 'prism');
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const du = spawnSync('du', ['-sb', join(dir, 'node_modules')], { encoding: 'utf8' }).stdout;
  return { bin, version, seconds, bytes: Number(du.split('\t')[0]) };
}

export interface PrismProxy {
  url: string;
  log: () => string;
  clearLog: () => void;
  stop: () => Promise<void>;
}

export async function startPrismProxy(
  bin: string,
  contract: string,
  upstream: string,
  port: number,
): Promise<PrismProxy> {
  const child: ChildProcess = spawn(
    bin,
    ['proxy', contract, upstream, '-p', String(port), '-h', '127.0.0.1'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`prism proxy did not start:\n${log}`)),
      120_000,
    );
    const poll = setInterval(() => {
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => reject(new Error(`prism proxy exited (${code}):\n${log}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => log,
    clearLog: () => (log = ''),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Prism folds a response's Set-Cookie headers into one comma-joined header, which no cookie jar
 * reads back (a Sanctum login then never gets its session). This proxy splits it again so Prism can
 * be measured on the whole run; without it, the run stops at the sign-in (the bench reports both).
 */
export async function startCookieSplitter(
  upstream: string,
  port: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, upstream);
    const forward = request(
      url,
      { method: req.method, headers: { ...req.headers, host: url.host } },
      (answer) => {
        const headers = { ...answer.headers };
        const cookies = [headers['set-cookie'] ?? []]
          .flat()
          .flatMap((c) => c.split(/,(?=\s*[\w.-]+=)/))
          .map((c) => c.trim());
        if (cookies.length > 0) headers['set-cookie'] = cookies;
        res.writeHead(answer.statusCode!, headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => res.writeHead(502).end(String(error)));
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Prism's logged violations of responses (not of the runner's deliberately invalid requests). */
export function responseViolations(log: string): string[] {
  // eslint-disable-next-line no-control-regex -- Prism colours its log
  const plain = log.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').filter((line) => /violation/i.test(line) && /response/i.test(line));
}
