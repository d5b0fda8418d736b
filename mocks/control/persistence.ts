/**
 * Keeps what a visitor did across reloads. Stored is the overlay on the seed, not a snapshot: the
 * latest version of every record written since the seed (null for a deletion), the sessions and
 * the fault settings. A snapshot would not fit: the seed alone holds a 10,000-message thread.
 * Restoring is seed, then overlay. Stored state that cannot be trusted (unparsable, another format
 * or seed, a record its table's schema rejects) is dropped with a warning and the seed stays: a
 * broken demo must never be a blank page.
 *
 * localStorage rather than IndexedDB: it is synchronous, so the last changes are still written
 * when the page goes away (pagehide), and an overlay is small.
 */
import { z } from 'zod';
import { SEED } from '../db/seed';
import type { Row } from '../db/table';
import type { MockState } from '../laravel/mock-state';
import type { ChangeFeed, FaultsSnapshot, RecordChange } from './changes';
import { snapshotFaults } from './changes';

export const STORAGE_KEY = 'council-mock:state';
/** Bump when the stored shape changes. */
export const FORMAT = 1;
/** Sessions kept: a visitor has a handful; tests and guests create one per fresh cookie jar. */
const MAX_SESSIONS = 50;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SessionSchema = z.object({
  id: z.string().min(1),
  xsrfToken: z.string().min(1),
  userId: z.int().nullable(),
});
const ForcedSchema = z.object({
  status: z.int().min(100).max(599),
  message: z.string().optional(),
  times: z.int().min(1).optional(),
});
const FaultsSchema = z.object({
  settings: z.object({
    latency: z.union([z.number().min(0), z.tuple([z.number().min(0), z.number().min(0)])]),
    failureRate: z.number().min(0).max(1),
    offline: z.boolean(),
  }),
  forced: z.array(z.tuple([z.string(), ForcedSchema])),
});
const StoredSchema = z.object({
  format: z.literal(FORMAT),
  seed: z.string(),
  savedAt: z.string(),
  tables: z.record(
    z.string(),
    z.array(z.tuple([z.int(), z.record(z.string(), z.unknown()).nullable()])),
  ),
  sessions: z.array(SessionSchema),
  faults: FaultsSchema.nullable(),
});
export type StoredState = z.infer<typeof StoredSchema>;

export type RestoreOutcome =
  | { status: 'empty' }
  | { status: 'restored'; records: number }
  | { status: 'dropped'; reason: string };

/**
 * Names the seed the overlay was made on: the seed constant and every table's size after seeding.
 * A change to the seed data then invalidates overlays made on the old one.
 */
export function seedId(state: MockState): string {
  const sizes = Object.entries(state.db).map(([name, table]) => `${name}=${table.size}`);
  return `${SEED}:${sizes.join(',')}`;
}

/** What persistence keeps between writes: the overlay since the seed. */
export class Overlay {
  readonly records = new Map<string, Map<number, Row | null>>();
  sessions: StoredState['sessions'] = [];
  faults: FaultsSnapshot | null = null;

  set(change: RecordChange): void {
    let table = this.records.get(change.table);
    if (!table) this.records.set(change.table, (table = new Map()));
    table.set(change.id, change.record);
  }

  get size(): number {
    let size = 0;
    for (const table of this.records.values()) size += table.size;
    return size;
  }

  toStored(seed: string, now: Date): StoredState {
    const tables: StoredState['tables'] = {};
    for (const [name, records] of this.records) {
      tables[name] = [...records].map(([id, record]) => [
        id,
        record as Record<string, unknown> | null,
      ]);
    }
    return {
      format: FORMAT,
      seed,
      savedAt: now.toISOString(),
      tables,
      sessions: this.sessions.slice(-MAX_SESSIONS),
      faults: this.faults,
    };
  }
}

/**
 * Reads the stored overlay and applies it to a freshly seeded state. Call before anything else
 * writes to the state. On any problem the stored state is removed and the state is the seed.
 */
