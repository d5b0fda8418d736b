/**
 * The two contracts to compare: `openapi/` at a git ref and in the working tree, each bundled into
 * one document with redocly (the same bundler as `npm run generate`). A ref that does not exist, or
 * a contract that does not bundle, is an error: never "no changes".
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readEvents } from '../contract/contract';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export class DiffError extends Error {
  constructor(
    message: string,
    readonly details = '',
  ) {
    super(message);
  }
}

// This project's redocly, whichever directory the comparison runs in.
const REDOCLY = fileURLToPath(new URL('../../node_modules/.bin/redocly', import.meta.url));

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/**
 * `auto`: the merge base of HEAD with main (what a branch changes); when HEAD is main itself (or
 * main's tip), the first parent of HEAD, so the check on main covers the change that landed last.
 */
export function resolveBase(ref: string, cwd: string): { commit: string; description: string } {
  const verify = (candidate: string) => {
    try {
      return git(['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`], cwd);
    } catch {
      return null;
    }
  };
  if (ref !== 'auto') {
    const commit = verify(ref);
    if (!commit) throw new DiffError(`the base "${ref}" is not a commit of this repository`);
    return { commit, description: ref };
  }
  const head = verify('HEAD');
  if (!head) throw new DiffError('HEAD is not a commit: nothing to compare with');
  const main = ['main', 'origin/main'].find((name) => verify(name));
  if (!main)
    throw new DiffError(
      'no main or origin/main branch to find the merge base with: pass --base REF',
    );
  const mergeBase = git(['merge-base', 'HEAD', main], cwd);
  if (mergeBase !== head)
    return { commit: mergeBase, description: `merge base of HEAD with ${main}` };
  const parent = verify('HEAD^1');
  if (!parent)
    throw new DiffError(
      'HEAD is main and has no parent commit (a shallow clone?): fetch more history (git fetch --deepen=1) or pass --base REF',
    );
  return { commit: parent, description: `HEAD^1 (HEAD is ${main}: the change that landed last)` };
}

/** The bundled contract of `openapi/` at a commit. */
export function contractAt(commit: string, cwd: string): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'contract-base-'));
  try {
    try {
      execFileSync('sh', ['-c', `git archive "${commit}" openapi | tar -x -C "${dir}"`], {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      throw new DiffError(
        `openapi/ does not exist at ${commit.slice(0, 12)}: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`,
      );
    }
    return withEvents(
      bundle(join(dir, 'openapi', 'openapi.yaml'), `the base (${commit.slice(0, 12)})`),
      join(dir, 'openapi', 'asyncapi.yaml'),
      `the base (${commit.slice(0, 12)})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function workingContract(cwd: string): Record<string, unknown> {
  return withEvents(
    bundle(join(cwd, 'openapi', 'openapi.yaml'), 'the working tree'),
    join(cwd, 'openapi', 'asyncapi.yaml'),
    'the working tree',
  );
}

/** Where the broadcast events are compared: `/__events/{name}` pseudo-paths (see changes.ts). */
export const EVENT_PREFIX = '/__events/';

/**
 * The broadcast events (asyncapi.yaml, whose payloads are this document's component schemas) as
 * pseudo-operations answering their payload: a server-to-client payload is compared by the same
 * rules as a response body (a removed field breaks listeners, an added one does not).
 */
export function withEvents(
  document: Record<string, unknown>,
  asyncapiPath: string,
  label: string,
): Record<string, unknown> {
  if (!existsSync(asyncapiPath)) return document;
  let events;
  try {
    events = readEvents(asyncapiPath);
  } catch (error) {
    throw new DiffError(
      `openapi/asyncapi.yaml in ${label} does not parse`,
      (error as Error).message,
    );
  }
  const paths = { ...(document.paths as Record<string, unknown>) };
  for (const event of events) {
    if (!event.schemaName) continue;
    paths[`${EVENT_PREFIX}${event.name}`] = {
      get: {
        operationId: `event ${event.name}`,
        responses: {
          '200': {
            description: event.channel,
            content: {
              'application/json': { schema: { $ref: `#/components/schemas/${event.schemaName}` } },
            },
          },
        },
      },
    };
  }
  return { ...document, paths };
}

function bundle(root: string, label: string): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'contract-bundle-'));
  const out = join(dir, 'openapi.json');
  try {
    try {
      execFileSync(REDOCLY, ['bundle', root, '--ext', 'json', '-o', out], {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const stderr = String((error as { stderr?: Buffer }).stderr ?? '')
        .trim()
        .split('\n')
        .slice(-6)
        .join('\n');
      throw new DiffError(`the contract in ${label} does not parse`, stderr);
    }
    let document: Record<string, unknown>;
    try {
      document = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
    } catch {
      throw new DiffError(`the contract in ${label} did not bundle into JSON`);
    }
    if (
      typeof document.openapi !== 'string' ||
      !document.paths ||
      !(document.info as { version?: unknown } | undefined)?.version
    )
      throw new DiffError(
        `the contract in ${label} is not an OpenAPI document with info.version and paths`,
      );
    return document;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
