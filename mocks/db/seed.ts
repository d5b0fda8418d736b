import type { Db } from './index';
import { createRng } from './rng';
import { seedChat } from './seed/chat';
import { seedChatThreads, type LongThreadMode } from './seed/chat-threads';
import { seedCouncils } from './seed/councils';
import { seedIdentity, seedUserAgents } from './seed/identity';

export const SEED = 20261122;

/**
 * The deterministic seed: the same data on every start. Order matters: users and dictionaries,
 * then councils (members, licences, orders...), then agents, then users' agent lists (built from
 * the agents, orders and council assignments), then threads and messages with those agents.
 */
export async function seed(
  db: Db,
  options: { now: Date; longThread?: LongThreadMode },
): Promise<void> {
  const rng = createRng(SEED);
  const tables = Object.values(db);
  tables.forEach((table) => (table.seeding = true));
  try {
    await seedIdentity(db, rng, options.now);
    await seedCouncils(db, rng, options.now);
    await seedChat(db, rng, options.now);
    await seedUserAgents(db, rng, options.now);
    await seedChatThreads(db, rng, options.now, options.longThread);
  } finally {
    tables.forEach((table) => (table.seeding = false));
  }
}
