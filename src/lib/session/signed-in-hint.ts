/**
 * Whether this browser was signed in when the app last knew: a hint, never a session (the session
 * is the backend's cookie). At start it lets the first page fetch its data beside the profile
 * instead of after it (src/app/prefetch.ts), while a visitor who was not signed in sends nothing
 * that could only meet a 401.
 */
const KEY = 'council-chat:signed-in';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // No storage (a locked-down browser): the first page then waits for the profile, as without the hint.
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
