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
  options: { now: Date; longThread?: LongThreadMode; pause?: () => Promise<void> },
): Promise<void> {
  const rng = createRng(SEED);
  const pause = options.pause ?? (() => Promise.resolve());
  const tables = Object.values(db);
  tables.forEach((table) => (table.seeding = true));
  try {
    await seedIdentity(db, rng, options.now);
    await pause();
    await seedCouncils(db, rng, options.now);
    await pause();
    await seedChat(db, rng, options.now);
    await pause();
    await seedUserAgents(db, rng, options.now);
    await pause();
    await seedChatThreads(db, rng, options.now, options.longThread);
  } finally {
    tables.forEach((table) => (table.seeding = false));
  }
}
