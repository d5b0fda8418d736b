/**
 * Users that invitations create: inviting an email with no account stores a passwordless user,
 * so the invitee is listed among the council's users; accepting the invitation completes it.
 */
import type { Db } from './index';
import type { UserRow } from './tables/identity';
import { createUser } from './users';

/** A user record without a password; its name is the email's local part until the invitee picks one. */
export function createInviteeUser(db: Db, email: string, now: string): Promise<UserRow> {
  return createUser(db, { name: email.slice(0, email.indexOf('@')), email }, now);
}

/** An account the invitee can sign in with (what `user_exists` reports). */
export const hasPassword = (user: UserRow) => user.password_hash !== null;
