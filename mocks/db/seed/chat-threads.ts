/**
 * The chat area's second seed step, after the users' agent lists exist: threads with their
 * messages and files, written from the plans of chat-thread-plans.ts with agents each user really
 * has (their own list or a council's), plus the demo's long thread.
 */
import { generateAgentReply } from '../agent-replies';
import { agentAccess } from '../agent-access';
import { DEFAULT_THREAD_TITLE, titleFromMessage } from '../thread-title';
import { mimeOf } from '../mime-types';
import type { Db } from '../index';
import type { Rng } from '../rng';
import { LONG_THREAD_ID, LONG_THREAD_MESSAGES, USERS } from '../seed-ids';
import type { MessageRow } from '../tables/chat';
import { SEED_FOLDERS, type FolderKey } from './chat';
import {
  createLongThreadWriter,
  FOLLOW_UPS,
  longThreadDraws,
  OPENERS,
  type LongThreadWriter,
} from './chat-conversations';
import { DAY, DEMO_THREADS, MINUTE, OTHER_THREADS, type ThreadPlan } from './chat-thread-plans';

const REPLY_FAILED = 'The agent is unavailable right now. Please try again.';

/** `lazy`: the long thread's messages are built on the first read of the messages (Table.insertSeededLater). */
export type LongThreadMode = 'lazy' | 'eager';

export async function seedChatThreads(
  db: Db,
  rng: Rng,
  now: Date,
  mode: LongThreadMode = 'lazy',
): Promise<void> {
  const folders = new Map<FolderKey, number>();
  for (const [key, userId, name] of SEED_FOLDERS) {
    const folder = db.folders.by('user_id', userId).find((f) => f.name === name);
    if (folder) folders.set(key, folder.id);
  }
  await seedThreads(db, rng, now.getTime(), folders, mode);
}

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
  mode: LongThreadMode,
): Promise<void> {
  const ids: MessageIds = { next: 1 };
  const demoAgents = availableAgents(db, USERS.demo);
  await seedLongThread(db, rng, now, demoAgents[0], ids, mode);
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
  mode: LongThreadMode,
): Promise<void> {
  const agentId = choice?.agentId ?? 1;
  const firstId = ids.next;
  ids.next += LONG_THREAD_MESSAGES;
  function* build(from: Rng): Generator<MessageRow, WalkedThread> {
    const walk = walkLongThread(from, createLongThreadWriter(agentId, from), now);
    for (let i = 0; ; i++) {
      const step = walk.next();
      if (step.done) return step.value;
      const { role, content, at } = step.value;
      const time = new Date(at).toISOString();
      yield {
        id: firstId + i,
        thread_id: LONG_THREAD_ID,
        role,
        content,
        status: 'completed',
        error: null,
        created_at: time,
        updated_at: time,
      };
    }
  }
  let walked: WalkedThread;
  if (mode === 'lazy') {
    // Built later from the sequence as it stands here (a fork), on the first read of the messages
    // or a slice at a time while the page is idle: building them was most of the seed's time, and
    // the first screen reads no message. The rest of the seed goes on from the same point as if
    // they were built: the walk draws what building them draws, and builds nothing.
    const from = rng.fork();
    db.messages.insertSeededLater(
      { first: firstId, last: firstId + LONG_THREAD_MESSAGES - 1 },
      () => build(from),
    );
    walked = walkToEnd(walkLongThread(rng, longThreadDraws(rng), now));
  } else {
    // Inserted as built, unvalidated (Table.insertSeeded): validating 10,000 records was most of the
    // seed's time.
    const messages: MessageRow[] = [];
    walked = walkToEnd(build(rng), (message) => messages.push(message));
    db.messages.insertSeeded(messages);
  }
  const { start, last } = walked;
  await db.threads.create({
    id: LONG_THREAD_ID,
    user_id: USERS.demo,
    title: "Clerk's running log",
    title_is_custom: true,
    agent_id: agentId,
    folder_id: null,
    council_id: choice?.councilId ?? null,
    messages_count: LONG_THREAD_MESSAGES,
    last_message_at: new Date(last).toISOString(),
    created_at: new Date(start).toISOString(),
    updated_at: new Date(last).toISOString(),
  });
}

/** The long thread's first instant and its last message's time (ms). */
interface WalkedThread {
  start: number;
  last: number;
}

/**
 * The long thread's messages, drawn from `rng`: questions at irregular intervals over 400 days,
 * each answered within a minute or so; the last answer 50 minutes ago, so the newest seeded
 * threads still sort above this one. Gives each message in turn (so they can be built a slice at
 * a time); returns the thread's first instant and its last message's time.
 */
function* walkLongThread(
  rng: Rng,
  writer: LongThreadWriter,
  now: number,
): Generator<{ role: 'user' | 'assistant'; content: string; at: number }, WalkedThread> {
  const exchanges = LONG_THREAD_MESSAGES / 2;
  const gaps = Array.from({ length: exchanges }, () => 0.1 + rng.next() * rng.next() * 4);
  gaps[0] = 0;
  const scale = (400 * DAY) / gaps.reduce((sum, gap) => sum + gap, 0);
  const start = now - 50 * MINUTE - 400 * DAY;
  let t = start;
  let at = start;
  for (let i = 0; i < LONG_THREAD_MESSAGES; i++) {
    const user = i % 2 === 0;
    if (user) t += gaps[i / 2]! * scale;
    at = Math.round(user ? t : t + rng.int(8_000, 90_000));
    const content = user ? writer.user() : writer.assistant();
    yield { role: user ? 'user' : 'assistant', content, at };
  }
  return { start, last: at };
}

/** Runs a walk to its end, handing each thing it gives to `each`; returns what the walk returns. */
function walkToEnd<T, R>(walk: Generator<T, R>, each?: (item: T) => void): R {
  for (;;) {
    const step = walk.next();
    if (step.done) return step.value;
    each?.(step.value);
  }
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
