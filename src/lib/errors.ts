import { isApiError } from '@/lib/http/api-error';
import { describeRoles, type CouncilOperationId } from '@/lib/session/permissions';

/** Whether a failure is the server's 403 (a role or membership the caller lacks). */
export const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

/**
 * Which words a failure gets. Two rules, because the screens ask different things of them:
 * - `request` (the default): what the user can act on: a 422's first field error, "No connection"
 *   when the server could not be reached, else the server's message (chat, agents, payments).
 * - `council`: the council screens, where a 403 means a role the user lacks: it names who may do
 *   `operation` (the contract's `x-council-roles`), else the server's message. Giving `operation`
 *   chooses this rule.
 */
export interface ErrorTextOptions {
  rule?: 'request' | 'council';
  /** The council operation that failed: a 403 then names the roles that may call it. */
  operation?: CouncilOperationId;
  /** What to say when the failure carries no message of its own. */
  fallback?: string;
}

const FALLBACK = { request: 'Something went wrong', council: 'Request failed' } as const;

/**
 * The message to show for a failed call. The second argument is the options, or the fallback text
 * of the `request` rule.
 */
export function errorText(error: unknown, options: string | ErrorTextOptions = {}): string {
  const {
    rule = 'request',
    operation,
    fallback,
  } = typeof options === 'string' ? { fallback: options } : options;
  const council = rule === 'council' || operation !== undefined;
  const otherwise = fallback ?? FALLBACK[council ? 'council' : 'request'];
  if (council) {
    if (isForbidden(error)) {
      return operation
        ? `Only ${describeRoles(operation)} of this council can do this. Ask an administrator if you need it.`
        : 'You do not have permission to do this in this council.';
    }
  } else if (isApiError(error)) {
    const first = Object.values(error.errors)[0]?.[0];
    if (error.status === 422 && first) return first;
    if (error.status === 0) return 'No connection to the server';
    return error.message || otherwise;
  }
  return error instanceof Error && error.message ? error.message : otherwise;
}
