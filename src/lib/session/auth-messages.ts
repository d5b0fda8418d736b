import { isApiError, type FieldErrors } from '@/lib/http/api-error';

/** The one response message that makes a sign-in successful (docs/app-rules.md#session). */
export const LOGIN_SUCCESS_MESSAGE = 'Login successful!';

/** Defaults of docs/app-rules.md#messages, used when the server gives no message. */
export const AUTH_DEFAULT_MESSAGES = {
  register: 'Registration failed',
  login: 'Invalid credentials',
  request: 'Request failed',
  updateProfile: 'Profile update failed',
  fetchAgents: 'Failed to fetch agents',
  updatePin: 'Failed to update pin state',
  removeAgent: 'Failed to remove agent',
  forgotPassword: 'Reset request failed',
  resetPassword: 'Password reset failed',
  verifyEmail: 'Verification failed',
} as const;

export type AuthAction = keyof typeof AUTH_DEFAULT_MESSAGES;

/** What every auth action resolves to: a success flag and a message, never a thrown error. */
export interface AuthResult<T = undefined> {
  success: boolean;
  message: string;
  /** Laravel's 422 field errors, for forms to show next to their fields. */
  errors?: FieldErrors;
  /** The HTTP status of a failed call (0 for a network failure). */
  status?: number;
  data?: T;
}

/** The server's own `message`, when the failed response had one. */
export function serverMessage(error: unknown): string | null {
  if (isApiError(error)) {
    const body = error.body;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const message = (body as Record<string, unknown>).message;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
    return null;
  }
  return null;
}

/** A failed AuthResult: the server's message or the action's default, plus any field errors. */
export function failure<T = undefined>(action: AuthAction, error?: unknown): AuthResult<T> {
  const result: AuthResult<T> = {
    success: false,
    message: serverMessage(error) ?? AUTH_DEFAULT_MESSAGES[action],
  };
  if (isApiError(error)) {
    result.status = error.status;
    if (Object.keys(error.errors).length > 0) result.errors = error.errors;
  }
  return result;
}
