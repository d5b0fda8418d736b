/**
 * Which operations the tests exercised, and with which statuses: every mocked response in vitest
 * is appended to a ledger file (one per worker) when MOCK_OPERATION_LEDGER names a folder, and
 * scripts/operation-coverage.ts fails the run when an operation lacks a success or an error.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { matchOperation } from '@/lib/http/operation-match';

let file: string | null | undefined;

export function recordOperation(request: Request, status: number): void {
  if (file === undefined) {
    const dir = typeof process !== 'undefined' ? process.env.MOCK_OPERATION_LEDGER : undefined;
    file = dir ? join(dir, `ledger-${process.pid}-${threadId}.txt`) : null;
    if (file) mkdirSync(dir!, { recursive: true });
  }
  if (!file) return;
  const operation = matchOperation(request.method, new URL(request.url).pathname);
  if (operation) appendFileSync(file, `${operation.operationId} ${status}\n`);
}
