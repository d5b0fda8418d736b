import { requestJoinCouncil, searchCouncils } from '@/generated/api/councils/councils';
import type { CouncilSummary } from '@/generated/model';
import { ApiError, isApiError } from '@/lib/http/api-error';

/**
 * Joins the council whose join code this is. `GET /api/councils/search?q=` answers the council
 * with that join code (plus any whose name contains the text), and the join call with a wrong
 * code answers 422 on `code`, so each candidate is tried until one accepts the code.
 */
export async function joinWithCode(
  code: string,
): Promise<{ council: CouncilSummary; message: string }> {
  const { data: candidates } = await searchCouncils({ q: code });
  if (candidates.length === 0) {
    throw new ApiError('The join code is invalid.', 422, {
      message: 'The join code is invalid.',
      errors: { code: ['The join code is invalid.'] },
    });
  }
  let lastError: unknown = null;
  for (const council of candidates) {
    try {
      const response = await requestJoinCouncil(council.id, { code });
      return {
        council,
        message: 'message' in response ? response.message : 'Your request was sent.',
      };
    } catch (error) {
      lastError = error;
      // A wrong code for this council: try the next candidate. Anything else is the answer.
      if (!(isApiError(error) && error.status === 422 && error.errors.code)) throw error;
    }
  }
  throw lastError;
}

export function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
