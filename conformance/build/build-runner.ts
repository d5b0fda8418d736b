/**
 * `npm run build:runner`: the runner as one file, conformance/dist/council-conformance.mjs — every
 * dependency bundled, the contract inside — runnable with `node` 20, 22 or 24 and nothing installed.
 * Also writes conformance/dist/package/ (package.json with the `council-conformance` bin, no
 * dependencies) and, with `--pack`, `npm pack`s it into conformance/dist/.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { ASYNCAPI_PATH, identityOf, OPENAPI_PATH, sha256 } from '../package/identity';
import { packageManifest, packageReadme } from '../package/manifest';
import { embeddedContractPlugin } from './embedded-contract';
import { findNewerApis } from './node-floor';

export const DIST = join('conformance', 'dist');
export const RUNNER_FILE = join(DIST, 'council-conformance.mjs');

/**
 * Builds into a staging folder of its own, then renames each file into place: two builds at once
 * (the laravel and conformance stages of `npm test` run side by side, and each builds the runner
 * it tests) never leave a reader without the file or with half of it. A rename within one file
 * system swaps the file whole, and a process already reading the old one keeps it.
 */
async function main() {
  const started = performance.now();
  const openapi = readFileSync(OPENAPI_PATH, 'utf8');
  const asyncapi = readFileSync(ASYNCAPI_PATH, 'utf8');
  const identity = identityOf(openapi, asyncapi);
  const used = { hit: false };
  const staging = join(DIST, `.staging-${process.pid}`);
  const staged = (path: string) => join(staging, relative(DIST, path));
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await build({
      entryPoints: ['conformance/main.ts'],
      outfile: staged(RUNNER_FILE),
      bundle: true,
      platform: 'node',
      format: 'esm',
      // The oldest Node the file promises to run on; the API scan below covers what syntax cannot.
      target: 'node20',
      minify: true,
      legalComments: 'eof',
      tsconfig: 'tsconfig.json',
      define: { __COUNCIL_CONTRACT_IDENTITY__: JSON.stringify(identity) },
      // CommonJS dependencies call require() for Node's own modules; an ES module has none.
      banner: {
        js: [
          '#!/usr/bin/env node',
          `// council-conformance ${identity.version}: the Council Chat contract conformance runner, one file.`,
          `// contract openapi.json sha256 ${identity.openapiSha256}`,
          "import { createRequire as __councilCreateRequire } from 'node:module';",
          'const require = __councilCreateRequire(import.meta.url);',
        ].join('\n'),
      },
      plugins: [
        embeddedContractPlugin({ [OPENAPI_PATH]: openapi, [ASYNCAPI_PATH]: asyncapi }, used),
      ],
      logLevel: 'warning',
    });
    if (!used.hit)
      throw new Error(
        'conformance/contract/ no longer reads the contract with node:fs: update conformance/build/embedded-contract.ts so the file still carries it',
      );
    const output = readFileSync(staged(RUNNER_FILE), 'utf8');
    const newer = findNewerApis(output);
    if (newer.length > 0)
      throw new Error(`the bundle uses APIs Node 20 lacks: ${newer.join('; ')}`);
    chmodSync(staged(RUNNER_FILE), 0o755);
    const fileSha = sha256(output);
    writeFileSync(staged(`${RUNNER_FILE}.sha256`), `${fileSha}  council-conformance.mjs\n`);

    const packageDir = join(DIST, 'package');
    mkdirSync(staged(packageDir), { recursive: true });
    copyFileSync(staged(RUNNER_FILE), staged(join(packageDir, 'council-conformance.mjs')));
    chmodSync(staged(join(packageDir, 'council-conformance.mjs')), 0o755);
    writeFileSync(
      staged(join(packageDir, 'package.json')),
      `${JSON.stringify(packageManifest(identity), null, 2)}\n`,
    );
    writeFileSync(staged(join(packageDir, 'README.md')), packageReadme(identity));

    mkdirSync(packageDir, { recursive: true });
    for (const file of [
      RUNNER_FILE,
      `${RUNNER_FILE}.sha256`,
      join(packageDir, 'council-conformance.mjs'),
      join(packageDir, 'package.json'),
      join(packageDir, 'README.md'),
    ])
      renameSync(staged(file), file);
    console.log(
      `${RUNNER_FILE}: ${(output.length / 1024).toFixed(0)} KB, contract ${identity.version} (openapi sha256 ${identity.openapiSha256.slice(0, 12)}…), file sha256 ${fileSha} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  if (process.argv.includes('--pack')) {
    // An older version's package would be taken for this one's.
    for (const old of readdirSync(DIST).filter((name) => name.endsWith('.tgz')))
      rmSync(join(DIST, old));
    const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', '..'], {
      cwd: join(DIST, 'package'),
      encoding: 'utf8',
    }).trim();
    console.log(join(DIST, out.split('\n').pop()!));
  }
}

main().catch((error: unknown) => {
  console.error(`build:runner failed: ${(error as Error).message}`);
  process.exit(1);
});
