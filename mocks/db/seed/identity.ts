/**
 * The identity seed: the accounts of the README (all with the password `password`), further users
 * for the councils' member lists, the dictionaries, tools and tool connections, help pages and a
 * little support history. Users' agent lists depend on the agents, councils and orders seeded
 * after this, so they come from `seedUserAgents`, which runs last.
 */
import type { Db } from '../index';
import type { Rng } from '../rng';
import { EXTRA_USER_COUNT, FIRST_EXTRA_USER_ID, PASSWORD, USERS } from '../seed-ids';
import { hashPassword } from '../passwords';
import { profileAgentEntries, setPinned } from '../user-agents';
import { HELP_PAGES, type HelpPageSeed } from './help-pages';
import {
  CATEGORY_ROWS,
  MODEL_ROWS,
  POSITION_NAMES,
  ROLE_ROWS,
  TOOL_ROWS,
} from './identity-dictionaries';

const DAY = 86_400_000;
const at = (now: Date, daysAgo: number, hour = 9) =>
  new Date(Math.floor(now.getTime() / DAY) * DAY - daysAgo * DAY + hour * 3_600_000).toISOString();

interface Account {
  id: number;
  name: string;
  email: string;
  verified?: boolean;
  partner?: boolean;
  company?: string;
  onboarded?: boolean;
  position?: number | null;
  currentCouncil?: number | null;
}

/** The README's accounts. `current_council_id` is only a preference: the profile falls back to the first council. */
const ACCOUNTS: Account[] = [
  { id: USERS.demo, name: 'Demo Admin', email: 'demo@example.com', position: 7, currentCouncil: 1 },
  { id: USERS.member, name: 'Mia Member', email: 'member@example.com', position: 2 },
  {
    id: USERS.partner,
    name: 'Paul Partner',
    email: 'partner@example.com',
    partner: true,
    company: 'Partner Lab Consulting',
    position: 7,
  },
  { id: USERS.noCouncil, name: 'Nora Nocouncil', email: 'nocouncil@example.com', position: null },
  { id: USERS.manager, name: 'Max Manager', email: 'manager@example.com', position: 8 },
  {
    id: USERS.unverified,
    name: 'Uma Unverified',
    email: 'unverified@example.com',
    verified: false,
    onboarded: false,
    position: null,
  },
];

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Amelia',
  'Noah',
  'Isla',
  'Oliver',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Grace',
  'Mateo',
];
const LAST_NAMES = [
  'Hughes',
  'Patel',
  'Okafor',
  'Nowak',
  'Fischer',
  'Rossi',
  'Jensen',
  'Moreau',
  'Silva',
  'Kowalski',
  'Byrne',
  'Lindqvist',
];

export async function seedIdentity(db: Db, rng: Rng, now: Date): Promise<void> {
  for (const row of CATEGORY_ROWS) await db.categories.create(row);
  for (const row of MODEL_ROWS) await db.models.create(row);
  for (const row of ROLE_ROWS) await db.roles.create(row);
  for (const [index, name] of POSITION_NAMES.entries())
    await db.positions.create({ id: index + 1, name });
  for (const row of TOOL_ROWS) await db.tools.create({ ...row, icon_url: null });

  const passwordHash = hashPassword(PASSWORD);
  for (const [index, account] of ACCOUNTS.entries()) {
    const created = at(now, 400 - index * 30);
    await db.users.create({
      id: account.id,
      name: account.name,
      email: account.email,
      email_verified_at: account.verified === false ? null : at(now, 399 - index * 30),
      avatar_url: null,
      position_id: account.position ?? null,
      locale: 'en',
      is_partner: account.partner ?? false,
      onboarding_completed: account.onboarded ?? true,
      current_council_id: account.currentCouncil ?? null,
      created_at: created,
      updated_at: at(now, 10 + index),
      password_hash: passwordHash,
      company: account.company ?? null,
      microsoft_email: null,
      microsoft_account: null,
    });
  }
  for (let i = 0; i < EXTRA_USER_COUNT; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(i * 5 + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length]!;
    const created = at(now, rng.int(20, 360), rng.int(8, 17));
    await db.users.create({
      id: FIRST_EXTRA_USER_ID + i,
      name: `${first} ${last}`,
      email: `${first}.${last}`.toLowerCase() + '@example.com',
      email_verified_at: created,
      avatar_url: null,
      position_id: rng.chance(0.8) ? rng.int(1, POSITION_NAMES.length) : null,
      locale: rng.chance(0.2) ? 'de' : 'en',
      is_partner: false,
      onboarding_completed: true,
      current_council_id: null,
      created_at: created,
      updated_at: created,
      password_hash: passwordHash,
      company: null,
      microsoft_email: null,
      microsoft_account: null,
    });
  }

  // Demo's calendar is connected; its Slack token has expired (a call refreshes it). Member's Google
  // Drive grant was revoked at the provider: Drive still shows connected until a call finds out.
  const connections = [
    { user_id: USERS.demo, tool_id: 1, days: 30, expiresInDays: 30, revoked: false },
    { user_id: USERS.demo, tool_id: 3, days: 60, expiresInDays: -2, revoked: false },
    { user_id: USERS.member, tool_id: 2, days: 90, expiresInDays: 10, revoked: true },
    { user_id: USERS.manager, tool_id: 5, days: 12, expiresInDays: 50, revoked: false },
  ];
  for (const [index, c] of connections.entries()) {
    await db.toolConnections.create({
      user_id: c.user_id,
      tool_id: c.tool_id,
      connected_at: at(now, c.days, 14),
      expires_at: at(now, -c.expiresInDays, 14),
      access_token: `seed-access-${index + 1}`,
      refresh_token: `seed-refresh-${index + 1}`,
      revoked: c.revoked,
      revoked_at: null,
    });
  }

  await seedHelpPages(db, now, HELP_PAGES, null, '');

  await db.feedback.create({
    user_id: USERS.member,
    subject: 'App store filters',
    message: 'The agent list should remember my last category filter.',
    rating: 4,
    page_url: 'https://app.example.com/App_store',
    created_at: at(now, 12, 15),
  });
  await db.feedback.create({
    user_id: USERS.demo,
    subject: null,
    message: 'Thanks, the new folders are great.',
    rating: 5,
    page_url: null,
    created_at: at(now, 3, 11),
  });
  await db.registrationRequests.create({
    name: 'Grace Hopper',
    email: 'grace@contoso.example',
    company: 'Contoso Ltd',
    message: 'We would like a council for our 40-person legal team.',
    created_at: at(now, 2, 16),
  });
}

