import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

export const BUILD_INFO_PATH = '/build.json';

/**
 * Gives every build an id (compiled into the app as __BUILD_ID__) and publishes it at
 * /build.json, which the running app polls to notice that a newer build was deployed.
 */
export function buildInfo(): Plugin {
  const buildId = process.env.BUILD_ID ?? `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;
  const json = () => JSON.stringify({ build_id: buildId, built_at: new Date().toISOString() });
  return {
    name: 'council-build-info',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    configureServer(server) {
      server.middlewares.use(BUILD_INFO_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(json());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_PATH.slice(1), source: json() });
    },
  };
}
