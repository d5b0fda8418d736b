import { isApiError } from '@/lib/http/api-error';

/** What to tell the user about a failed call: the first field error of a 422, else the message. */
export function errorText(error: unknown, fallback = 'Something went wrong'): string {
  if (isApiError(error)) {
    const first = Object.values(error.errors)[0]?.[0];
    if (error.status === 422 && first) return first;
    if (error.status === 0) return 'No connection to the server';
    return error.message || fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