async function seedHelpPages(
  db: Db,
  now: Date,
  pages: HelpPageSeed[],
  parentId: number | null,
  parentPath: string,
) {
  for (const [position, page] of pages.entries()) {
    const path = parentPath ? `${parentPath}/${page.slug}` : page.slug;
    const row = await db.helpPages.create({
      slug: page.slug,
      path,
      title: page.title,
      body: page.body,
      parent_id: parentId,
      position,
      updated_at: at(now, page.updatedDaysAgo, 11),
      is_published: page.published ?? true,
    });
    if (page.children) await seedHelpPages(db, now, page.children, row.id, path);
  }
}

/**
 * Users' own agent lists, built from what the other areas seeded: agents each user bought
 * (completed personal agent orders) and a few free published agents added from the app store.
 * Council-provided agents need no rows (they are derived); pins do: demo gets four pinned agents,
 * member one. Runs after the councils seed and the chat area's agents, before its threads.
 */
export async function seedUserAgents(db: Db, rng: Rng, now: Date): Promise<void> {
  const free = db.agents
    .where((a) => a.status === 'published' && a.pricing === 'free' && a.deleted_at === null)
    .sort((a, b) => a.id - b.id);

  for (const user of db.users.all().sort((a, b) => a.id - b.id)) {
    const own = new Map<number, { source: 'free' | 'purchased'; added_at: string }>();
    for (const order of db.orders.by('user_id', user.id)) {
      if (
        order.type === 'agent' &&
        order.council_id === null &&
        order.status === 'completed' &&
        db.agents.get(order.item_id)
      ) {
        own.set(order.item_id, { source: 'purchased', added_at: order.created_at });
      }
    }
    const wanted =
      user.id === USERS.demo
        ? 6
        : user.id === USERS.noCouncil || user.id === USERS.unverified
          ? 2
          : rng.int(0, 3);
    for (let added = 0, tries = 0; added < wanted && tries < 30 && free.length > 0; tries++) {
      const agent = rng.pick(free);
      if (own.has(agent.id)) continue;
      own.set(agent.id, { source: 'free', added_at: at(now, rng.int(1, 90), rng.int(8, 17)) });
      added++;
    }
    for (const [agentId, entry] of [...own.entries()].sort((a, b) => a[0] - b[0])) {
      await db.userAgents.create({
        user_id: user.id,
        agent_id: agentId,
        ...entry,
        is_pinned: false,
        pinned_at: null,
      });
    }

    const pins = user.id === USERS.demo ? 4 : user.id === USERS.member ? 1 : 0;
    const candidates = profileAgentEntries(db, user.id).sort((a, b) => a.agent_id - b.agent_id);
    for (const [index, entry] of candidates.slice(0, pins).entries()) {
      await setPinned(db, user.id, entry, true, at(now, index + 1, 10 + index));
    }
  }
}
