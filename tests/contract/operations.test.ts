/**
 * The contract has exactly the product's 86 HTTP operations (../shared/operations.txt, with a
 * committed copy so the test also runs without ../shared), same methods and path shapes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import bundle from '@/generated/openapi.json';
import { operations } from '@/generated/operations';

const COPY = 'tests/contract/operations.txt';
const SHARED = '../shared/operations.txt';

const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const ADDED = 'tests/contract/operations-added.txt';

const operationLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [method, path] = line.trim().split(/\s+/);
      return `${method} ${shape(path!)}`;
    });
const listed = operationLines(COPY);
const added = operationLines(ADDED);

describe('the contract', () => {
  it('keeps its copy of the operation list in step with the product', () => {
    if (!existsSync(SHARED)) return;
    expect(readFileSync(COPY, 'utf8')).toBe(readFileSync(SHARED, 'utf8'));
  });

  it('describes every listed operation, the ones the frontend added, and no other', () => {
    const described = Object.entries((bundle as { paths: Record<string, object> }).paths).flatMap(
      ([path, item]) =>
        Object.keys(item)
          .filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
          .map((method) => `${method.toUpperCase()} ${shape(path)}`),
    );
    expect(listed).toHaveLength(86);
    expect([...described].sort()).toEqual([...listed, ...added].sort());
  });

  it('gives every operation a unique operationId in the generated table', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(86 + added.length);
  });

  it('requires the XSRF header on every unsafe method and a session on all but the public calls', () => {
    for (const op of operations) {
      if (op.method !== 'GET') expect(op.xsrf, op.operationId).toBe(true);
    }
    const publicOps = operations
      .filter((op) => !op.auth)
      .map((op) => op.operationId)
      .sort();
    expect(publicOps).toEqual(
      [
        'acceptInvitation',
        'forgotPassword',
        'getCsrfCookie',
        'getInvitationInfo',
        'getMicrosoftRedirect',
        'login',
        'microsoftCallback',
        'register',
        'requestRegistration',
        'resetPassword',
        'verifyEmail',
      ].sort(),
    );
  });
});
