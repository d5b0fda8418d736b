/**
 * Giving the browser a session's cookies. In the browser msw answers from the page, and it keeps
 * its own cookie jar (tough-cookie, persisted to localStorage) next to document.cookie, which wins
 * over document.cookie when both hold a cookie. Writing document.cookie alone would leave that
 * jar's stale session in charge. A mocked response with `Set-Cookie` updates both, so the control
 * side goes through one: `POST /__council-mock/session`.
 *
 * With `{ session: id }` it sets that session's cookies (scenarios). Without, it re-sets the
 * session in document.cookie (the jar every tab shares), so a tab adopts a login or logout done
 * in another tab, as a browser's shared cookie jar would make it.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { appendSessionCookies } from '../laravel/request-session';
import { SESSION_COOKIE, type Session } from '../laravel/session';
import type { MockState } from '../laravel/mock-state';

export const SESSION_CONTROL_PATH = '/__council-mock/session';

export function sessionCookieHandler(state: MockState, origin = ''): HttpHandler {
  return http.post(`${origin}${SESSION_CONTROL_PATH}`, async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { session?: unknown };
    const id = typeof body.session === 'string' ? body.session : documentCookie(SESSION_COOKIE);
    const session = state.sessions.get(id ?? undefined);
    if (!session) return HttpResponse.json({ message: 'No such session.' }, { status: 404 });
    // Set-Cookie must be in the init: a browser's Response drops it when appended afterwards,
    // and msw reads the cookies it forwards from the init.
    const headers = new Headers();
    appendSessionCookies(state, headers, session);
    return new HttpResponse(null, { status: 204, headers });
  });
}

/** Makes the browser (document.cookie and msw's jar) carry this session from now on. */
export async function useSession(session: Session | null, origin = ''): Promise<void> {
  const response = await fetch(`${origin}${SESSION_CONTROL_PATH}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(session ? { session: session.id } : {}),
  });
  if (!response.ok && response.status !== 404)
    throw new Error(`Setting the mock session failed: ${response.status}`);
}

function documentCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
