import type { Db } from '../../db';

/** Emails compare case-insensitively, as MySQL's default collation makes Laravel's lookups. */
export function findUserByEmail(db: Db, email: string) {
  const wanted = email.toLowerCase();
  return db.users.find((user) => user.email.toLowerCase() === wanted);
}
