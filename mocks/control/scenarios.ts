/**
 * Scenarios: the situation the app starts in. `logged-out`, `as:<email | id | seed name>` (any
 * seeded user, e.g. `as:demo@example.com`, `as:member`, `as:7`) or `empty` (a new account with no
 * council, threads, folders or agents). In the browser: `?mock-scenario=as:member@example.com`, the
 * dev panel, or `window.__councilMock.scenario(name)`.
 *
 * Applying one creates a session (signed in or not); the caller then hands its cookies to the
 * browser (session-cookies.ts), as a login response would.
 */
import { USERS, PASSWORD } from '../db/seed-ids';
import type { UserRow } from '../db/tables/identity';
import { hashPassword } from '../db/passwords';
import { createUser } from '../db/users';
import type { Session } from '../laravel/session';
import type { MockState } from '../laravel/mock-state';

export const SCENARIO_PARAM = 'mock-scenario';

export type Scenario = { kind: 'logged-out' } | { kind: 'empty' } | { kind: 'as'; who: string };

export interface ScenarioChoice {
  name: string;
  label: string;
}

export class UnknownScenarioError extends Error {
  constructor(name: string, reason: string) {
    super(`Unknown mock scenario "${name}": ${reason}. Use logged-out, empty or as:<email|id>.`);
    this.name = 'UnknownScenarioError';
  }
}

export function parseScenario(name: string): Scenario {
  const trimmed = name.trim();
  if (trimmed === 'logged-out' || trimmed === 'guest') return { kind: 'logged-out' };
  if (trimmed === 'empty') return { kind: 'empty' };
  if (trimmed.startsWith('as:') && trimmed.length > 3) return { kind: 'as', who: trimmed.slice(3) };
  throw new UnknownScenarioError(name, 'not a scenario name');
}

/** The seeded user an `as:` scenario names: an email (any case), an id, or a key of USERS. */
export function findScenarioUser(state: MockState, who: string): UserRow | undefined {
  const users = state.db.users;
  if (/^\d+$/.test(who)) return users.get(Number(who));
  if (who in USERS) return users.get(USERS[who as keyof typeof USERS]);
  const email = who.toLowerCase();
  return users.find((user) => user.email.toLowerCase() === email);
}

/** A fresh account with nothing in it: verified, onboarded, in no council. Password: `password`. */
export async function createEmptyAccount(state: MockState): Promise<UserRow> {
  const now = state.now().toISOString();
  let n = 1;
  while (findScenarioUser(state, `empty-${n}@example.com`)) n++;
  return createUser(
    state.db,
    {
      name: `Empty Account ${n}`,
      email: `empty-${n}@example.com`,
      email_verified_at: now,
      onboarding_completed: true,
      password_hash: hashPassword(PASSWORD),
    },
    now,
  );
}

/**
 * Gives the browser's session (`current`, its cookie's id) to the scenario's user, or creates one
 * when it has none. Throws UnknownScenarioError for a name or user that does not exist.
 */
export async function applyScenario(
  state: MockState,
  name: string,
  current?: string | null,
): Promise<{ session: Session; user: UserRow | null }> {
  const scenario = parseScenario(name);
  let user: UserRow | null = null;
  if (scenario.kind === 'as') {
    user = findScenarioUser(state, scenario.who) ?? null;
    if (!user) throw new UnknownScenarioError(name, 'no such user');
  } else if (scenario.kind === 'empty') {
    user = await createEmptyAccount(state);
  }
  const session = state.sessions.get(current ?? undefined);
  if (!session) return { session: state.sessions.create(user?.id ?? null), user };
  state.sessions.assign(session, user?.id ?? null);
  return { session, user };
}

/** What the dev panel offers: the two special scenarios, then the named seed accounts, then everyone else. */
export function listScenarios(state: MockState): ScenarioChoice[] {
  const named = new Map<number, string>(Object.entries(USERS).map(([key, id]) => [id, key]));
  const users = state.db.users
    .all()
    .filter((user) => !/^empty-\d+@example\.com$/.test(user.email))
    .sort((a, b) => Number(!named.has(a.id)) - Number(!named.has(b.id)) || a.id - b.id);
  return [
    { name: 'logged-out', label: 'Logged out' },
    { name: 'empty', label: 'Empty account (new user, no data)' },
    ...users.map((user) => ({
      name: `as:${user.email}`,
      label: named.has(user.id) ? `${user.email} (${named.get(user.id)})` : user.email,
    })),
  ];
}
