/**
 * What the runner reads from the contract: every operation's parameters as OpenAPI defines them
 * (the Path Item's merged with the operation's), which operations each check applies to, and the
 * count of operations the README and docs/ state.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadContract, mergeParameters, type OpenApiDocument } from '../contract/contract';
import { CATALOGUE, checkNamed } from '../checks/index';
import { Run } from '../engine/run-state';
import { SchemaValidator } from '../contract/validator';

const contract = loadContract();

describe('operation parameters', () => {
  it('hold every path placeholder of every operation, declared at the path or the operation', () => {
    const mismatched = contract.operations.flatMap((op) => {
      const placeholders = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = op.parameters
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      return JSON.stringify(placeholders) === JSON.stringify(declared)
        ? []
        : [`${op.operationId}: ${declared.join(',')} for ${op.path}`];
    });
    expect(mismatched).toEqual([]);
  });

  it("are the source files' path-level and operation-level parameters, the operation winning", () => {
    // Read from openapi/ itself, not the bundle the runner reads: the folder path file declares
    // {folder} at the path level only.
    const source = parseYaml(readFileSync('openapi/paths/folders/folder.yaml', 'utf8')) as {
      parameters?: unknown[];
      get?: { parameters?: unknown[] };
    };
    expect(source.parameters?.length).toBeGreaterThan(0);
    expect(source.get?.parameters ?? []).toEqual([]);
    const getFolder = contract.byId.get('getFolder')!;
    expect(getFolder.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:folder']);
    // Query parameters declared on the operation come along with the path's.
    const listJoinRequests = contract.byId.get('listJoinRequests')!;
    expect(listJoinRequests.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['path:council', 'query:status', 'query:page', 'query:per_page']),
    );

    const document = { components: { parameters: {} } } as unknown as OpenApiDocument;
    const merged = mergeParameters(
      document,
      [
        { name: 'folder', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'q', in: 'query', schema: { type: 'string' } },
      ],
      [{ name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 2 } }],
    );
    expect(merged).toEqual([
      { name: 'folder', in: 'path', required: true, schema: { type: 'integer' } },
      { name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 2 } },
    ]);
  });

  it('give the unknown-id check its operations: every operation with a path id', () => {
    const run = new Run(contract, new SchemaValidator(contract.document), options());
    const withIds = contract.operations.filter((op) => op.path.includes('{'));
    expect(withIds.length).toBeGreaterThan(50);
    expect(withIds.filter((op) => !checkNamed('unknown-id').appliesTo(op, run))).toEqual([]);
  });
});

describe('the checks', () => {
  it('each apply to at least one operation of the contract', () => {
    const run = new Run(contract, new SchemaValidator(contract.document), {
      ...options(),
      // The checks that depend on the run's options switched on: real time, a frontend on another origin.
      realtime: true,
      origin: 'http://localhost:5173',
    });
    const idle = CATALOGUE.filter(
      (check) => !contract.operations.some((op) => check.appliesTo(op, run)),
    ).map((check) => check.name);
    expect(idle).toEqual([]);
  });
});

describe('the README and docs/', () => {
  it("state the contract's number of operations, and no other", () => {
    const docs = [
      'README.md',
      ...readdirSync('docs')
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const total = contract.operations.length;
    const stated = [
      ...docs.matchAll(/(\d+) operations|every operation \((\d+)\)|(\d+)\/\d+ operations/g),
    ].map((m) => Number(m[1] ?? m[2] ?? m[3]));
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.filter((n) => n !== total)).toEqual([]);
  });
});

function options() {
  return {
    baseUrl: 'http://127.0.0.1:1',
    origin: 'http://127.0.0.1:1',
    user: 'a@example.com',
    password: 'x',
    secondUser: 'b@example.com',
    secondPassword: 'x',
    reportDir: '/tmp',
    readOnly: false,
    only: null,
    realtime: false,
    reverbKey: 'k',
    reverbUrl: null,
    budgetMs: null,
    timeoutMs: 1000,
    quiet: true,
    seed: 1,
    sensitiveKeys: ['password'],
  };
}
