/**
 * `npm run dev` as a developer first starts it against their own backend: mocks off, the backend
 * on another origin, and an empty dependency cache (a fresh temporary `cacheDir`), through Vite's
 * own API so the journey can see what the dev server does:
 * - every line it logs;
 * - each dependency found only when a page asked for it (the scan missed it): Vite then
 *   optimises it and reloads the page under the user;
 * - each full reload it sends to the browser.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createServer, type HotPayload, type ViteDevServer } from 'vite';

export interface ColdDevServer {
  readonly logs: string[];
  /** Dependencies the scan did not find, in the order pages asked for them. */
  readonly lateDependencies: string[];
  readonly reloadsSent: number;
  close(): Promise<void>;
}

export async function startColdDevServer(options: {
  port: number;
  env: Record<string, string>;
}): Promise<ColdDevServer> {
  const cacheDir = mkdtempSync(join(tmpdir(), 'council-vite-cold-'));
  const logs: string[] = [];
  const lateDependencies: string[] = [];
  let reloadsSent = 0;
  const logger = createLogger('info');
  // Kept for the journey's checks; shown too with E2E_NETWORK_DEBUG (as the browser's console is).
  const show = Boolean(process.env.E2E_NETWORK_DEBUG);
  for (const level of ['info', 'warn', 'warnOnce', 'error'] as const) {
    const write = logger[level].bind(logger);
    logger[level] = (message, logOptions) => {
      logs.push(message);
      if (show || level === 'error') write(message, logOptions);
    };
  }
  // vite.config.ts reads the VITE_ variables with loadEnv, where the process's own come first.
  const saved = Object.fromEntries(
    Object.keys(options.env).map((name) => [name, process.env[name]]),
  );
  Object.assign(process.env, options.env);
  let server: ViteDevServer;
  try {
    server = await createServer({
      configFile: 'vite.config.ts',
      mode: 'development',
      cacheDir,
      customLogger: logger,
      clearScreen: false,
      server: { port: options.port, strictPort: true, host: '127.0.0.1' },
    });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  await server.listen();

  const client = server.environments.client;
  const send = client.hot.send.bind(client.hot) as (payload: HotPayload) => void;
  client.hot.send = ((payload: HotPayload) => {
    if (payload.type === 'full-reload') reloadsSent++;
    send(payload);
  }) as typeof client.hot.send;
  const optimizer = client.depsOptimizer;
  if (!optimizer)
    throw new Error('The dev server has no dependency optimizer: optimizeDeps.noDiscovery?');
  const register = optimizer.registerMissingImport.bind(optimizer);
  // Called for every bare import a served module makes; known ids came from the scan (or include).
  optimizer.registerMissingImport = (id, resolved) => {
    const { optimized, discovered, chunks } = optimizer.metadata;
    if (!optimized[id] && !discovered[id] && !chunks[id]) lateDependencies.push(id);
    return register(id, resolved);
  };

  return {
    logs,
    lateDependencies,
    get reloadsSent() {
      return reloadsSent;
    },
    async close() {
      await server.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}
