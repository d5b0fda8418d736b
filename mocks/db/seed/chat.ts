/**
 * The chat area's seed, in two steps around the identity seed's users' agent lists (which are
 * built from the agents): `seedChat` (here) creates the app store's 40 agents with their knowledge
 * files and the users' folders; `seedChatThreads` (chat-threads.ts) then creates threads, messages
 * and thread files with agents each user really has (their own list or a council's).
 */
import { mimeOf } from '../mime-types';
import type { Db } from '../index';
import type { Rng } from '../rng';
import { CATEGORIES, COUNCILS, FIRST_EXTRA_USER_ID, USERS } from '../seed-ids';
import type { AgentRow } from '../tables/chat';
import { SEED_AGENTS, type AuthorKey } from './chat-agents';

const DAY = 86_400_000;

export async function seedChat(db: Db, rng: Rng, now: Date): Promise<void> {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  await seedAgents(db, rng, at);
  await seedFolders(db, at);
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function seedAgents(db: Db, rng: Rng, at: (msAgo: number) => string): Promise<void> {
  const authorId = (key: AuthorKey): number => {
    if (key in USERS) return USERS[key as keyof typeof USERS];
    const extra = FIRST_EXTRA_USER_ID + Number(key.slice('extra'.length)) - 1;
    return db.users.get(extra) ? extra : USERS.partner;
  };
  const modelIds = db.models.all().map((m) => m.id);
  const knownTool = (slug: string) => db.tools.by('slug', slug).length > 0;

  let fileId = 1;
  for (const [index, seed] of SEED_AGENTS.entries()) {
    const id = index + 1;
    const createdAgo = (330 - index * 7) * DAY + rng.int(0, DAY);
    const publishedAgo = createdAgo - rng.int(1, 10) * DAY;
    const published = seed.status === 'published';
    const paid = seed.price !== null;
    const agent: AgentRow = await db.agents.create({
      id,
      name: seed.name,
      slug: slugify(seed.name),
      description: seed.description,
      avatar_url: null,
      category_id: seed.category === null ? null : CATEGORIES[seed.category],
      model_id: modelIds.length > 0 && rng.chance(0.7) ? rng.pick(modelIds) : null,
      instructions: rng.chance(0.85)
        ? `You are the ${seed.name} of a UK local council. ${seed.description} Answer in plain English, cite the policy you rely on, and say when a question needs a qualified officer.`
        : null,
      status: seed.status,
      pricing: paid ? 'paid' : 'free',
      price: seed.price,
      currency: paid ? 'GBP' : null,
      tools: (seed.tools ?? []).filter(knownTool),
      author_id: authorId(seed.author),
      council_id: seed.council ? COUNCILS[seed.council] : null,
      published_at: published ? at(publishedAgo) : null,
      created_at: at(createdAgo),
      updated_at: at(
        published ? publishedAgo - rng.int(0, 20) * DAY : createdAgo - rng.int(1, 5) * DAY,
      ),
      deleted_at: null,
    });
    for (const [name, kb] of seed.files ?? []) {
      await db.agentFiles.create({
        id: fileId++,
        agent_id: agent.id,
        name,
        size: kb * 1024 + rng.int(0, 1023),
        mime_type: mimeOf(name),
        created_at: new Date(
          Date.parse(agent.created_at) + rng.int(1, 48) * 3_600_000,
        ).toISOString(),
      });
    }
  }
}

export type FolderKey =
  'planning' | 'budget' | 'staffing' | 'archive' | 'ideas' | 'casework' | 'meetings';

export const SEED_FOLDERS: readonly [FolderKey, number, string, number][] = [
  ['planning', USERS.demo, 'Planning', 120],
  ['budget', USERS.demo, 'Budget 2027', 90],
  ['staffing', USERS.demo, 'HR and staffing', 60],
  ['archive', USERS.demo, 'Archive', 200],
  ['ideas', USERS.demo, 'ideas', 3],
  ['casework', USERS.member, 'Casework', 40],
  ['meetings', USERS.manager, 'Meetings', 25],
];

async function seedFolders(db: Db, at: (msAgo: number) => string): Promise<void> {
  for (const [, userId, name, daysAgo] of SEED_FOLDERS) {
    if (!db.users.get(userId)) continue;
    await db.folders.create({
      user_id: userId,
      name,
      created_at: at(daysAgo * DAY),
      updated_at: at(daysAgo * DAY),
    });
  }
}