export async function restoreState(
  state: MockState,
  storage: StorageLike,
  key = STORAGE_KEY,
): Promise<{ outcome: RestoreOutcome; overlay: Overlay; seed: string }> {
  const seed = seedId(state);
  const overlay = new Overlay();
  const drop = (reason: string, cause?: unknown) => {
    console.warn(
      `[mock] Stored mock state dropped (${reason}); starting from the seed.`,
      ...(cause ? [cause] : []),
    );
    safely(() => storage.removeItem(key));
    return { outcome: { status: 'dropped', reason } as const, overlay: new Overlay(), seed };
  };

  const raw = safely(() => storage.getItem(key));
  if (raw === null || raw === undefined) return { outcome: { status: 'empty' }, overlay, seed };

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return drop('not JSON', error);
  }
  const parsed = StoredSchema.safeParse(json);
  if (!parsed.success) return drop('unexpected shape', parsed.error.issues.slice(0, 3));
  const stored = parsed.data;
  if (stored.seed !== seed) return drop(`made on another seed: ${stored.seed}`);

  // Validate everything before writing anything, so a bad record cannot leave half an overlay.
  const changes: RecordChange[] = [];
  for (const [name, records] of Object.entries(stored.tables)) {
    const table = (state.db as unknown as Record<string, { schema: z.ZodType } | undefined>)[name];
    if (!table) return drop(`unknown table "${name}"`);
    for (const [id, record] of records) {
      if (record !== null) {
        const result = table.schema.safeParse(record);
        if (!result.success)
          return drop(`${name} #${id} breaks its schema`, result.error.issues.slice(0, 3));
        if ((result.data as Row).id !== id) return drop(`${name} #${id} holds another id`);
      }
      changes.push({ table: name, id, record: record as Row | null });
    }
  }

  try {
    for (const change of changes) {
      const table = (
        state.db as unknown as Record<string, { put(id: number, r: Row | null): Promise<void> }>
      )[change.table]!;
      await table.put(change.id, change.record);
      overlay.set(change);
    }
  } catch (error) {
    await state.reset();
    return drop('could not be applied', error);
  }

  state.sessions.load(stored.sessions);
  overlay.sessions = stored.sessions;
  if (stored.faults) {
    overlay.faults = stored.faults;
    state.faults.forced.clear();
    for (const [operationId, forced] of stored.faults.forced)
      state.faults.forced.set(operationId, forced);
    state.faults.settings = { ...stored.faults.settings };
  }
  return { outcome: { status: 'restored', records: changes.length }, overlay, seed };
}

export interface PersistenceOptions {
  storage: StorageLike;
  key?: string;
  /** Writes are coalesced: a streamed reply changes its message many times a second. */
  debounceMs?: number;
  now?: () => Date;
}

export interface Persistence {
  readonly overlay: Overlay;
  /** Writes pending changes now (also done on pagehide). */
  flush(): void;
  /** Stops writing and removes the stored state (reset). */
  clear(): void;
  /** Stops writing without removing anything (another tab reset; this one reloads). */
  stop(): void;
}

/** Records every change (local or from another tab) into the overlay and writes it, debounced. */
export function persistState(
  state: MockState,
  feed: ChangeFeed,
  restored: { overlay: Overlay; seed: string },
  options: PersistenceOptions,
): Persistence {
  const { storage, key = STORAGE_KEY, debounceMs = 250, now = () => new Date() } = options;
  const { overlay, seed } = restored;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let warnedFull = false;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (stopped) return;
    try {
      storage.setItem(key, JSON.stringify(overlay.toStored(seed, now())));
    } catch (error) {
      // Quota exceeded: keep working in memory; the changes last until the reload.
      if (!warnedFull)
        console.warn(
          '[mock] Could not store the mock state; changes are kept until reload.',
          error,
        );
      warnedFull = true;
    }
  };
  const schedule = () => {
    if (stopped || timer !== null) return;
    timer = setTimeout(flush, debounceMs);
  };

  const unsubscribe = [
    feed.onRecord((change) => {
      overlay.set(change);
      schedule();
    }),
    feed.onSessions(() => {
      overlay.sessions = state.sessions.toJSON().map((session) => ({ ...session }));
      schedule();
    }),
    feed.onFaults(() => {
      overlay.faults = snapshotFaults(state.faults);
      schedule();
    }),
  ];

  const onHide = () => flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onHide);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);

  const stop = () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    for (const off of unsubscribe) off();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', onHide);
    if (typeof document !== 'undefined')
      document.removeEventListener('visibilitychange', onVisibility);
  };

  return {
    overlay,
    flush,
    stop,
    clear() {
      stop();
      safely(() => storage.removeItem(key));
    },
  };
}

/** localStorage, or an in-memory stand-in when it is unavailable (private mode, blocked storage). */
export function browserStorage(): StorageLike {
  try {
    const probe = '__council-mock-probe__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    console.warn('[mock] localStorage is unavailable: the mock state will not survive a reload.');
    const memory = new Map<string, string>();
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
  }
}

function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
