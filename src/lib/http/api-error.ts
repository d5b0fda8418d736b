/** Laravel's 422 field errors: field name (dot notation) to messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * What every failed API call throws (docs/architecture.md#the-http-client-rules). `status` and `statusCode` are the
 * same number; both exist because callers of the original client read either.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusCode: number;
  /** The 422 `errors` object, empty for other failures. */
  readonly errors: FieldErrors;
  /** The parsed response body, when there was one. */
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusCode = status;
    this.body = body;
    this.errors = fieldErrorsOf(body);
  }
}

export const DEFAULT_ERROR_MESSAGE = 'Request failed';

/**
 * The message rule (docs/architecture.md#the-http-client-rules): the body's `message` if present, otherwise `[status] ` followed
 * by the body's `error` field, otherwise `Request failed`.
 */
export function errorMessageFrom(status: number, body: unknown): string {
  if (isRecord(body)) {
    if (typeof body.message === 'string' && body.message !== '') return body.message;
    if (typeof body.error === 'string' && body.error !== '') return `[${status}] ${body.error}`;
  }
  return DEFAULT_ERROR_MESSAGE;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function fieldErrorsOf(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (Array.isArray(messages))
      out[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
