import { describe, expect, it } from 'vitest';
import { createDb } from '../../mocks/db';
import { seed } from '../../mocks/db/seed';

/**
 * The seed inserts its bulk records (the long thread's messages) without validating each one
 * (Table.insertSeeded, for the demo's start-up): this proves every seeded record of every table
 * still satisfies its table's schema, which is derived from the contract.
 */
describe('the seed', () => {
  it('holds only records that satisfy their table schema', async () => {
    const db = createDb();
    await seed(db, { now: new Date('2026-11-20T12:00:00Z') });
    const failures: string[] = [];
    for (const table of Object.values(db)) {
      for (const record of table.all()) {
        const result = table.schema.safeParse(record);
        if (!result.success)
          failures.push(
            `${table.name} ${record.id}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
          );
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(db.messages.size).toBeGreaterThan(10_000);
  });

  it('holds each record exactly as its table schema gives it back, so the seed needs no check of its own', async () => {
    const db = createDb();
    await seed(db, { now: new Date('2026-11-20T12:00:00Z') });
    const changed: string[] = [];
    for (const table of Object.values(db)) {
      for (const record of table.all()) {
        const result = table.schema.safeParse(record);
        if (!result.success) continue;
        try {
          expect(result.data).toStrictEqual(record);
        } catch {
          changed.push(`${table.name} ${record.id}`);
        }
      }
    }
    expect(changed.slice(0, 5)).toEqual([]);
  });

  it('refuses to insert a seeded record over an existing id', async () => {
    const db = createDb();
    await seed(db, { now: new Date('2026-11-20T12:00:00Z') });
    const existing = db.messages.all()[0]!;
    expect(() => db.messages.insertSeeded([{ ...existing }])).toThrow(/exists/);
  });
});
