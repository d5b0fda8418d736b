/**
 * Ids the areas' seeds share, so that each area can refer to the others' records without
 * looking them up. The README's list of seeded accounts is this table.
 */
export const USERS = {
  demo: 1, // demo@example.com: admin of the Northwind council, pinned agents, threads
  member: 2, // member@example.com: plain member of Northwind
  partner: 3, // partner@example.com: partner, admin of the Partner Lab council
  noCouncil: 4, // nocouncil@example.com: belongs to no council
  manager: 5, // manager@example.com: manager of Northwind
  unverified: 6, // unverified@example.com: email not verified yet
} as const;

/** Further seeded users get ids from here on (members of the councils below). */
export const FIRST_EXTRA_USER_ID = 10;

export const COUNCILS = {
  northwind: 1, // demo is admin, member is member, manager is manager
  riverside: 2, // demo is member
  partnerLab: 3, // partner is admin
  harbor: 4, // demo is not a member: join requests and search
  empty: 5, // a council with no agents and one admin
} as const;

export const PASSWORD = 'password';
export const SEED_NOW = '2026-11-01T09:00:00.000Z';

/** The thread with 10,000 messages (for performance work), owned by demo. */
export const LONG_THREAD_ID = 1;
export const LONG_THREAD_MESSAGES = 10_000;
