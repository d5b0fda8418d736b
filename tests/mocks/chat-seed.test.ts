/**
 * The chat area's seed: what every screen needs, consistent with the rules the handlers enforce.
 */
import { describe, expect, it } from 'vitest';
import { createDb } from '@mocks/db';
import { seed } from '@mocks/db/seed';
import { LONG_THREAD_ID, LONG_THREAD_MESSAGES, USERS } from '@mocks/db/seed-ids';
import { canChatIn } from '@mocks/db/agent-access';

const NOW = new Date('2026-11-01T09:00:00.000Z');

async function seeded() {
  const db = createDb();
  await seed(db, { now: NOW });
  return db;
}

describe('the chat seed', () => {
  it('fills the app store: 40 agents over the 8 categories, free and paid, published and draft', async () => {
    const db = await seeded();
    const agents = db.agents.all();
    expect(agents.map((a) => a.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(
      new Set(agents.flatMap((a) => (a.category_id === null ? [] : [a.category_id]))).size,
    ).toBe(8);
    for (const [pricing, status] of [
      ['free', 'published'],
      ['paid', 'published'],
      ['free', 'draft'],
      ['paid', 'draft'],
    ]) {
      expect(
        agents.some((a) => a.pricing === pricing && a.status === status),
        `${pricing} ${status}`,
      ).toBe(true);
    }
    expect(
      agents
        .filter((a) => a.status === 'published')
        .every((a) => a.category_id !== null && a.published_at !== null),
    ).toBe(true);
    expect(new Set(agents.map((a) => a.slug)).size).toBe(40);
    expect(agents.every((a) => db.users.get(a.author_id) !== undefined)).toBe(true);
  });

  it('gives demo the long thread, conversations of every length, folders and files', async () => {
    const db = await seeded();
    const long = db.threads.get(LONG_THREAD_ID)!;
    expect(long.user_id).toBe(USERS.demo);
    expect(db.messages.by('thread_id', LONG_THREAD_ID)).toHaveLength(LONG_THREAD_MESSAGES);
    const demo = db.threads.by('user_id', USERS.demo);
    const lengths = new Set(demo.map((t) => t.messages_count));
    expect(lengths).toContain(0);
    expect([...lengths].filter((n) => n > 0 && n < 10).length).toBeGreaterThan(2);
    expect([...lengths].some((n) => n >= 20 && n < 100)).toBe(true);
    expect(demo.some((t) => t.folder_id !== null) && demo.some((t) => t.council_id !== null)).toBe(
      true,
    );
    expect(db.folders.by('user_id', USERS.demo).length).toBeGreaterThanOrEqual(4);
    expect(db.threadFiles.all().some((f) => f.message_id === null)).toBe(true);
    for (const user of [USERS.member, USERS.manager, USERS.partner, USERS.noCouncil]) {
      expect(db.threads.by('user_id', user).length, `user ${user}`).toBeGreaterThan(0);
    }
  });

  it('keeps every thread consistent: counters, times in the past, an agent its owner can chat with', async () => {
    const db = await seeded();
    const now = NOW.toISOString();
    for (const thread of db.threads.all()) {
      const messages = db.messages.by('thread_id', thread.id);
      expect(thread.messages_count, `thread ${thread.id}`).toBe(messages.length);
      const newest = messages.reduce((max, m) => (m.created_at > max ? m.created_at : max), '');
      expect(thread.last_message_at).toBe(messages.length > 0 ? newest : null);
      expect(
        thread.updated_at <= now && thread.created_at <= (messages[0]?.created_at ?? now),
      ).toBe(true);
      expect(newest <= now).toBe(true);
      expect(canChatIn(db, thread), `thread ${thread.id}`).toBe(true);
      expect(messages.every((m) => m.role === 'user' || m.status !== 'pending')).toBe(true);
    }
    for (const file of db.threadFiles.all()) {
      if (file.message_id !== null) expect(db.messages.get(file.message_id)?.role).toBe('user');
    }
  });

  it('is the same on every start', async () => {
    const [a, b] = [await seeded(), await seeded()];
    for (const table of ['agents', 'agentFiles', 'threads', 'folders', 'threadFiles'] as const) {
      expect(JSON.stringify(a[table].all())).toBe(JSON.stringify(b[table].all()));
    }
    expect(
      a.messages
        .all()
        .map((m) => m.content)
        .join(),
    ).toBe(
      b.messages
        .all()
        .map((m) => m.content)
        .join(),
    );
  });
});
