/**
 * The esbuild plugin that puts the contract inside the single file: the runner's contract loader
 * (conformance/contract/) reads `src/generated/openapi.json` and `openapi/asyncapi.yaml` with
 * `node:fs`; in the build, that loader's `node:fs` is a module that answers those two paths with the
 * texts captured at build time (and passes every other read through), so the built file needs no file
 * beside it and the loader keeps one code path for the sources and the build.
 */
import { resolve, sep } from 'node:path';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'council-embedded-contract';

export interface EmbeddedFiles {
  /** Path as the loader passes it (relative to the repository root) → the file's text. */
  [path: string]: string;
}

export function embeddedContractPlugin(files: EmbeddedFiles, used: { hit: boolean }): Plugin {
  const loaderDir = resolve('conformance', 'contract') + sep;
  return {
    name: 'council-embedded-contract',
    setup(build) {
      build.onResolve({ filter: /^(node:)?fs$/ }, (args) => {
        if (args.namespace !== 'file' || !args.importer.startsWith(loaderDir)) return undefined;
        used.hit = true;
        return { path: 'fs', namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
        loader: 'js',
        resolveDir: process.cwd(),
        contents: `import * as fs from 'node:fs';
export * from 'node:fs';
const FILES = ${JSON.stringify(files)};
const key = (path) => (typeof path === 'string' ? path.replace(/\\\\/g, '/').replace(/^\\.\\//, '') : null);
export function readFileSync(path, options) {
  const k = key(path);
  if (k !== null && Object.prototype.hasOwnProperty.call(FILES, k)) {
    const encoding = typeof options === 'string' ? options : options && options.encoding;
    return encoding ? FILES[k] : Buffer.from(FILES[k], 'utf8');
  }
  return fs.readFileSync(path, options);
}
export function existsSync(path) {
  const k = key(path);
  return (k !== null && Object.prototype.hasOwnProperty.call(FILES, k)) || fs.existsSync(path);
}
export default { ...fs, readFileSync, existsSync };
`,
      }));
    },
  };
}
