/**
 * One feed of everything that changes in a mock state: table writes, sessions and fault settings.
 * Tables, the session store and the faults each have a single `onChange` slot; persistence and
 * cross-tab sync both need them, so this owns the slots and fans out. It also applies changes made
 * elsewhere (stored state, another tab) and reports them as `remote`, so that the cross-tab relay
 * never sends back what it received.
 */
import type { z } from 'zod';
import type { Faults, FaultSettings, ForcedStatus } from '../laravel/faults';
import type { Db } from '../db';
import type { Row, Table, TableChange } from '../db/table';
import type { Session } from '../laravel/session';
import type { MockState } from '../laravel/mock-state';

export type Origin = 'local' | 'remote';

/** A table change named by the table's key in `state.db` (e.g. `threads`). */
export interface RecordChange {
  table: string;
  id: number;
  record: Row | null;
}

export interface SessionsDelta {
  upserts: Session[];
  removed: string[];
}

export interface FaultsSnapshot {
  settings: FaultSettings;
  forced: Array<[string, ForcedStatus]>;
}

export interface ChangeFeed {
  onRecord(listener: (change: RecordChange, origin: Origin) => void): () => void;
  onSessions(listener: (delta: SessionsDelta, origin: Origin) => void): () => void;
  onFaults(listener: (faults: FaultsSnapshot, origin: Origin) => void): () => void;
  /** Writes a record from elsewhere with Table.put; serialised, so changes apply in arrival order. */
  applyRecord(change: RecordChange): Promise<void>;
  applySessions(delta: SessionsDelta): void;
  applyFaults(faults: FaultsSnapshot): void;
  table(name: string): AnyTable | undefined;
  /** Resolves when every remote change received so far is applied. */
  settled(): Promise<void>;
  detach(): void;
}

export type AnyTable = Table<z.ZodType<Row>, Row>;

export function snapshotFaults(faults: Faults): FaultsSnapshot {
  return {
    settings: structuredClone(faults.settings),
    forced: [...faults.forced].map(([operationId, forced]) => [operationId, { ...forced }]),
  };
}

export function watchState(state: MockState): ChangeFeed {
  const db = state.db;
  const tables = new Map<string, AnyTable>();
  const keyOf = new Map<string, string>();
  for (const [key, table] of Object.entries(db) as Array<[keyof Db, Db[keyof Db]]>) {
    tables.set(key, table as unknown as AnyTable);
    keyOf.set(table.name, key);
  }

  const recordListeners = new Set<(change: RecordChange, origin: Origin) => void>();
  const sessionListeners = new Set<(delta: SessionsDelta, origin: Origin) => void>();
  const faultListeners = new Set<(faults: FaultsSnapshot, origin: Origin) => void>();
  /** `table:id` of remote writes in flight: their onChange is reported as remote. */
  const remoteWrites = new Set<string>();
  let queue: Promise<void> = Promise.resolve();
  let applyingFaults = false;

  for (const [key, table] of tables) {
    table.onChange = (change: TableChange<Row>) => {
      const tag = `${key}:${change.id}`;
      const origin: Origin = remoteWrites.delete(tag) ? 'remote' : 'local';
      const out: RecordChange = {
        table: key,
        id: change.id,
        record: change.record && { ...change.record },
      };
      for (const listener of recordListeners) listener(out, origin);
    };
  }

  let known = sessionMap(state.sessions.toJSON());
  state.sessions.onChange = () => {
    const now = sessionMap(state.sessions.toJSON());
    const delta = diffSessions(known, now);
    known = now;
    if (delta.upserts.length === 0 && delta.removed.length === 0) return;
    for (const listener of sessionListeners) listener(delta, 'local');
  };

  state.faults.onChange = () => {
    const snapshot = snapshotFaults(state.faults);
    for (const listener of faultListeners) listener(snapshot, applyingFaults ? 'remote' : 'local');
  };

  const subscribe =
    <L>(set: Set<L>) =>
    (listener: L) => {
      set.add(listener);
      return () => void set.delete(listener);
    };

  return {
    onRecord: subscribe(recordListeners),
    onSessions: subscribe(sessionListeners),
    onFaults: subscribe(faultListeners),
    table: (name) => tables.get(name),
    applyRecord(change) {
      const run = async () => {
        const table = tables.get(change.table);
        if (!table) throw new Error(`Unknown mock table "${change.table}"`);
        // Deleting what is not there fires no onChange, which would leave the tag behind.
        if (change.record === null && !table.get(change.id)) return;
        const tag = `${change.table}:${change.id}`;
        remoteWrites.add(tag);
        try {
          await table.put(change.id, change.record as never);
        } finally {
          remoteWrites.delete(tag);
        }
      };
      const next = queue.then(run);
      queue = next.catch(() => undefined);
      return next;
    },
    applySessions(delta) {
      const merged = sessionMap(state.sessions.toJSON());
      for (const id of delta.removed) merged.delete(id);
      for (const session of delta.upserts) merged.set(session.id, { ...session });
      state.sessions.load([...merged.values()]);
      known = sessionMap(state.sessions.toJSON());
      for (const listener of sessionListeners) listener(delta, 'remote');
    },
    applyFaults(snapshot) {
      applyingFaults = true;
      try {
        state.faults.forced.clear();
        for (const [operationId, forced] of snapshot.forced)
          state.faults.forced.set(operationId, { ...forced });
        // set() notifies once, with the forced statuses already in place.
        state.faults.set(structuredClone(snapshot.settings));
      } finally {
        applyingFaults = false;
      }
    },
    settled: () => queue,
    detach() {
      for (const table of tables.values()) table.onChange = null;
      state.sessions.onChange = null;
      state.faults.onChange = null;
      recordListeners.clear();
      sessionListeners.clear();
      faultListeners.clear();
    },
  };
}

function sessionMap(sessions: Session[]): Map<string, Session> {
  return new Map(sessions.map((session) => [session.id, { ...session }]));
}

function diffSessions(before: Map<string, Session>, after: Map<string, Session>): SessionsDelta {
  const upserts: Session[] = [];
  for (const [id, session] of after) {
    const old = before.get(id);
    if (!old || old.userId !== session.userId || old.xsrfToken !== session.xsrfToken)
      upserts.push(session);
  }
  const removed = [...before.keys()].filter((id) => !after.has(id));
  return { upserts, removed };
}
