/**
 * The councils seed: five councils with members in every role, pending invitations and join
 * requests, subscription plans with their licences, orders, file libraries, the agents each
 * council has (agents are seeded after this by the chat area, so only their ids are stored here;
 * names and prices come from the same list the chat seed uses) and Northwind's SharePoint. The
 * data itself is in councils-data.ts.
 */
import type { Db } from '../index';
import type { Rng } from '../rng';
import { COUNCILS, JOIN_CODES, PLANS, SHAREPOINT_DRIVES, USERS } from '../seed-ids';
import { createInviteeUser } from '../invitees';
import { findUserByEmail } from '../users';
import { mimeOf } from '../mime-types';
import { SEED_AGENTS } from './chat-agents';
import { NORTHWIND_SHAREPOINT, writeSharepointDrives } from './councils-sharepoint';
import {
  AGENT_FILES,
  COUNCIL_AGENTS,
  COUNCIL_ROWS,
  CURRENCY,
  DAY,
  DISABLED,
  INSTRUCTIONS,
  JOIN_REQUESTS,
  MEMBERS,
  NORTHWIND_FILES,
  PARTNER_FILES,
  PLAN_ROWS,
  RIVERSIDE_FILES,
  SEED_INVITATIONS,
  extra,
  type CouncilKey,
} from './councils-data';

export async function seedCouncils(db: Db, rng: Rng, now: Date): Promise<void> {
  const ago = (days: number, hour = 9) =>
    new Date(Math.floor(now.getTime() / DAY) * DAY - days * DAY + hour * 3_600_000).toISOString();
  const user = (id: number) => db.users.get(id);

  for (const plan of PLAN_ROWS) await db.subscriptions.create({ ...plan, currency: CURRENCY });

  const plans: Partial<Record<CouncilKey, number>> = {
    northwind: PLANS.team,
    riverside: PLANS.starter,
    partnerLab: PLANS.council,
  };
  for (const row of COUNCIL_ROWS) {
    await db.councils.create({
      id: COUNCILS[row.key],
      name: row.name,
      slug: row.slug,
      description: row.description,
      logo_url: null,
      join_code: row.key === 'northwind' || row.key === 'harbor' ? JOIN_CODES[row.key] : null,
      subscription_id: plans[row.key] ?? null,
      created_at: ago(row.ageDays),
      updated_at: ago(Math.min(row.ageDays, 12)),
    });
  }

  for (const row of COUNCIL_ROWS) {
    for (const [index, [userId, role]] of MEMBERS[row.key].entries()) {
      if (!user(userId)) continue;
      await db.memberships.create({
        council_id: COUNCILS[row.key],
        user_id: userId,
        role,
        status: 'active',
        joined_at: ago(row.ageDays - index * 3, 10),
        position_id: user(userId)!.position_id,
        licence_id: null,
      });
    }
  }

  await seedInvitations(db, now, ago);
  for (const request of JOIN_REQUESTS) {
    if (!user(request.user)) continue;
    await db.joinRequests.create({
      council_id: COUNCILS[request.council],
      user_id: request.user,
      message: request.message,
      status: request.status,
      decided_at: request.status === 'pending' ? null : ago(request.daysAgo - 1, 14),
      created_at: ago(request.daysAgo, 11),
    });
  }

  await seedLicences(db, now, ago);
  await seedOrders(db, ago);
  await seedCouncilAgents(db, rng, ago);
  await seedFiles(db, rng, ago);

  const northwind = COUNCILS.northwind;
  const demo = user(USERS.demo);
  await db.sharepointConnections.create({
    council_id: northwind,
    connected: true,
    account_name: demo?.name ?? 'Demo Admin',
    account_email: 'it@northwind.onmicrosoft.com',
    connected_at: ago(60, 12),
  });
  await writeSharepointDrives(db, northwind, NORTHWIND_SHAREPOINT, (index) =>
    ago(2 + ((index * 7) % 120), 8 + (index % 9)),
  );
}

type Ago = (days: number, hour?: number) => string;

async function seedInvitations(db: Db, now: Date, ago: Ago) {
  for (const seed of SEED_INVITATIONS) {
    const existing = findUserByEmail(db, seed.email);
    const invitee = existing ?? (await createInviteeUser(db, seed.email, ago(seed.daysAgo, 10)));
    const createdAt = ago(seed.daysAgo, 10);
    const expiresAt = new Date(Date.parse(createdAt) + 7 * DAY).toISOString();
    await db.invitations.create({
      council_id: seed.council,
      user_id: invitee.id,
      invited_by_id: seed.invitedBy,
      email: seed.email,
      role: seed.role,
      position_id: seed.position,
      status: seed.status,
      token: seed.token,
      expires_at: expiresAt,
      created_at: createdAt,
    });
    // Invitees are listed among the council's users while their invitation is pending.
    if (seed.status === 'pending' && Date.parse(expiresAt) > now.getTime()) {
      await db.memberships.create({
        council_id: seed.council,
        user_id: invitee.id,
        role: seed.role,
        status: 'invited',
        joined_at: null,
        position_id: seed.position,
        licence_id: null,
      });
    }
  }
}

