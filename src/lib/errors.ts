import { describeRoles, type CouncilOperationId } from '@/lib/session/permissions';
import { isApiError } from '@/lib/http/api-error';

/** Whether a failure is the server's 403 (a role or membership the caller lacks). */
export const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

/** The message to show for a failed call: the server's own words, and for a 403 who may do it. */
export function errorText(error: unknown, operation?: CouncilOperationId): string {
  if (isForbidden(error)) {
    return operation
      ? `Only ${describeRoles(operation)} of this council can do this. Ask an administrator if you need it.`
      : 'You do not have permission to do this in this council.';
  }
  return error instanceof Error && error.message ? error.message : 'Request failed';
}
