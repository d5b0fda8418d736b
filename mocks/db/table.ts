import type { z } from 'zod';

/**
 * One entity table: records validated by their zod schema (derived from the contract's generated
 * schemas, so stored data is contract-valid by construction) in an id index plus optional
 * secondary indexes.
 *
 * Why not an @msw/data collection (the table's store until issue 23): its queries scan every
 * record (2-5 ms at 10,000 records, over the benchmark's 2 ms for list and write calls), so reads
 * already went through these indexes, and its `create` (sanitising, async validation, a UUID per
 * record) made the seed's 10,000 messages take seconds: most of the demo's start-up with a slowed
 * CPU. It also weighed about 12 KB gzip in the demo's first load. The zod schema alone validates
 * exactly as it did.
 */
export interface Row {
  id: number;
}

export interface TableChange<T> {
  table: string;
  id: number;
  /** The record after the change, or null when it was deleted. */
  record: T | null;
}

type IndexKey<T> = keyof T & string;
type Indexes<T> = Map<IndexKey<T>, Map<unknown, Set<T>>>;

/** Seeded records built later (Table.insertSeededLater), into their own id map and indexes. */
interface DeferredSeed<T> {
  records: Iterator<T>;
  byId: Map<number, T>;
  indexes: Indexes<T>;
  lastId: number;
  count: number;
}

export class Table<S extends z.ZodType<Row>, T extends z.output<S> & Row = z.output<S> & Row> {
  readonly name: string;
  readonly schema: S;
  #byId = new Map<number, T>();
  #indexes: Indexes<T> = new Map();
  #nextId = 1;
  /** Seeded records not built yet, or part built (insertSeededLater). */
  #later: DeferredSeed<T> | null = null;
  /**
   * True while the seed writes (../db/seed.ts): its records are checked by
   * tests/mocks/seed-valid.test.ts to be exactly what the schema gives back, so create() and
   * update() skip the check (zod's parsing of a few hundred records was a measurable part of the
   * demo's start on a slow CPU). Every other write is checked.
   */
  seeding = false;
  /** Called after every write; the state uses it for persistence and cross-tab sync. */
  onChange: ((change: TableChange<T>) => void) | null = null;

  constructor(name: string, schema: S, options: { indexBy?: IndexKey<T>[] } = {}) {
    this.name = name;
    this.schema = schema;
    for (const key of options.indexBy ?? []) this.#indexes.set(key, new Map());
  }

  get size(): number {
    return this.#byId.size + (this.#later?.count ?? 0);
  }

