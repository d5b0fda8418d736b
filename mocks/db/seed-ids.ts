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

// --- identity area (users, dictionaries, tools) ---

/** How many further users the identity seed creates, with ids FIRST_EXTRA_USER_ID.. (council members). */
export const EXTRA_USER_COUNT = 24;

/** The app store's categories (ids 1..8). */
export const CATEGORIES = {
  legal: 1,
  finance: 2,
  productivity: 3,
  marketing: 4,
  humanResources: 5,
  customerSupport: 6,
  engineering: 7,
  research: 8,
} as const;

/** The AI models an agent can use (`model_id`, ids 1..6). */
export const MODELS = {
  claudeSonnet: 1,
  claudeHaiku: 2,
  gpt4o: 3,
  gpt4oMini: 4,
  mistralLarge: 5,
  llama70b: 6,
} as const;

/** The external tools' slugs (an agent's `tools` lists these). */
export const TOOL_SLUGS = [
  'google-calendar',
  'google-drive',
  'microsoft-outlook',
  'microsoft-teams',
  'notion',
  'slack',
] as const;

/** Job positions (`position_id`, ids 1..8). */
export const POSITION_COUNT = 8;
// --- end identity area ---

// --- councils area (invitations, join codes, plans, SharePoint) ---
// Roles beyond the ones noted above: demo is also the only admin of Empty (demoting or removing
// them there answers 422, the last-admin rule); extra users fill every role of every council.

/** Join codes (`/auth/join/{code}`); Riverside, Partner Lab and Empty have joining by code switched off. */
export const JOIN_CODES = {
  northwind: 'K7P2QX9M',
  harbor: 'HB4R7T2W',
} as const;

/**
 * Seeded invitations, by the token of their emailed link (`/auth/Accept_invitation?token=...`).
 * `newAccount` invites an email with no account (accepting asks for a name and password);
 * `noCouncil` invites nocouncil@example.com (accepting needs that user signed in);
 * `expired` and `accepted` answer 422 on `token`.
 */
export const INVITATIONS = {
  newAccount: {
    token: 'inv-northwind-new-account-7f3b1c9e27a5d4c08b6e1a9d2c7f04e5',
    email: 'new.clerk@example.com',
    council: COUNCILS.northwind,
  },
  noCouncil: {
    token: 'inv-northwind-nocouncil-4c08b6e1a9d2c7f04e5b8a3d6c1e9f2b7',
    email: 'nocouncil@example.com',
    council: COUNCILS.northwind,
  },
  expired: {
    token: 'inv-harbor-expired-b8a3d6c1e9f2b7a4d0c5e8f1a3b6d9c2e',
    email: 'member@example.com',
    council: COUNCILS.harbor,
  },
  accepted: {
    token: 'inv-riverside-accepted-d0c5e8f1a3b6d9c2ef3b1c9e27a5d4c0',
    email: 'demo@example.com',
    council: COUNCILS.riverside,
  },
} as const;

/** Subscription plans (cheapest first). Northwind is on Team, Riverside on Starter, Partner Lab on Council. */
export const PLANS = { starter: 1, team: 2, council: 3, enterprise: 4 } as const;
/** The same four plans at the other interval (each plan is sold monthly and yearly; yearly costs ten months). */
export const OTHER_INTERVAL_PLANS = {
  starterYearly: 5,
  teamYearly: 6,
  councilMonthly: 7,
  enterpriseMonthly: 8,
} as const;

/** Northwind's SharePoint document libraries (Graph drive ids: `segment1` of the browse calls). */
export const SHAREPOINT_DRIVES = {
  documents: 'b!nW7x2F3m0Eq8yV1zR4tN5uJ6wH9pL2cD3eF4gH5iJ6kL7mN8oP9qR0sT',
  committeePapers: 'b!pZ7y1W3v5U7t9S1r3Q5p7O9n1M3l5K7j9I1h3G5f7E9d1C3b5A7z9Y1x',
} as const;
// --- end councils area ---
