/**
 * The seeded accounts a newcomer can sign in with, as the sign-in page of dev and demo builds
 * offers them (src/features/auth/dev/SeededAccounts.tsx reads them from `window.__councilMock`).
 */
import { PASSWORD, USERS } from '../db/seed-ids';
import type { MockState } from '../laravel/mock-state';

export interface SeededAccount {
  email: string;
  name: string;
  password: string;
  /** What signing in as this account shows. */
  shows: string;
}

const FEATURED: Array<[id: number, shows: string]> = [
  [USERS.demo, 'Administrator of two councils, with agents, threads and folders: start here'],
  [USERS.member, 'A plain member of Northwind'],
  [USERS.manager, 'A manager of Northwind'],
  [USERS.partner, 'A partner with a council of their own'],
  [USERS.noCouncil, 'Belongs to no council, with a pending invitation'],
  [USERS.unverified, 'Email not verified yet, onboarding not finished'],
];

export function seededAccounts(state: MockState): SeededAccount[] {
  return FEATURED.flatMap(([id, shows]) => {
    const user = state.db.users.get(id);
    return user ? [{ email: user.email, name: user.name, password: PASSWORD, shows }] : [];
  });
}