  /** Creates a record; `id` is assigned when missing. Throws when it breaks the schema. */
  // Async for the callers written against the collection's create; it completes synchronously.
  async create(values: Omit<T, 'id'> & { id?: number }): Promise<T> {
    if (values.id !== undefined && this.#later && values.id <= this.#later.lastId) this.#build();
    const id = values.id ?? this.#nextId;
    this.#nextId = Math.max(this.#nextId, id + 1);
    const record = (this.seeding ? { ...values, id } : this.schema.parse({ ...values, id })) as T;
    this.#byId.set(id, record);
    this.#indexAdd(record);
    this.onChange?.({ table: this.name, id, record });
    return record;
  }

  /**
   * Inserts records the seed built, without validating each one: the 10,000 messages of the long
   * thread, where zod's checks were most of the demo's start-up on a slow CPU. The seed is
   * deterministic, and tests/mocks/seed-valid.test.ts validates every seeded record with the
   * table's schema, so the data stays contract-valid by construction.
   */
  insertSeeded(records: Iterable<T>): void {
    this.#build();
    for (const record of records) {
      if (this.#byId.has(record.id)) throw new Error(`${this.name}: record ${record.id} exists`);
      this.#nextId = Math.max(this.#nextId, record.id + 1);
      this.#byId.set(record.id, record);
      this.#indexAdd(record);
      this.onChange?.({ table: this.name, id: record.id, record });
    }
  }

  /**
   * Seeded records that come first in the table, built on its first read instead of at start-up:
   * the long thread's 10,000 messages were most of the seed's time, and the first screen reads
   * none of them. Their ids (first..last) are reserved at once; once built they stand before the
   * records created meanwhile, in the order an eager seed gives. `build` gives them in id order,
   * one at a time, so they can also be built a slice at a time while the page is idle
   * (buildDeferred). Building them is no change to store or relay (no onChange). `size` counts
   * them before they are built (persistence names the seed by the tables' sizes at start-up).
   */
  insertSeededLater(ids: { first: number; last: number }, build: () => Iterator<T>): void {
    if (this.#byId.size > 0 || this.#later)
      throw new Error(`${this.name}: deferred seed records must come first`);
    this.#nextId = Math.max(this.#nextId, ids.last + 1);
    let records: Iterator<T> | null = null;
    this.#later = {
      // The builder starts on the first slice: its own set-up is deferred work too.
      records: { next: () => (records ??= build()).next() },
      byId: new Map(),
      indexes: new Map([...this.#indexes.keys()].map((key) => [key, new Map()])),
      lastId: ids.last,
      count: ids.last - ids.first + 1,
    };
  }

  /**
   * Builds the deferred seed records, if some are still waiting: all of them, or, with `hasTime`,
   * one slice (at least one record, then as long as it answers true), so that no single task of
   * an idle page holds its thread for the whole build. Returns whether none is left to build.
   */
  buildDeferred(hasTime: () => boolean = () => true): boolean {
    const later = this.#later;
    if (!later) return true;
    do {
      const next = later.records.next();
      if (next.done) {
        this.#finishDeferred(later);
        return true;
      }
      const record = next.value;
      if (later.byId.has(record.id)) throw new Error(`${this.name}: record ${record.id} exists`);
      later.byId.set(record.id, record);
      this.#indexAdd(record, later.indexes);
    } while (hasTime());
    return false;
  }

  /** The built records become the table, with those created meanwhile after them. */
  #finishDeferred(later: DeferredSeed<T>): void {
    this.#later = null;
    if (later.byId.size !== later.count)
      throw new Error(
        `${this.name}: ${later.byId.size} deferred seed records, ${later.count} announced`,
      );
    const meanwhile = this.#byId;
    this.#byId = later.byId;
    this.#indexes = later.indexes;
    for (const record of meanwhile.values()) {
      if (this.#byId.has(record.id)) throw new Error(`${this.name}: record ${record.id} exists`);
      this.#byId.set(record.id, record);
      this.#indexAdd(record);
    }
  }

  /** Every read builds what waits first; with nothing waiting (after the first read), nothing to do. */
  #build(): void {
    if (this.#later) this.buildDeferred();
  }

  get(id: number): T | undefined {
    this.#build();
    return this.#byId.get(id);
  }

  all(): T[] {
    this.#build();
    return [...this.#byId.values()];
  }

  /** Records whose indexed `key` equals `value` (the key must be listed in indexBy). */
  by<K extends IndexKey<T>>(key: K, value: T[K]): T[] {
    // Built first: building the deferred records replaces the indexes.
    this.#build();
    const index = this.#indexes.get(key);
    if (!index) throw new Error(`${this.name}: no index on "${key}"`);
    return [...(index.get(value) ?? [])];
  }

  where(predicate: (record: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  find(predicate: (record: T) => boolean): T | undefined {
    this.#build();
    for (const record of this.#byId.values()) if (predicate(record)) return record;
    return undefined;
  }

  /** Applies a patch after validating the whole new record with the table's schema. */
  update(id: number, patch: Partial<Omit<T, 'id'>>): T {
    this.#build();
    const record = this.#byId.get(id);
    if (!record) throw new Error(`${this.name}: no record ${id}`);
    const next = (
      this.seeding ? { ...record, ...patch } : this.schema.parse({ ...record, ...patch })
    ) as T;
    this.#indexRemove(record);
    Object.assign(record, next);
    this.#indexAdd(record);
    this.onChange?.({ table: this.name, id, record });
    return record;
  }

  delete(id: number): boolean {
    return this.deleteMany([id]) === 1;
  }

  /** Deletes several records with one pass over the collection (e.g. a thread's 10,000 messages). */
  deleteMany(ids: Iterable<number>): number {
    this.#build();
    const doomed = new Set<T>();
    for (const id of ids) {
      const record = this.#byId.get(id);
      if (!record) continue;
      doomed.add(record);
      this.#byId.delete(id);
      this.#indexRemove(record);
    }
    if (doomed.size === 0) return 0;
    for (const record of doomed) this.onChange?.({ table: this.name, id: record.id, record: null });
    return doomed.size;
  }

  /** Replaces a record wholesale (persistence restore and cross-tab sync); validates it. */
  async put(id: number, record: T | null): Promise<void> {
    this.#build();
    if (record === null) {
      this.delete(id);
      return;
    }
    if (this.#byId.has(id)) {
      this.update(id, record);
      return;
    }
    await this.create(record);
  }

  clear(): void {
    this.#later = null;
    this.#byId.clear();
    for (const index of this.#indexes.values()) index.clear();
    this.#nextId = 1;
  }

  #indexAdd(record: T, indexes: Indexes<T> = this.#indexes): void {
    for (const [key, index] of indexes) {
      const value = record[key];
      let bucket = index.get(value);
      if (!bucket) index.set(value, (bucket = new Set()));
      bucket.add(record);
    }
  }

  #indexRemove(record: T): void {
    for (const [key, index] of this.#indexes) index.get(record[key])?.delete(record);
  }
}
