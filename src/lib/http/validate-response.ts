/**
 * Development and test guard: checks each response body against the zod schema generated for its
 * operation, so a mock or backend that drifts from the contract is caught where it happens.
 * Loaded lazily from the client only when `import.meta.env.DEV` is true: production builds
 * contain neither this module nor the schemas.
 */
import * as schemas from '@/generated/zod';
import { matchOperation } from './operation-match';

export class ContractViolationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractViolationError';
  }
}

const registry = schemas as unknown as Record<
  string,
  { safeParse?: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } }
>;

function pascal(operationId: string): string {
  return operationId.charAt(0).toUpperCase() + operationId.slice(1);
}

/** Returns a description of the violation, or null when the body is valid or has no schema. */
export function findContractViolation(
  method: string,
  url: string,
  status: number,
  body: unknown,
): string | null {
  const pathname = new URL(url, 'http://localhost').pathname;
  const op = matchOperation(method, pathname);
  if (!op) return `${method} ${pathname} is not an operation of the contract`;
  if (status !== op.successStatus || status === 204) return null;
  const schema = registry[`${pascal(op.operationId)}Response`];
  if (!schema?.safeParse) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  return `${op.operationId} (${method} ${pathname}) answered ${status} with a body that breaks the contract: ${JSON.stringify(result.error?.issues, null, 2)}`;
}

export function reportContractViolation(
  method: string,
  url: string,
  status: number,
  body: unknown,
): void {
  const violation = findContractViolation(method, url, status, body);
  if (!violation) return;
  if (import.meta.env.MODE === 'test') throw new ContractViolationError(violation);
  console.error(`[contract] ${violation}`);
}
