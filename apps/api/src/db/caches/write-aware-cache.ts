/**
 * A short-lived in-process cache whose entries remember the tables they were read from, so a write to one
 * of those tables drops them. Correctness comes from that invalidation (see QueryCachesPlugin); the TTL only
 * bounds staleness from writes this process cannot see (another server process on the same PostgreSQL).
 */
interface Entry<T> {
  value: T;
  storedAt: number;
  tables: ReadonlySet<string>;
}

export class WriteAwareCache<T> {
  #entries = new Map<string, Entry<T>>();
  /** Bumped on every write: a read that overlapped a write must not be stored. */
  #generation = 0;
  /** Reads running now, by key, with the generation they started at. */
  #inflight = new Map<string, { readAt: number; value: Promise<T | undefined> }>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, now: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores a value read from `tables` while the generation was `readAt`; dropped when a write happened since. */
  set(key: string, value: T, now: number, readAt: number, tables: ReadonlySet<string>): void {
    if (readAt !== this.#generation) return;
    // Maps iterate in insertion order: a full cache drops its oldest entry.
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: now, tables });
  }

  /** Drops the entries read from any of `written`; every entry when the written tables are unknown (null). */
  invalidate(written: readonly string[] | null): void {
    this.#generation++;
    if (written === null) {
      this.#entries.clear();
      return;
    }
    for (const [key, entry] of this.#entries) {
      if (written.some((table) => entry.tables.has(table))) this.#entries.delete(key);
    }
  }

  /**
   * Reads through the cache: `compute` runs on a miss, and its value is stored unless a write overlapped it
   * (an undefined value, such as a row not found, is never stored). Callers missing the same key while a read
   * runs, with no write since it started, share that read: ten clients asking one uncached total at once
   * would otherwise queue ten identical counts on the database.
   */
  async through<V extends T | undefined>(key: string, tables: ReadonlySet<string>, now: number, compute: () => Promise<V>): Promise<V> {
    const hit = this.get(key, now);
    if (hit !== undefined) return hit as V;
    const running = this.#inflight.get(key);
    if (running && running.readAt === this.#generation) return (await running.value) as V;
    const readAt = this.#generation;
    const value = compute();
    const flight = { readAt, value: value as Promise<T | undefined> };
    this.#inflight.set(key, flight);
    try {
      const result = await value;
      if (result !== undefined) this.set(key, result as T, now, readAt, tables);
      return result;
    } finally {
      if (this.#inflight.get(key) === flight) this.#inflight.delete(key);
    }
  }
}
