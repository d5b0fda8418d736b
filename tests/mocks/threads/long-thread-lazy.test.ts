import { describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../../mocks/db';
import { seed } from '../../../mocks/db/seed';
import { LONG_THREAD_ID, LONG_THREAD_MESSAGES } from '../../../mocks/db/seed-ids';

const NOW = new Date('2026-11-20T12:00:00Z');

async function seeded(longThread: 'lazy' | 'eager'): Promise<Db> {
  const db = createDb();
  await seed(db, { now: NOW, longThread });
  return db;
}

/** A message written into the long thread after the seed. */
function typed(content: string) {
  return {
    thread_id: LONG_THREAD_ID,
    role: 'user' as const,
    content,
    status: 'completed' as const,
    error: null,
    created_at: NOW.toISOString(),
    updated_at: NOW.toISOString(),
  };
}

/** Every table's records in table order (the order reads see). */
function dump(db: Db): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.entries(db)
      .filter(([, table]) => table && typeof table === 'object' && 'all' in table)
      .map(([name, table]) => [name, structuredClone((table as { all(): unknown[] }).all())]),
  );
}

describe('the long thread seeded lazily', () => {
  it('gives the same data, in the same order, as building it at once', async () => {
    const lazy = await seeded('lazy');
    const eager = await seeded('eager');
    expect(dump(lazy)).toEqual(dump(eager));
    expect(lazy.messages.by('thread_id', LONG_THREAD_ID)).toHaveLength(LONG_THREAD_MESSAGES);
  });

  it('builds them a slice at a time (at least one record a slice), the same as at once', async () => {
    const lazy = await seeded('lazy');
    const eager = await seeded('eager');
    let slices = 0;
    let first = 0;
    for (let done = false; !done; slices++) {
      let built = 0;
      done = lazy.messages.buildDeferred(() => ++built < 500);
      if (slices === 0) first = built;
    }
    // A slice ends as soon as its time is up.
    expect(first).toBe(500);
    // 20 slices of 500, and one more that finds nothing left and puts the table together.
    expect(slices).toBe(LONG_THREAD_MESSAGES / 500 + 1);
    expect(lazy.messages.all()).toEqual(eager.messages.all());
    expect(lazy.messages.buildDeferred(() => false)).toBe(true);

    const stingy = await seeded('lazy');
    stingy.messages.buildDeferred(() => false);
    stingy.messages.buildDeferred(() => false);
    // Two slices with no time left built one record each; a read builds the rest at once.
    expect(stingy.messages.all()).toEqual(eager.messages.all());
  });

  it('keeps what is written between slices after the seeded records, and a read mid-build sees them all', async () => {
    const lazy = await seeded('lazy');
    const eager = await seeded('eager');
    const values = typed('typed between slices');
    let built = 0;
    lazy.messages.buildDeferred(() => ++built < 3000);
    const early = await lazy.messages.create(values);
    const late = await eager.messages.create(values);
    expect(early.id).toBe(late.id);
    lazy.messages.buildDeferred(() => ++built < 6000);
    expect(lazy.messages.size).toBe(eager.messages.size);
    expect(lazy.messages.by('thread_id', LONG_THREAD_ID)).toEqual(
      eager.messages.by('thread_id', LONG_THREAD_ID),
    );
    expect(lazy.messages.all()).toEqual(eager.messages.all());
  });

  it('keeps the records written before the first read after the seeded ones, and their ids apart', async () => {
    const lazy = await seeded('lazy');
    const eager = await seeded('eager');
    const values = typed('typed early');
    const early = await lazy.messages.create(values);
    const late = await eager.messages.create(values);
    expect(early.id).toBe(late.id);
    expect(lazy.messages.by('thread_id', LONG_THREAD_ID).map((m) => m.id)).toEqual(
      eager.messages.by('thread_id', LONG_THREAD_ID).map((m) => m.id),
    );
    expect(lazy.messages.all().map((m) => m.id)).toEqual(eager.messages.all().map((m) => m.id));
  });

  it('counts the messages without building them, and is no change to store or relay when it is built', async () => {
    const lazy = await seeded('lazy');
    const eager = await seeded('eager');
    expect(lazy.messages.size).toBe(eager.messages.size);
    const changes: number[] = [];
    lazy.messages.onChange = (change) => changes.push(change.id);
    expect(lazy.messages.get(1)?.thread_id).toBe(LONG_THREAD_ID);
    expect(changes).toEqual([]);
  });

  it('builds them on request (the browser does when idle), once', async () => {
    const lazy = await seeded('lazy');
    const eager = await seeded('eager');
    lazy.messages.buildDeferred();
    lazy.messages.buildDeferred();
    expect(lazy.messages.all()).toEqual(eager.messages.all());
  });
});
