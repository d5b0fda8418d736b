/**
 * The mock's coverage check (`npm run test:unit` runs it after vitest): every operation of the
 * contract must have a handler, and the tests must have called it at least once successfully and
 * at least once with an error status. `--reset` empties the ledger before a run.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { operations } from '../src/generated/operations.ts';
import { definedOperations } from '../mocks/handlers/index.ts';

const DIR = process.env.MOCK_OPERATION_LEDGER ?? '.cache/operation-ledger';

if (process.argv.includes('--reset')) {
  rmSync(DIR, { recursive: true, force: true });
  process.exit(0);
}

const seen = new Map<string, Set<number>>();
for (const name of existsSync(DIR) ? readdirSync(DIR) : []) {
  for (const line of readFileSync(join(DIR, name), 'utf8').split('\n')) {
    const [id, status] = line.split(' ');
    if (id && status) (seen.get(id) ?? seen.set(id, new Set()).get(id)!).add(Number(status));
  }
}

const handled = new Set(definedOperations.map((op) => op.operationId as string));
const problems: string[] = [];
for (const op of operations) {
  const statuses = seen.get(op.operationId) ?? new Set<number>();
  const missing = [
    !handled.has(op.operationId) && 'no handler',
    !statuses.has(op.successStatus) && `no test got its ${op.successStatus}`,
    ![...statuses].some((s) => s >= 400) && 'no test got an error',
  ].filter(Boolean);
  if (missing.length > 0)
    problems.push(`${op.operationId} (${op.method} ${op.path}): ${missing.join(', ')}`);
}

if (problems.length > 0) {
  console.error(
    `Operation coverage: ${problems.length} of ${operations.length} operations are not covered:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `Operation coverage: all ${operations.length} operations have a handler, a tested success and a tested error.`,
);
