import type { Db } from './index';
import type { UserRow } from './tables/identity';

/** Emails compare case-insensitively, as MySQL's default collation makes Laravel's lookups. */
export function findUserByEmail(db: Db, email: string) {
  const wanted = email.toLowerCase();
  return db.users.find((user) => user.email.toLowerCase() === wanted);
}

type NewUser = Pick<UserRow, 'name' | 'email'> &
  Partial<Omit<UserRow, 'id' | 'created_at' | 'updated_at'>>;

/**
 * Creates a user the way the backend's registration does: unverified, not onboarded, in no
 * council, no password until one is given. Callers name only what differs (register, Microsoft
 * sign-in, invitees, the mock's empty-account scenario).
 */
export function createUser(db: Db, fields: NewUser, now: string): Promise<UserRow> {
  return db.users.create({
    email_verified_at: null,
    avatar_url: null,
    position_id: null,
    locale: 'en',
    is_partner: false,
    onboarding_completed: false,
    current_council_id: null,
    password_hash: null,
    company: null,
    microsoft_email: null,
    microsoft_account: null,
    ...fields,
    created_at: now,
    updated_at: now,
  });
}
