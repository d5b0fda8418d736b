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

/** The path parameters of `pathname` in the order the operation's template names them, or null when it is not that operation's path. */
export function pathParams(operationId: string, pathname: string): string[] | null {
  const match = compiled.find(({ op }) => op.operationId === operationId)?.pattern.exec(pathname);
  return match ? match.slice(1) : null;
}