async function seedLicences(db: Db, now: Date, ago: Ago) {
  const plan = (id: number) => db.subscriptions.get(id)!;
  const give = async (
    councilId: number,
    planId: number,
    seats: number,
    boughtDaysAgo: number,
    holders: number[],
    expired = false,
  ) => {
    const p = plan(planId);
    const days = p.interval === 'year' ? 365 : 30;
    // Paid periods renew: the current one ends within the next interval; an old plan's seats ended before today.
    const expiresAt = expired
      ? ago(boughtDaysAgo - days, 0)
      : new Date(now.getTime() + (days - (boughtDaysAgo % days) || days) * DAY).toISOString();
    for (let seat = 1; seat <= seats; seat++) {
      const holder = expired ? undefined : holders[seat - 1];
      const membership =
        holder === undefined
          ? undefined
          : db.memberships.by('user_id', holder).find((m) => m.council_id === councilId);
      const licence = await db.licences.create({
        council_id: councilId,
        subscription_id: planId,
        name: `${p.name} seat ${seat}`,
        user_id: membership ? holder! : null,
        status: expired ? 'expired' : membership ? 'active' : 'unassigned',
        expires_at: expiresAt,
        created_at: ago(boughtDaysAgo, 10),
      });
      if (membership) db.memberships.update(membership.id, { licence_id: licence.id });
    }
  };
  await give(COUNCILS.northwind, PLANS.starter, 3, 400, [], true);
  await give(COUNCILS.northwind, PLANS.team, 10, 120, [
    USERS.demo,
    USERS.manager,
    USERS.member,
    extra(0),
    extra(1),
    extra(2),
  ]);
  await give(COUNCILS.riverside, PLANS.starter, 3, 290, [extra(10), USERS.demo]);
  await give(COUNCILS.partnerLab, PLANS.council, 25, 190, [USERS.partner, extra(17), extra(18)]);
}

/** How a seeded order stands; its `status` and payment fields follow (see `Order` in the contract). */
type SeedPayment = 'awaiting' | 'paid' | 'invoiced' | 'failed' | 'refunded';

/** The stored order fields of a seeded payment state, placed `daysAgo` (paid an hour later; invoices due in 30 days). */
function paymentFields(id: number, payment: SeedPayment, placedAt: string) {
  const placed = new Date(placedAt);
  const issued = payment === 'paid' || payment === 'invoiced' || payment === 'refunded';
  return {
    status: (
      {
        awaiting: 'pending',
        paid: 'completed',
        invoiced: 'completed',
        failed: 'failed',
        refunded: 'refunded',
      } as const
    )[payment],
    payment_status: payment === 'awaiting' ? ('awaiting_payment' as const) : payment,
    payment_method:
      payment === 'awaiting'
        ? null
        : payment === 'invoiced'
          ? ('invoice' as const)
          : ('card' as const),
    invoice_number: issued ? `INV-${placed.getUTCFullYear()}-${String(id).padStart(6, '0')}` : null,
    due_at: payment === 'invoiced' ? new Date(placed.getTime() + 30 * DAY).toISOString() : null,
    paid_at:
      payment === 'paid' || payment === 'refunded'
        ? new Date(placed.getTime() + 3_600_000).toISOString()
        : null,
  };
}

