/**
 * The contract diff's backend view (conformance/diff/backend.ts): what a backend written to the
 * base must now do, per operation. Each kind is named where it applies and a loosening is not work;
 * between the wave-4 base (9f9469a) and main it names every newly required field of a shared schema
 * on every operation that answers with it (an independent count over components, below); and
 * `--fail-on-backend` turns such a change into exit 1 for a team's CI.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backendChanges, type BackendChange } from '../diff/backend';
import { contractAt } from '../diff/sources';

type Schema = Record<string, unknown>;
type Doc = {
  paths: Record<string, Record<string, Schema>>;
  components: {
    schemas: Record<string, Schema & { required?: string[]; properties?: Record<string, Schema> }>;
  };
};
const base = JSON.parse(readFileSync('src/generated/openapi.json', 'utf8')) as Doc;

function changed(mutate: (doc: Doc) => void): BackendChange[] {
  const after = structuredClone(base);
  mutate(after);
  return backendChanges(base, after);
}
const linesOf = (changes: BackendChange[]) => changes.map((c) => `${c.operation}: ${c.text}`);

describe('the backend view of a contract change', () => {
  it('names a new required response field on every operation that answers with the schema', () => {
    const lines = linesOf(
      changed((doc) => {
        const folder = doc.components.schemas.Folder!;
        folder.properties!.colour = { type: 'string' };
        folder.required = [...(folder.required ?? []), 'colour'];
      }),
    );
    expect(lines).toContain(
      'GET /api/folders (listFolders): send the new required response field `data[].colour` (200)',
    );
    expect(lines).toContain(
      'POST /api/folders (createFolder): send the new required response field `data.colour` (201)',
    );
  });

  it('says nothing of a new optional response field, nor of a loosened rule', () => {
    expect(
      changed((doc) => {
        doc.components.schemas.Folder!.properties!.colour = { type: 'string' };
      }),
    ).toEqual([]);
  });

  it('names a new operation, a tightened or new request rule, a narrower role list and a new promise', () => {
    const changes = changed((doc) => {
      doc.paths['/api/folders/{folder}/archive'] = {
        post: { operationId: 'archiveFolder', responses: { '204': { description: 'Archived.' } } },
      };
      const create = doc.paths['/api/folders']!.post!;
      const body = doc.components.schemas.FolderCreateRequest!;
      body.properties!.name = { ...body.properties!.name, maxLength: 40 };
      body.properties!.colour = { type: 'string', enum: ['red', 'blue'] };
      body.required = [...(body.required ?? []), 'colour'];
      create['x-promises'] = [
        {
          kind: 'unique',
          field: 'name',
          within: 'caller',
          status: 422,
          id: 'createFolder/unique-name',
        },
      ];
      doc.paths['/api/councils/{council}/users']!.get!['x-council-roles'] = ['admin'];
    });
    const lines = linesOf(changes);
    expect(lines).toContain(
      'POST /api/folders/{folder}/archive (archiveFolder): build the new operation (route, validation, response)',
    );
    expect(lines).toContain(
      'POST /api/folders (createFolder): enforce on body field `name`: maxLength 100 → 40',
    );
    expect(lines).toContain(
      'POST /api/folders (createFolder): validate the new required body field `colour` (type string, one of red, blue)',
    );
    expect(lines).toContain(
      'POST /api/folders (createFolder): keep the new promise unique: field name, within caller, status 422 [createFolder/unique-name]',
    );
    expect(lines.join('\n')).toMatch(
      /listCouncilUsers\): allow only the council roles admin \(was admin, manager, member\)/,
    );
    expect(new Set(changes.map((c) => c.kind))).toEqual(
      new Set(['operation', 'request-rule', 'promise']),
    );
  });

  it('names a new event and a new required payload field of an event', () => {
    const before = { ...base, paths: { '/__events/message.created': eventOp('Message') } };
    const after = {
      ...base,
      paths: {
        '/__events/message.created': eventOp('Message'),
        '/__events/folder.archived': eventOp('Folder'),
      },
    };
    expect(linesOf(backendChanges(before, after))).toEqual([
      'event folder.archived: broadcast the new event on channel private-App.Models.User.{id}',
    ]);
  });
});

function eventOp(schema: string) {
  return {
    get: {
      operationId: 'event',
      responses: {
        '200': {
          description: 'private-App.Models.User.{id}',
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
        },
      },
    },
  };
}

/** Every `$ref`'d component a node reaches, following components into components. */
function reachable(node: unknown, doc: Doc, seen = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) reachable(item, doc, seen);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      const name =
        key === '$ref' && typeof value === 'string'
          ? /^#\/components\/schemas\/(.+)$/.exec(value)?.[1]
          : undefined;
      if (name && !seen.has(name)) {
        seen.add(name);
        reachable(doc.components.schemas[name], doc, seen);
      } else reachable(value, doc, seen);
    }
  return seen;
}

