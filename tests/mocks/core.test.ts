/** The mock backend's shared mechanisms: Laravel's 422 shape, paginators and tables. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Table } from '@mocks/db/table';
import { validationError } from '@mocks/laravel/errors';
import { laravelErrors } from '@mocks/laravel/laravel-messages';
import { cursorPaginate, paginate } from '@mocks/laravel/paginate';

describe('Laravel validation errors', () => {
  it('keys array fields without brackets and words messages as Laravel does', () => {
    const schema = z.object({
      email: z.email(),
      name: z.string().min(1),
      'files[]': z.array(z.instanceof(Blob)).min(1),
      age: z.int().max(120),
    });
    const input = { email: 'nope', 'files[]': [], age: 200 };
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(laravelErrors(schema, input, result.error!.issues)).toEqual({
      email: ['The email field must be a valid email address.'],
      name: ['The name field is required.'],
      // `required` fails on an empty array before `min` is tried.
      files: ['The files field is required.'],
      age: ['The age field must not be greater than 120.'],
    });
  });

  it("puts the first error in `message` with Laravel's '(and N more errors)'", () => {
    expect(validationError({ a: ['First.'], b: ['Second.', 'Third.'] }).body).toEqual({
      message: 'First. (and 2 more errors)',
      errors: { a: ['First.'], b: ['Second.', 'Third.'] },
    });
    expect(validationError({ a: ['Only.'], b: ['Two.'] }).body.message).toBe(
      'Only. (and 1 more error)',
    );
    expect(validationError({ a: ['Only.'] }).body.message).toBe('Only.');
  });
});

describe('paginators', () => {
  const url = new URL('http://localhost/api/agents');
  const items = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));

  it("computes Laravel's length-aware meta and links", () => {
    const page = paginate(items, url, { page: 3, per_page: 10 });
    expect(page.data.map((i) => i.id)).toEqual([21, 22, 23]);
    expect(page.meta).toMatchObject({
      current_page: 3,
      from: 21,
      to: 23,
      last_page: 3,
      per_page: 10,
      total: 23,
    });
    expect(page.links).toEqual({
      first: 'http://localhost/api/agents?page=1',
      last: 'http://localhost/api/agents?page=3',
      prev: 'http://localhost/api/agents?page=2',
      next: null,
    });
    expect(page.meta.links.map((l) => l.label)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      '3',
      'Next &raquo;',
    ]);
    expect(paginate(items, url, { page: 9, per_page: 10 }).meta).toMatchObject({
      from: null,
      to: null,
    });
  });

  it('pages forwards with next cursors and back with previous cursors', () => {
    const first = cursorPaginate(items, url, undefined, 10);
    expect(first.data.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.meta.prev_cursor).toBeNull();
    const second = cursorPaginate(items, url, first.meta.next_cursor!, 10);
    expect(second.data[0]!.id).toBe(11);
    const third = cursorPaginate(items, url, second.meta.next_cursor!, 10);
    expect(third.data.map((i) => i.id)).toEqual([21, 22, 23]);
    expect(third.meta.next_cursor).toBeNull();
    const back = cursorPaginate(items, url, third.meta.prev_cursor!, 10);
    expect(back.data.map((i) => i.id)).toEqual(second.data.map((i) => i.id));
  });
});

describe('Table', () => {
  const schema = z.object({ id: z.int().min(1), thread_id: z.int(), text: z.string() });

  it('gives concurrent creates distinct ids and validates every record', async () => {
    const table = new Table('messages', schema, { indexBy: ['thread_id'] });
    const created = await Promise.all(
      [1, 2, 3].map((n) => table.create({ thread_id: 1, text: `m${n}` })),
    );
    expect(new Set(created.map((m) => m.id)).size).toBe(3);
    // The refusal names the field and the problem (zod's issues).
    await expect(
      table.create({ thread_id: 1, text: 5 as unknown as string }),
    ).rejects.toMatchObject({
      issues: [expect.objectContaining({ code: 'invalid_type', path: ['text'] })],
    });
    expect(() => table.update(1, { text: 7 as unknown as string })).toThrow();
    expect(table.get(1)!.text).toBe('m1');
  });

  it('keeps indexes right through updates and bulk deletes', async () => {
    const table = new Table('messages', schema, { indexBy: ['thread_id'] });
    for (let i = 0; i < 5; i++) await table.create({ thread_id: i % 2, text: String(i) });
    table.update(1, { thread_id: 1 });
    expect(
      table
        .by('thread_id', 1)
        .map((m) => m.id)
        .sort(),
    ).toEqual([1, 2, 4]);
    expect(table.deleteMany(table.by('thread_id', 1).map((m) => m.id))).toBe(3);
    expect(table.by('thread_id', 1)).toEqual([]);
    expect(table.all().map((m) => m.id)).toEqual([3, 5]);
  });
});