async function seedOrders(db: Db, ago: Ago) {
  const plan = (id: number) => db.subscriptions.get(id)!;
  // Orders are numbered in seed order: the next id is what the fields above print.
  const nextId = () => db.orders.all().reduce((max, o) => Math.max(max, o.id), 0) + 1;
  const subscription = (
    councilId: number,
    userId: number,
    planId: number,
    payment: SeedPayment,
    daysAgo: number,
  ) =>
    db.orders.create({
      council_id: councilId,
      user_id: userId,
      type: 'subscription',
      item_id: planId,
      item_name: plan(planId).name,
      amount: plan(planId).price,
      currency: CURRENCY,
      created_at: ago(daysAgo, 15),
      ...paymentFields(nextId(), payment, ago(daysAgo, 15)),
    });
  const agent = (
    councilId: number | null,
    userId: number,
    agentId: number,
    payment: SeedPayment,
    daysAgo: number,
  ) => {
    const seed = SEED_AGENTS[agentId - 1];
    if (!seed || seed.price === null)
      throw new Error(`councils seed: agent ${agentId} is not a paid agent`);
    return db.orders.create({
      council_id: councilId,
      user_id: userId,
      type: 'agent',
      item_id: agentId,
      item_name: seed.name,
      amount: seed.price,
      currency: CURRENCY,
      created_at: ago(daysAgo, 16),
      ...paymentFields(nextId(), payment, ago(daysAgo, 16)),
    });
  };

  await subscription(COUNCILS.northwind, USERS.demo, PLANS.starter, 'paid', 400);
  await agent(COUNCILS.northwind, USERS.demo, 3, 'paid', 380);
  await subscription(COUNCILS.northwind, USERS.demo, PLANS.team, 'paid', 120);
  await agent(COUNCILS.northwind, USERS.demo, 11, 'paid', 100);
  await agent(COUNCILS.northwind, extra(0), 18, 'failed', 60);
  // On invoice, not paid: overdue since the 30 days passed.
  await agent(COUNCILS.northwind, extra(0), 23, 'invoiced', 59);
  await agent(COUNCILS.northwind, USERS.demo, 35, 'awaiting', 2);
  await subscription(COUNCILS.northwind, USERS.demo, PLANS.council, 'awaiting', 1);
  await subscription(COUNCILS.riverside, extra(10), PLANS.starter, 'paid', 290);
  await agent(COUNCILS.riverside, extra(10), 27, 'paid', 280);
  await subscription(COUNCILS.partnerLab, USERS.partner, PLANS.team, 'refunded', 195);
  await subscription(COUNCILS.partnerLab, USERS.partner, PLANS.council, 'paid', 190);
  await agent(COUNCILS.partnerLab, USERS.partner, 18, 'paid', 150);
  // On invoice, due in 16 days.
  await agent(COUNCILS.partnerLab, USERS.partner, 7, 'invoiced', 14);
  // Agents bought for the buyer alone (their own agent list, `source: purchased`).
  await agent(null, USERS.demo, 7, 'paid', 45);
  await agent(null, USERS.demo, 15, 'awaiting', 3);
  await agent(null, USERS.member, 32, 'paid', 30);
  await agent(null, USERS.manager, 37, 'paid', 20);
}

async function seedCouncilAgents(db: Db, rng: Rng, ago: Ago) {
  for (const key of Object.keys(COUNCIL_AGENTS) as CouncilKey[]) {
    const councilId = COUNCILS[key];
    const members = db.memberships.by('council_id', councilId).filter((m) => m.status === 'active');
    for (const agentId of COUNCIL_AGENTS[key]) {
      const linked = key === 'northwind' && agentId === 1;
      await db.councilAgents.create({
        council_id: councilId,
        agent_id: agentId,
        is_enabled: !DISABLED.has(`${key}:${agentId}`),
        instructions: INSTRUCTIONS[`${key}:${agentId}`] ?? null,
        sharepoint_drive: linked ? SHAREPOINT_DRIVES.documents : null,
        sharepoint_path: linked ? '/Planning/Applications' : null,
        updated_at: ago(rng.int(3, 90), rng.int(8, 17)),
      });
      // Admins and managers use every agent; members a random share of them.
      for (const m of members) {
        if (m.role === 'member' && m.user_id !== USERS.member && !rng.chance(0.5)) continue;
        await db.councilAgentUsers.create({
          council_id: councilId,
          agent_id: agentId,
          user_id: m.user_id,
        });
      }
    }
  }
}

async function seedFiles(db: Db, rng: Rng, ago: Ago) {
  const libraries: [number, string[], number[]][] = [
    [COUNCILS.northwind, NORTHWIND_FILES, [USERS.demo, USERS.manager, extra(1)]],
    [COUNCILS.riverside, RIVERSIDE_FILES, [extra(10), extra(11)]],
    [COUNCILS.partnerLab, PARTNER_FILES, [USERS.partner]],
  ];
  for (const [councilId, names, uploaders] of libraries) {
    for (const [index, name] of names.entries()) {
      await db.councilFiles.create({
        council_id: councilId,
        name,
        size: rng.int(8, 4096) * 1024,
        mime_type: mimeOf(name),
        uploaded_by_id: uploaders[index % uploaders.length]!,
        created_at: ago(200 - index * 8, 8 + (index % 9)),
      });
    }
  }
  for (const [index, [key, agentId, name]] of AGENT_FILES.entries()) {
    await db.councilAgentFiles.create({
      council_id: COUNCILS[key],
      agent_id: agentId,
      name,
      size: rng.int(16, 2048) * 1024,
      mime_type: mimeOf(name),
      uploaded_by_id: key === 'northwind' ? USERS.manager : extra(11),
      created_at: ago(80 - index * 9, 11),
    });
  }
}
