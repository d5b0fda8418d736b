/**
 * `contract:diff`: each breaking kind is caught in plain words, an addition passes, a major version
 * bump lets a breaking change through, and a base that does not parse is an error, never "no changes".
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareContracts } from '../diff/changes';
import { withEvents as addEvents } from '../diff/sources';

type Doc = {
  info: { version: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: {
    schemas: Record<
      string,
      { required?: string[]; properties: Record<string, { enum?: unknown[] }> }
    >;
  };
};
const base = JSON.parse(readFileSync('src/generated/openapi.json', 'utf8')) as Doc;

function changed(mutate: (doc: Doc) => void) {
  const after = structuredClone(base);
  mutate(after);
  return compareContracts(base, after);
}

const breakingLines = (changes: ReturnType<typeof compareContracts>) =>
  changes.filter((c) => c.breaking).map((c) => `${c.where}: ${c.text}`);

describe('contract changes', () => {
  it('lets a response schema be closed (additionalProperties: false): no client gets a key less', () => {
    const closed = changed((doc) => {
      (doc.components.schemas.Folder as Record<string, unknown>).additionalProperties = false;
    });
    expect(closed.filter((c) => c.where.startsWith('GET /api/folders')).length).toBeGreaterThan(0);
    expect(breakingLines(closed)).toEqual([]);
  });

  it('catches a removed response field', () => {
    const lines = breakingLines(
      changed((doc) => {
        delete doc.components.schemas.Folder!.properties.threads_count;
        doc.components.schemas.Folder!.required = doc.components.schemas.Folder!.required!.filter(
          (name) => name !== 'threads_count',
        );
      }),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^GET \/api\/folders: removed property `threads_count` from `data\[\]` in Response 200/,
        ),
      ]),
    );
  });

  it('catches a request field that became required', () => {
    const lines = breakingLines(
      changed((doc) => doc.components.schemas.ThreadCreateRequest!.required!.push('title')),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^POST \/api\/threads: added required status to `title` in Request Body/,
        ),
      ]),
    );
  });

  it('catches a narrowed enum', () => {
    const lines = breakingLines(
      changed(
        (doc) =>
          (doc.components.schemas.JoinRequestDecisionRequest!.properties.status!.enum = [
            'approved',
          ]),
      ),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^POST \/api\/councils\/\{council\}\/join-requests\/\{joinRequest\}: replaced possible values of `status`/,
        ),
      ]),
    );
  });

  it('catches a removed operation', () => {
    const lines = breakingLines(changed((doc) => delete doc.paths['/api/help-pages']));
    expect(lines).toContain('GET /api/help-pages: removed operation GET /api/help-pages');
  });

  it('catches a changed status', () => {
    const lines = breakingLines(
      changed((doc) => {
        const responses = doc.paths['/api/folders']!.post!.responses;
        responses['200'] = responses['201'];
        delete responses['201'];
      }),
    );
    expect(lines).toContain('POST /api/folders: removed Response 201');
  });

  it('catches a field removed from a broadcast event, and a removed event', () => {
    const withEvents = (doc: Doc) =>
      addEvents(structuredClone(doc) as never, 'openapi/asyncapi.yaml', 'test') as unknown as Doc;
    const after = withEvents(base);
    delete (after.components.schemas.MessageDeltaEvent!.properties as Record<string, unknown>)
      .index;
    after.components.schemas.MessageDeltaEvent!.required =
      after.components.schemas.MessageDeltaEvent!.required!.filter((name) => name !== 'index');
    delete after.paths['/__events/thread.updated'];
    const lines = breakingLines(compareContracts(withEvents(base), after));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^event message\.delta: removed property `index` in the payload/),
        'event thread.updated: removed event thread.updated',
      ]),
    );
  });

  it('lets an addition pass as non-breaking', () => {
    const changes = changed((doc) => {
      doc.components.schemas.FolderCreateRequest!.properties.color = { enum: ['red', 'blue'] };
      doc.paths['/api/folders/{folder}/archive'] = {
        post: { responses: { '204': { description: 'Archived.' } } },
      };
    });
    expect(changes.length).toBeGreaterThan(0);
    expect(breakingLines(changes)).toEqual([]);
  });
});

/** A throwaway git repository holding this project's openapi/ folder. */
function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  cpSync('openapi', join(dir, 'openapi'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'add', '-A');
  git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'base');
  return dir;
}

function diffCli(cwd: string, base: string) {
  const result = spawnSync(
    join(process.cwd(), 'node_modules', '.bin', 'tsx'),
    [join(process.cwd(), 'conformance', 'diff', 'main.ts'), '--base', base],
    { cwd, encoding: 'utf8' },
  );
  return {
    code: result.status,
    out: result.stdout,
    last: result.stdout.trim().split('\n').at(-1) ?? '',
  };
}

function edit(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, 'openapi', file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

describe('npm run contract:diff', () => {
  it('fails a breaking change unless the major version went up, and passes it after the bump', () => {
    const dir = repository();
    edit(dir, 'openapi.yaml', (text) => text.replace(/^ {2}\/api\/help-pages:\n.*\n/m, ''));
    const broken = diffCli(dir, 'HEAD');
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(
      'BREAKING    GET /api/help-pages: removed operation GET /api/help-pages',
    );
    expect(broken.last).toMatch(/^contract:diff FAILED: 1 breaking change\(s\)/);

    edit(dir, 'openapi.yaml', (text) =>
      text.replace(/^ {2}version: 1\.0\.0$/m, '  version: 2.0.0'),
    );
    const bumped = diffCli(dir, 'HEAD');
    expect(bumped.code).toBe(0);
    expect(bumped.last).toContain('announced by the major version 1.0.0 → 2.0.0');
  });

  it('is an error when the base does not parse', () => {
    const dir = repository();
    edit(dir, 'openapi.yaml', (text) => `${text}\n  : [unclosed\n`);
    execFileSync(
      'git',
      ['-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qam', 'broken'],
      { cwd: dir },
    );
    edit(dir, 'openapi.yaml', (text) => text.replace('\n  : [unclosed\n', ''));
    const result = diffCli(dir, 'HEAD');
    expect(result.code).toBe(2);
    expect(result.last).toMatch(
      /^contract:diff NOT RUN: the contract in the base \([0-9a-f]{12}\) does not parse$/,
    );
    expect(result.out).toContain('deficient indentation');
  });

  it('with --base auto compares a branch with its merge base, and main with the change that landed last', () => {
    const dir = repository();
    const commit = (message: string) =>
      execFileSync(
        'git',
        ['-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qam', message],
        { cwd: dir },
      );
    expect(diffCli(dir, 'auto').last).toContain('HEAD is main and has no parent commit');

    edit(dir, 'openapi.yaml', (text) => text.replace(/^ {2}\/api\/help-pages:\n.*\n/m, ''));
    commit('remove help pages');
    const onMain = diffCli(dir, 'auto');
    expect(onMain.out).toContain('at HEAD^1 (HEAD is main: the change that landed last)');
    expect(onMain.code).toBe(1);

    execFileSync('git', ['checkout', '-qb', 'feature'], { cwd: dir });
    edit(dir, 'openapi.yaml', (text) =>
      text.replace(/^ {2}version: 1\.0\.0$/m, '  version: 1.1.0'),
    );
    commit('minor version');
    const onBranch = diffCli(dir, 'auto');
    expect(onBranch.out).toContain('at merge base of HEAD with main');
    expect(onBranch.code).toBe(0);
  });
});
