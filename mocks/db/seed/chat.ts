/**
 * The chat area's seed, in two steps around the identity seed's users' agent lists (which are
 * built from the agents): `seedChat` creates the app store's 40 agents with their knowledge files
 * and the users' folders; `seedChatThreads` then creates threads, messages and thread files with
 * agents each user really has (their own list or a council's).
 */
import { generateAgentReply } from '../agent-replies';
import { agentAccess } from '../agent-access';
import { DEFAULT_THREAD_TITLE, titleFromMessage } from '../thread-title';
import { mimeOf } from '../mime-types';
import type { Db } from '../index';
import type { Rng } from '../rng';
import {
  CATEGORIES,
  COUNCILS,
  FIRST_EXTRA_USER_ID,
  LONG_THREAD_ID,
  LONG_THREAD_MESSAGES,
  USERS,
} from '../seed-ids';
import type { AgentRow, MessageRow } from '../tables/chat';
import { SEED_AGENTS, type AuthorKey } from './chat-agents';
import { createLongThreadWriter, FOLLOW_UPS, OPENERS } from './chat-conversations';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const REPLY_FAILED = 'The agent is unavailable right now. Please try again.';

export async function seedChat(db: Db, rng: Rng, now: Date): Promise<void> {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  await seedAgents(db, rng, at);
  await seedFolders(db, at);
}

