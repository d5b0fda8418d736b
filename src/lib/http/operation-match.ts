import { operations, type OperationInfo } from '@/generated/operations';

const compiled = operations.map((op) => ({
  op: op as OperationInfo,
  pattern: new RegExp(
    '^' +
      op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)') +
      '/?$',
  ),
}));

/** The contract operation a method and URL path belong to (first, most specific match). */
export function matchOperation(method: string, pathname: string): OperationInfo | undefined {
  const upper = method.toUpperCase();
  return compiled.find(({ op, pattern }) => op.method === upper && pattern.test(pathname))?.op;
}
