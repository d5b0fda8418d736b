/**
 * The SharePoint consent round trip leaves the app (Microsoft sends the browser back to
 * /auth/Sharepoint_callback?code=..&state=..) but the confirming call needs the council id.
 * The page that starts the connection remembers it here; the callback page reads it back.
 */
const KEY = 'council-chat:sharepoint-council';

export function rememberSharepointCouncil(councilId: number): void {
  try {
    sessionStorage.setItem(KEY, String(councilId));
  } catch {
    // storage disabled: the callback falls back to the user's current council
  }
}

export function recallSharepointCouncil(): number | null {
  try {
    const value = Number(sessionStorage.getItem(KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function forgetSharepointCouncil(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