export async function seedChatThreads(db: Db, rng: Rng, now: Date): Promise<void> {
  const folders = new Map<FolderKey, number>();
  for (const [key, userId, name] of SEED_FOLDERS) {
    const folder = db.folders.by('user_id', userId).find((f) => f.name === name);
    if (folder) folders.set(key, folder.id);
  }
  await seedThreads(db, rng, now.getTime(), folders);
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

type FolderKey = 'planning' | 'budget' | 'staffing' | 'archive' | 'ideas' | 'casework' | 'meetings';

const SEED_FOLDERS: readonly [FolderKey, number, string, number][] = [
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

/** One seeded thread: who, with which agent, how long a conversation, where, and how it ends. */
interface ThreadPlan {
  userId: number;
  /** Index into the user's available agents. */
  agent: number;
  messages: number;
  /** How long ago the conversation ended. */
  endedAgo: number;
  folder?: FolderKey;
  title?: string;
  files?: string[];
  lastReplyFailed?: boolean;
  unattachedFile?: string;
}

const h = 3_600_000;

const DEMO_THREADS: ThreadPlan[] = [
  {
    userId: USERS.demo,
    agent: 0,
    messages: 6,
    endedAgo: 25 * MINUTE,
    folder: 'planning',
    files: ['site-plan.pdf'],
  },
  {
    userId: USERS.demo,
    agent: 1,
    messages: 2,
    endedAgo: 2 * h,
    unattachedFile: 'meeting-notes.txt',
  },
  {
    userId: USERS.demo,
    agent: 2,
    messages: 12,
    endedAgo: 5 * h,
    folder: 'budget',
    files: ['budget-2027.xlsx', 'reserves-policy.docx'],
  },
  { userId: USERS.demo, agent: 3, messages: 0, endedAgo: 6 * h },
  {
    userId: USERS.demo,
    agent: 0,
    messages: 4,
    endedAgo: 20 * h,
    folder: 'planning',
    title: 'Rear extension at 14 Mill Lane',
  },
  { userId: USERS.demo, agent: 4, messages: 8, endedAgo: 1 * DAY + 3 * h, lastReplyFailed: true },
  { userId: USERS.demo, agent: 1, messages: 20, endedAgo: 2 * DAY, folder: 'staffing' },
  {
    userId: USERS.demo,
    agent: 2,
    messages: 2,
    endedAgo: 3 * DAY,
    folder: 'budget',
    files: ['q3-forecast.csv'],
  },
  { userId: USERS.demo, agent: 5, messages: 40, endedAgo: 4 * DAY },
  { userId: USERS.demo, agent: 3, messages: 4, endedAgo: 6 * DAY, files: ['photo-of-damp.jpg'] },
  { userId: USERS.demo, agent: 0, messages: 10, endedAgo: 9 * DAY, folder: 'planning' },
  { userId: USERS.demo, agent: 4, messages: 2, endedAgo: 12 * DAY, title: 'Quick question' },
  { userId: USERS.demo, agent: 1, messages: 6, endedAgo: 16 * DAY, folder: 'staffing' },
  { userId: USERS.demo, agent: 5, messages: 14, endedAgo: 21 * DAY },
  { userId: USERS.demo, agent: 2, messages: 4, endedAgo: 30 * DAY, folder: 'budget' },
  { userId: USERS.demo, agent: 3, messages: 2, endedAgo: 45 * DAY, folder: 'archive' },
  { userId: USERS.demo, agent: 0, messages: 8, endedAgo: 60 * DAY, folder: 'archive' },
  { userId: USERS.demo, agent: 4, messages: 6, endedAgo: 75 * DAY, folder: 'archive' },
  { userId: USERS.demo, agent: 5, messages: 2, endedAgo: 95 * DAY },
  { userId: USERS.demo, agent: 1, messages: 30, endedAgo: 120 * DAY, folder: 'archive' },
  { userId: USERS.demo, agent: 2, messages: 4, endedAgo: 150 * DAY },
  { userId: USERS.demo, agent: 6, messages: 6, endedAgo: 7 * DAY },
  { userId: USERS.demo, agent: 7, messages: 2, endedAgo: 8 * DAY },
];

const OTHER_THREADS: ThreadPlan[] = [
  { userId: USERS.member, agent: 0, messages: 6, endedAgo: 3 * h, folder: 'casework' },
  { userId: USERS.member, agent: 1, messages: 2, endedAgo: 2 * DAY },
  { userId: USERS.member, agent: 0, messages: 0, endedAgo: 5 * DAY },
  { userId: USERS.manager, agent: 0, messages: 8, endedAgo: 1 * DAY, folder: 'meetings' },
  { userId: USERS.manager, agent: 1, messages: 4, endedAgo: 10 * DAY },
  { userId: USERS.partner, agent: 0, messages: 4, endedAgo: 6 * h },
  { userId: USERS.partner, agent: 1, messages: 10, endedAgo: 15 * DAY },
  { userId: USERS.noCouncil, agent: 0, messages: 2, endedAgo: 4 * DAY },
];

/**
 * Messages are created many at a time (one promise each, awaited together, which seeds faster), so
 * their ids are given here rather than left to the table, which assigns them after each create.
 */
interface MessageIds {
  next: number;
}

async function seedThreads(
  db: Db,
  rng: Rng,
  now: number,
  folders: Map<FolderKey, number>,
): Promise<void> {
  const ids: MessageIds = { next: 1 };
  const demoAgents = availableAgents(db, USERS.demo);
  await seedLongThread(db, rng, now, demoAgents[0], ids);
  const cache = new Map<number, { agentId: number; councilId: number | null }[]>([
    [USERS.demo, demoAgents],
  ]);
  for (const plan of [...DEMO_THREADS, ...OTHER_THREADS]) {
    if (!db.users.get(plan.userId)) continue;
    let agents = cache.get(plan.userId);
    if (!agents) cache.set(plan.userId, (agents = availableAgents(db, plan.userId)));
    const choice = agents[plan.agent % Math.max(1, agents.length)];
    if (!choice) continue;
    await seedThread(
      db,
      rng,
      now,
      plan,
      choice,
      plan.folder ? (folders.get(plan.folder) ?? null) : null,
      ids,
    );
  }
}

/** The published agents a user can chat with, their own ones first, then those of their councils. */
function availableAgents(db: Db, userId: number): { agentId: number; councilId: number | null }[] {
  return db.agents
    .all()
    .flatMap((agent) => {
      const access = agent.status === 'published' ? agentAccess(db, userId, agent.id) : null;
      return access ? [{ agentId: agent.id, councilId: access.councilId }] : [];
    })
    .sort(
      (a, b) =>
        Number(a.councilId !== null) - Number(b.councilId !== null) || a.agentId - b.agentId,
    );
}

async function seedLongThread(
  db: Db,
  rng: Rng,
  now: number,
  choice: { agentId: number; councilId: number | null } | undefined,
  ids: MessageIds,
): Promise<void> {
  const agentId = choice?.agentId ?? 1;
  const writer = createLongThreadWriter(agentId, rng);
  // Questions at irregular intervals over 400 days, each answered within a minute or so; the
  // last answer 50 minutes ago, so the newest seeded threads still sort above this one.
  const exchanges = LONG_THREAD_MESSAGES / 2;
  const gaps = Array.from({ length: exchanges }, () => 0.1 + rng.next() * rng.next() * 4);
  gaps[0] = 0;
  const scale = (400 * DAY) / gaps.reduce((sum, gap) => sum + gap, 0);
  const start = now - 50 * MINUTE - 400 * DAY;
  const messages: MessageRow[] = [];
  let t = start;
  let last = '';
  for (let i = 0; i < LONG_THREAD_MESSAGES; i++) {
    const user = i % 2 === 0;
    if (user) t += gaps[i / 2]! * scale;
    last = new Date(Math.round(user ? t : t + rng.int(8_000, 90_000))).toISOString();
    messages.push({
      id: ids.next++,
      thread_id: LONG_THREAD_ID,
      role: user ? 'user' : 'assistant',
      content: user ? writer.user() : writer.assistant(),
      status: 'completed',
      error: null,
      created_at: last,
      updated_at: last,
    });
  }
  // Inserted as built, unvalidated (Table.insertSeeded): validating 10,000 records was most of the seed's time.
  db.messages.insertSeeded(messages);
  await db.threads.create({
    id: LONG_THREAD_ID,
    user_id: USERS.demo,
    title: "Clerk's running log",
    title_is_custom: true,
    agent_id: agentId,
    folder_id: null,
    council_id: choice?.councilId ?? null,
    messages_count: LONG_THREAD_MESSAGES,
    last_message_at: last,
    created_at: new Date(start).toISOString(),
    updated_at: last,
  });
}

async function seedThread(
  db: Db,
  rng: Rng,
  now: number,
  plan: ThreadPlan,
  choice: { agentId: number; councilId: number | null },
  folderId: number | null,
  ids: MessageIds,
): Promise<void> {
  const agent = db.agents.get(choice.agentId)!;
  const category =
    agent.category_id === null ? undefined : db.categories.get(agent.category_id)?.slug;
  const openers = OPENERS[category ?? ''] ?? OPENERS.productivity!;
  const end = now - plan.endedAgo;
  // A question every few minutes, each answered within seconds; counted back from the last reply.
  const times: number[] = [];
  for (let i = plan.messages - 1, t = end; i >= 0; i--) {
    times[i] = t;
    t -= i % 2 === 1 ? rng.int(5, 40) * 1000 : rng.int(1, 6) * MINUTE;
  }
  const iso = (ms: number) => new Date(ms).toISOString();
  const firstPrompt = plan.messages > 0 ? rng.pick(openers) : '';
  const thread = await db.threads.create({
    user_id: plan.userId,
    title: plan.title ?? (plan.messages > 0 ? titleFromMessage(firstPrompt) : DEFAULT_THREAD_TITLE),
    title_is_custom: plan.title !== undefined,
    agent_id: agent.id,
    folder_id: folderId,
    council_id: choice.councilId,
    messages_count: plan.messages,
    last_message_at: plan.messages > 0 ? iso(end) : null,
    created_at: iso((times[0] ?? end) - rng.int(5, 60) * 1000),
    updated_at: iso(end),
  });

  const files = [...(plan.files ?? [])];
  let prompt = firstPrompt;
  const pending: Promise<MessageRow>[] = [];
  for (let i = 0; i < plan.messages; i++) {
    const user = i % 2 === 0;
    if (user && i > 0) prompt = rng.pick(FOLLOW_UPS);
    const failed = !user && plan.lastReplyFailed === true && i === plan.messages - 1;
    pending.push(
      db.messages.create({
        id: ids.next++,
        thread_id: thread.id,
        role: user ? 'user' : 'assistant',
        content: user ? prompt : failed ? '' : generateAgentReply(agent.id, prompt),
        status: failed ? 'failed' : 'completed',
        error: failed ? REPLY_FAILED : null,
        created_at: iso(times[i]!),
        updated_at: iso(times[i]!),
      }),
    );
  }
  const messages = await Promise.all(pending);

  // Files go with the user's messages, first ones first.
  for (const message of messages) {
    if (files.length === 0) break;
    if (message.role !== 'user') continue;
    const name = files.shift()!;
    await db.threadFiles.create(threadFile(rng, thread.id, message.id, name, message.created_at));
  }
  if (plan.unattachedFile) {
    await db.threadFiles.create(
      threadFile(rng, thread.id, null, plan.unattachedFile, iso(end + 5 * MINUTE)),
    );
  }
}

function threadFile(
  rng: Rng,
  threadId: number,
  messageId: number | null,
  name: string,
  createdAt: string,
) {
  return {
    thread_id: threadId,
    message_id: messageId,
    name,
    size: rng.int(20, 4000) * 1024 + rng.int(0, 1023),
    mime_type: mimeOf(name),
    created_at: createdAt,
  };
}