const verify = (ref: string) =>
  spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
    encoding: 'utf8',
  }).stdout.trim();
const WAVE_4 = verify('9f9469a');
const MAIN = verify('main') || verify('origin/main');

describe.skipIf(!WAVE_4 || !MAIN)('between the wave-4 base (9f9469a) and main', () => {
  it('lists every newly required field of a shared schema on every operation answering with it', () => {
    const before = contractAt(WAVE_4, process.cwd()) as Doc;
    const after = contractAt(MAIN, process.cwd()) as Doc;
    const lines = linesOf(backendChanges(before, after));

    // Independently: the components both sides have whose required list grew, and the operations
    // (present on both sides) whose success answers reach them.
    const grown = Object.entries(after.components.schemas).flatMap(([name, schema]) => {
      const old = before.components.schemas[name];
      return old
        ? (schema.required ?? [])
            .filter((field) => !(old.required ?? []).includes(field))
            .map((field) => ({ name, field }))
        : [];
    });
    expect(grown.map((g) => `${g.name}.${g.field}`)).toEqual(
      expect.arrayContaining(['AgentSummary.price_terms', 'Order.total', 'AiModel.provider_name']),
    );
    const missing: string[] = [];
    for (const [path, item] of Object.entries(after.paths))
      for (const [method, op] of Object.entries(item)) {
        if (!before.paths[path]?.[method] || !op.responses) continue;
        const success = Object.entries(op.responses as Record<string, unknown>).filter(([status]) =>
          status.startsWith('2'),
        );
        const reached = reachable(success, after);
        const label = path.startsWith('/__events/')
          ? `event ${path.slice(10)}`
          : `${method.toUpperCase()} ${path} (${String(op.operationId)})`;
        for (const { name, field } of grown)
          if (
            reached.has(name) &&
            !lines.some(
              (line) =>
                line.startsWith(`${label}: send the new required`) &&
                new RegExp(`[.\`]${field}\``).test(line),
            )
          )
            missing.push(`${label}: ${name}.${field}`);
      }
    expect(missing).toEqual([]);
    expect(lines).toContain(
      'GET /api/dictionaries/models (listModels): send the new required response field `data[].provider_name` (200)',
    );
    expect(lines).toContain(
      'GET /api/agents (listAgents): send the new required response field `data[].price_terms` (200)',
    );
    expect(lines).toContain(
      'GET /api/councils/{council}/orders (listCouncilOrders): send the new required response field `data[].total` (200)',
    );
  });
});

describe('npm run contract:diff -- --fail-on-backend', () => {
  function repository(): string {
    const dir = mkdtempSync(join(tmpdir(), 'contract-diff-backend-'));
    cpSync('openapi', join(dir, 'openapi'), { recursive: true });
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
        cwd: dir,
        stdio: 'ignore',
      });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'base');
    return dir;
  }
  const diff = (cwd: string, ...args: string[]) => {
    const result = spawnSync(
      join(process.cwd(), 'node_modules', '.bin', 'tsx'),
      [join(process.cwd(), 'conformance', 'diff', 'main.ts'), '--base', 'HEAD', ...args],
      {
        cwd,
        encoding: 'utf8',
      },
    );
    return {
      code: result.status,
      out: result.stdout,
      last: result.stdout.trim().split('\n').at(-1) ?? '',
    };
  };

  it('exits 1 on a change the backend must make, which the frontend view passes as non-breaking', () => {
    const dir = repository();
    const file = join(dir, 'openapi', 'components', 'schemas', 'AiModel.yaml');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('required: [id, name,');
    writeFileSync(
      file,
      text
        .replace('required: [id, name,', 'required: [id, family, name,')
        .replace(/^properties:\n/m, 'properties:\n  family:\n    type: string\n'),
    );
    const plain = diff(dir);
    expect(plain.code, plain.out).toBe(0);
    expect(plain.out).toContain(
      'GET /api/dictionaries/models (listModels)\n    - send the new required response field `data[].family` (200)',
    );
    const strict = diff(dir, '--fail-on-backend');
    expect(strict.code).toBe(1);
    expect(strict.last).toMatch(
      /^contract:diff FAILED \(--fail-on-backend\): \d+ change\(s\) the backend must make/,
    );
  });

  it('exits 0 with --fail-on-backend when nothing changed', () => {
    const result = diff(repository(), '--fail-on-backend');
    expect(result.code, result.out).toBe(0);
    expect(result.out).toContain('Backend: nothing new for a backend written to the base');
  });
});
