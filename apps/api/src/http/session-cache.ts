/**
 * A short-lived cache of resolved sessions, keyed by token hash, so a busy client does not pay the session
 * query on every call. Correctness comes from invalidation, not from the TTL: `SessionCachePlugin` (installed
 * on the Kysely instance by openDatabase) drops every entry whenever a statement writes to a table the session
 * row is built from (logout, password reset, a user's type, an account's settings or status...). The TTL only
 * bounds staleness from writes this process cannot see (another server process on the same PostgreSQL).
 */
import {
  AliasNode,
  TableNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** Tables the authentication query reads. */
const SESSION_SOURCES = new Set(['sessions', 'users', 'user_types', 'accounts', 'account_settings', 'profiles']);

interface Entry<T> {
  value: T;
  storedAt: number;
}

export class SessionCache<T> {
  #entries = new Map<string, Entry<T>>();
  /** Bumped on every invalidation: a read that overlapped a write must not be stored. */
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }

  get(key: string, now: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt >= SESSION_CACHE_TTL_MS) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores a value read while the generation was `readAt`; dropped when an invalidation happened since. */
  set(key: string, value: T, now: number, readAt: number): void {
    if (readAt !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(key, { value, storedAt: now });
  }

  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }
}

/** Tables a statement writes, or null when it writes something this cannot name (treated as "anything"). */
export function writtenTables(node: RootOperationNode): string[] | null | 'read' {
  switch (node.kind) {
    case 'SelectQueryNode':
      return 'read';
    case 'InsertQueryNode':
      return node.into ? tableNames(node.into) : null;
    case 'UpdateQueryNode':
      return node.table ? tableNames(node.table) : null;
    case 'DeleteQueryNode':
      return node.from.froms.flatMap((from) => tableNames(from) ?? ['*']);
    case 'RawNode':
      // Raw statements: a read unless it says otherwise.
      return /\b(insert|update|delete|truncate|merge|drop|alter)\b/i.test(node.sqlFragments.join(' ')) ? null : 'read';
    default:
      return null;
  }
}

function tableNames(node: OperationNode): string[] | null {
  if (TableNode.is(node)) return [node.table.identifier.name];
  if (AliasNode.is(node)) return tableNames(node.node);
  return null;
}

function touchesSessions(node: RootOperationNode): boolean {
  const tables = writtenTables(node);
  if (tables === 'read') return false;
  return tables === null || tables.some((table) => table === '*' || SESSION_SOURCES.has(table));
}

/**
 * Invalidates the session cache around every write to a session source: before it runs (so a concurrent read
 * is not stored) and after it returns (so a read that started before the commit is not stored either).
 */
export class SessionCachePlugin implements KyselyPlugin {
  readonly cache = new SessionCache<unknown>();
  #writes = new WeakSet<object>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (touchesSessions(args.node)) {
      this.#writes.add(args.queryId);
      this.cache.invalidate();
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(args.queryId)) this.cache.invalidate();
    return args.result;
  }
}

/** The session cache of a Kysely instance opened by openDatabase; none (no caching) for others. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only the executor is read
export function sessionCacheOf<T>(db: Kysely<any>): SessionCache<T> | undefined {
  const plugin = db.getExecutor().plugins.find((p): p is SessionCachePlugin => p instanceof SessionCachePlugin);
  return plugin?.cache as SessionCache<T> | undefined;
}
