/** Helpers for the control tests (not shipped: only *.test.ts import this). */
import type { Row } from '../db/table';
import type { MockState } from '../laravel/mock-state';
import type { StorageLike } from './persistence';

export function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { data: Map<string, string>; writes: number } {
  const data = new Map(Object.entries(initial));
  const storage = {
    data,
    writes: 0,
    getItem: (key: string) => data.get(key) ?? null,
    setItem(key: string, value: string) {
      storage.writes++;
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
  };
  return storage;
}

/** A copy of the table's first seeded record under a new id: valid by construction. */
export async function cloneFirst<K extends 'threads' | 'folders'>(
  state: MockState,
  table: K,
  patch: Record<string, unknown> = {},
) {
  const first = state.db[table].all()[0] as unknown as Row & Record<string, unknown>;
  const { id: _id, ...rest } = first;
  return (await state.db[table].create({ ...rest, ...patch } as never)) as unknown as Row &
    Record<string, unknown>;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
}
