/**
 * Where to go after a sign-in that leaves the app (Microsoft): the `redirect` of the sign-in page
 * is kept in this tab's sessionStorage across the round trip, and checked again when read.
 */
import { safeRedirectTarget } from '@/lib/session/auth-paths';

const KEY = 'council-chat:after-sign-in';

export function rememberAfterSignIn(target: string | null): void {
  try {
    const safe = safeRedirectTarget(target);
    if (safe) sessionStorage.setItem(KEY, safe);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the user lands on the home page instead.
  }
}

export function readAfterSignIn(): string | null {
  try {
    return safeRedirectTarget(sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function forgetAfterSignIn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
