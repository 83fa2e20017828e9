import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { writtenTables } from './statement-tables.js';
import { WriteAwareCache } from './write-aware-cache.js';

/** Resolved sessions by token hash: the session query runs on every call. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** List totals by count query: paging through one filter set would count the same rows on every page. */
export const TOTALS_CACHE_TTL_MS = 10_000;
/** Small lookup tables (states, categories) read whole. */
export const LOOKUPS_CACHE_TTL_MS = 60_000;
/**
 * Every location of a scope scored for a period: the report's pages, its groups view, its CSV and the score
 * lists all score the same 10,000 rows; paging or re-sorting then reads them from here.
 */
export const SCORES_CACHE_TTL_MS = 30_000;
/** A table written this recently is dropped again when any transaction commits (see afterCommit). */
const RECENT_WRITE_MS = 60_000;

/**
 * The caches of one database handle, installed on its Kysely instance by openDatabase. Every statement that
 * writes drops the entries read from the tables it writes: before it runs (so a concurrent read is not
 * stored) and after it returns (so a read that started before the write finished is not stored either).
 */
export class QueryCachesPlugin implements KyselyPlugin {
  readonly sessions = new WriteAwareCache<unknown>(SESSION_CACHE_TTL_MS, 10_000);
  readonly totals = new WriteAwareCache<number>(TOTALS_CACHE_TTL_MS, 1_000);
  readonly lookups = new WriteAwareCache<unknown>(LOOKUPS_CACHE_TTL_MS, 100);
  /**
   * Each account's settings (code -> value): feature checks read them on many calls (every Keywords call). As
   * short-lived as the sessions, whose permissions come from the same settings, for writes by another process.
   */
  readonly settings = new WriteAwareCache<unknown>(SESSION_CACHE_TTL_MS, 1_000);
  /** A list's ordered ids by filter set: a page is then a slice, not a walk past every skipped row. */
  readonly listIds = new WriteAwareCache<readonly number[]>(TOTALS_CACHE_TTL_MS, 200);
  readonly scores = new WriteAwareCache<unknown>(SCORES_CACHE_TTL_MS, 50);
  #writes = new WeakMap<object, readonly string[] | null>();
  /** When each table was last written; '*' for a statement whose tables could not be named. */
  #recentWrites = new Map<string, number>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables !== 'read') {
      this.#writes.set(args.queryId, tables);
      this.#invalidate(tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(args.queryId)) this.#invalidate(this.#writes.get(args.queryId) ?? null);
    return args.result;
  }

  /**
   * Runs after a transaction commits (installed by openDatabase with withCommitHook). Which connection wrote
   * what is not visible here, so every table written in the last minute is dropped again: writes are rare
   * next to reads, and a read that overlapped an uncommitted write must not outlive the commit.
   */
  afterCommit(now = Date.now()): void {
    const recent = [...this.#recentWrites].filter(([, at]) => now - at < RECENT_WRITE_MS).map(([table]) => table);
    this.#recentWrites = new Map([...this.#recentWrites].filter(([, at]) => now - at < RECENT_WRITE_MS));
    if (recent.length > 0) this.#invalidate(recent.includes('*') ? null : recent, false);
  }

  #invalidate(tables: readonly string[] | null, record = true): void {
    if (record) for (const table of tables ?? ['*']) this.#recentWrites.set(table, Date.now());
    for (const cache of [this.sessions, this.totals, this.lookups, this.settings, this.listIds, this.scores]) cache.invalidate(tables);
  }
}

/** The caches of a Kysely instance opened by openDatabase; none (no caching) for others. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only the executor is read
export function queryCachesOf(db: Kysely<any>): QueryCachesPlugin | undefined {
  return db.getExecutor().plugins.find((p): p is QueryCachesPlugin => p instanceof QueryCachesPlugin);
}
