/**
 * One-time OAuth `state` values bound to the session that asked for them (Microsoft sign-in,
 * SharePoint consent, tool consent), valid 10 minutes. The councils area's SharePoint
 * confirmation consumes `sharepoint` states with `consumeOAuthState`.
 */
import type { MockState } from '../laravel/mock-state';
import { randomHex } from './secrets';

type Purpose = 'login' | 'register' | 'sharepoint' | 'tool';
const TTL_MS = 10 * 60_000;

export async function issueOAuthState(
  state: MockState,
  sessionId: string,
  purpose: Purpose,
  extra: { tool_id?: number; council_id?: number; user_id?: number } = {},
): Promise<string> {
  const value = randomHex(20);
  await state.db.oauthStates.create({
    state: value,
    session_id: sessionId,
    purpose,
    tool_id: extra.tool_id ?? null,
    council_id: extra.council_id ?? null,
    user_id: extra.user_id ?? null,
    expires_at: new Date(state.now().getTime() + TTL_MS).toISOString(),
  });
  return value;
}

/**
 * Takes a state out of circulation and returns it when it was issued to this session for one of
 * `purposes` and has not expired; null otherwise (an unknown, reused, foreign or stale state).
 */
export function consumeOAuthState(
  state: MockState,
  sessionId: string,
  value: string,
  purposes: readonly Purpose[],
) {
  const row = state.db.oauthStates.by('state', value)[0];
  if (!row) return null;
  state.db.oauthStates.delete(row.id);
  const valid =
    row.session_id === sessionId &&
    purposes.includes(row.purpose) &&
    row.expires_at > state.now().toISOString();
  return valid ? row : null;
}
