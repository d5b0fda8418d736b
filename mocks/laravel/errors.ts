/**
 * Errors a handler throws to answer like Laravel; the operation wrapper turns them into responses.
 * Handlers never build error responses themselves.
 */
import { modelNotFoundMessage, type BoundResource } from './models';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: FieldErrors },
  ) {
    super(body.message);
  }
}

export const unauthenticated = () => new HttpError(401, { message: 'Unauthenticated.' });
export const forbidden = (message = 'This action is unauthorized.') =>
  new HttpError(403, { message });
/**
 * A record the route names is not there. Thrown without a message (`notFound()`), the operation
 * wrapper words it as route model binding does, for the model of the path parameter that names no
 * record (./models.ts); with a message, that message is the answer.
 */
export class RecordNotFound extends HttpError {}
export const notFound = (message?: string) =>
  message === undefined
    ? new RecordNotFound(404, { message: 'Not found.' })
    : new HttpError(404, { message });
/** Laravel's ModelNotFoundException for `resource` looked up by `value`, as a 404. */
export const modelNotFound = (resource: BoundResource, value: number | string) =>
  new HttpError(404, { message: modelNotFoundMessage(resource, value) });
export const csrfMismatch = () => new HttpError(419, { message: 'CSRF token mismatch.' });
export const tooManyRequests = () => new HttpError(429, { message: 'Too Many Attempts.' });
export const serverError = (message = 'Server Error') => new HttpError(500, { message });

/** Laravel's 422: `message` is the first error, plus "(and N more error[s])" when there are more. */
export function validationError(errors: FieldErrors): HttpError {
  const messages = Object.values(errors).flat();
  const extra = messages.length - 1;
  const message =
    (messages[0] ?? 'The given data was invalid.') +
    (extra > 0 ? ` (and ${extra} more error${extra === 1 ? '' : 's'})` : '');
  return new HttpError(422, { message, errors });
}

/** A single-field 422, the common case for business rules. */
export const invalid = (field: string, message: string) => validationError({ [field]: [message] });
