import { action, computed, makeObservable, observable, type ObservableMap } from 'mobx';
import { readListPage, type ListPage } from '../model/hal.js';
import { idKey, isIdentified, type Identified, type Query, type ResourceId } from '../model/identified.js';
import { cleanQuery, queryKey, type HttpMethod } from '../model/query-key.js';
import { resourceInfo, type ResourceType } from '../model/resource-types.js';
import { isAbortError } from '../transport/abort.js';
import type { ResourceTransport, UpdateMethod } from '../transport/resource-transport.js';
import { RequestPool } from './request-pool.js';

/** What a store tells the error handler about a failed call. */
export interface ResourceErrorContext {
  type: ResourceType;
  method: HttpMethod;
  path: string;
  /** A caller's own message for this failure (a lookup message such as 'Error fetching groups'). */
  message?: string;
}

export type ResourceErrorHandler = (error: unknown, context: ResourceErrorContext) => void;

export interface ResourceStoreOptions {
  transport: ResourceTransport;
  type: ResourceType;
  /** The signed-in account: list calls carry it as `account_id` unless the query names one (P7-009). */
  accountId?: () => ResourceId | undefined;
  /** Called once per failed call (never for an abort), e.g. handleResourceError bound to the app. */
  onError?: ResourceErrorHandler;
  /** Share one pool between stores to de-duplicate across them; each store has its own otherwise. */
  pool?: RequestPool;
  /** Clock for staleness (tests pass their own). */
  now?: () => number;
}

export interface ReadOptions {
  /** Abort when the caller no longer needs the result; a shared request stops when nobody does. */
  signal?: AbortSignal;
  /** Message shown instead of the server's when this call fails. */
  errorMessage?: string;
}

export interface EnsureOptions extends ReadOptions {
  /** A held row older than this is fetched again; without it any held row will do. */
  maxAgeMs?: number;
}

export interface WriteOptions {
  errorMessage?: string;
}

export interface UpdateOptions extends WriteOptions {
  method?: UpdateMethod;
}

/**
 * The generic store of one resource type: an identity map of its rows plus list/get/create/
 * update/delete (P7-010..P7-015). Every reply's rows are merged into the map, so a view that
 * holds a row keeps the same object and sees updates; reads of the same key share one request.
 */
export class ResourceStore<T extends Identified> {
  readonly type: ResourceType;
  readonly path: string;
  /** Key of this type's rows in a list reply's `_embedded`. */
  readonly embeddedName: string;
  /** The identity map, keyed by String(id); rows are shallow observables. */
  readonly byId: ObservableMap<string, T> = observable.map<string, T>(undefined, { deep: false });

  private readonly transport: ResourceTransport;
  private readonly pool: RequestPool;
  private readonly accountId: (() => ResourceId | undefined) | undefined;
  private readonly onError: ResourceErrorHandler | undefined;
  private readonly now: () => number;
  /** When each held row was last received; a row without an entry is stale. */
  private readonly receivedAt = new Map<string, number>();

  constructor(options: ResourceStoreOptions) {
    const info = resourceInfo(options.type);
    this.type = options.type;
    this.path = info.path;
    this.embeddedName = info.embedded;
    this.transport = options.transport;
    this.pool = options.pool ?? new RequestPool();
    this.accountId = options.accountId;
    this.onError = options.onError;
    this.now = options.now ?? Date.now;
    makeObservable(this, {
      all: computed,
      upsert: action,
      upsertMany: action,
      evict: action,
      clear: action,
    });
  }

  /** Every row held, in insertion order. */
  get all(): T[] {
    return Array.from(this.byId.values());
  }

  find(id: ResourceId): T | undefined {
    return this.byId.get(idKey(id));
  }

  /** Merges a row into the one already held (same object, new values) or adds it. */
  upsert(row: T): T {
    const key = idKey(row.id);
    this.receivedAt.set(key, this.now());
    const held = this.byId.get(key);
    if (held) {
      Object.assign(held, row);
      return held;
    }
    const stored = observable(row, undefined, { deep: false });
    this.byId.set(key, stored);
    return stored;
  }

  upsertMany(rows: readonly T[]): T[] {
    return rows.map((row) => this.upsert(row));
  }

  evict(id: ResourceId): void {
    this.byId.delete(idKey(id));
    this.receivedAt.delete(idKey(id));
  }

  clear(): void {
    this.byId.clear();
    this.receivedAt.clear();
  }

  /** Marks one row, or every row, as stale: the next ensure() fetches it again. */
  invalidate(id?: ResourceId): void {
    if (id === undefined) this.receivedAt.clear();
    else this.receivedAt.delete(idKey(id));
  }

  /** True when the row is not held, was invalidated, or is older than maxAgeMs. */
  isStale(id: ResourceId, maxAgeMs = Number.POSITIVE_INFINITY): boolean {
    const at = this.receivedAt.get(idKey(id));
    return at === undefined || this.now() - at > maxAgeMs;
  }

  /** The list query as sent: empty values dropped, the signed-in account added (P7-009). */
  listQuery(query: Query = {}): Query {
    const cleaned = cleanQuery(query);
    const accountId = this.accountId?.();
    if (cleaned['account_id'] === undefined && accountId !== undefined) cleaned['account_id'] = accountId;
    return cleaned;
  }

  /** Key of a list call; equal params in any order give the same key. */
  listKey(query: Query = {}): string {
    return queryKey('GET', this.path, this.listQuery(query));
  }

  /** GET on the resource (P7-010); rows are primed into the identity map. */
  async list(query: Query = {}, options: ReadOptions = {}): Promise<ListPage<T>> {
    const reply = await this.read(query, options);
    const page = readListPage<T>(reply, this.embeddedName);
    return { ...page, items: this.upsertMany(page.items) };
  }

  /**
   * GET on the resource path, the reply as the server sent it: what list() reads, and the way to
   * a reply that is not a list (e.g. `import_locations/count`). Adds the account (P7-009); callers
   * of the same params share one request.
   */
  read<R = unknown>(query: Query = {}, options: ReadOptions = {}): Promise<R> {
    const sent = this.listQuery(query);
    return this.pool.run(
      queryKey('GET', this.path, sent),
      (signal) => this.guard('GET', options.errorMessage, () => this.transport.list(this.path, sent, signal)),
      options.signal,
    ) as Promise<R>;
  }

  /** The list of one account: adds `account_id` (P7-015). */
  listByAccount(accountId: ResourceId, query: Query = {}, options: ReadOptions = {}): Promise<ListPage<T>> {
    return this.list({ ...query, account_id: accountId }, options);
  }

  /** GET by id (P7-011); the row is merged into the identity map. */
  get(id: ResourceId, query: Query = {}, options: ReadOptions = {}): Promise<T> {
    const sent = cleanQuery(query);
    const key = queryKey('GET', `${this.path}/${idKey(id)}`, sent);
    return this.pool.run(
      key,
      (signal) =>
        this.guard('GET', options.errorMessage, async () => {
          const reply = await this.transport.get(this.path, id, sent, signal);
          return this.store(reply) as T;
        }),
      options.signal,
    );
  }

  /** The held row when there is a fresh one, else a GET by id. */
  ensure(id: ResourceId, options: EnsureOptions = {}): Promise<T> {
    const held = this.find(id);
    if (held && !this.isStale(id, options.maxAgeMs)) return Promise.resolve(held);
    const { maxAgeMs: _maxAge, ...read } = options;
    return this.get(id, {}, read);
  }

  /** POST (P7-012); the created row joins the identity map. */
  create(body: Partial<T> | Record<string, unknown>, options: WriteOptions = {}): Promise<T> {
    return this.guard(
      'POST',
      options.errorMessage,
      async () => this.store(await this.transport.create(this.path, body)) as T,
    );
  }

  /** PATCH (default) or PUT by id (P7-013); the reply is merged into the held row. */
  update(
    id: ResourceId,
    body: Partial<T> | Record<string, unknown>,
    options: UpdateOptions = {},
  ): Promise<T> {
    const method = options.method ?? 'PATCH';
    return this.guard(method, options.errorMessage, async () => {
      const reply = await this.transport.update(this.path, id, body, method);
      // A reply without the row (e.g. 204) still applies the change to the held row.
      return this.store(isIdentified(reply) ? reply : { ...body, id }) as T;
    });
  }

  /** DELETE by id (P7-014); the row leaves the identity map. */
  delete(id: ResourceId, query: Query = {}, options: WriteOptions = {}): Promise<void> {
    return this.guard('DELETE', options.errorMessage, async () => {
      await this.transport.remove(this.path, id, cleanQuery(query));
      this.evict(id);
    });
  }

  /** Rows with an id are merged into the map; other replies (counts, statuses) pass through. */
  private store(reply: unknown): unknown {
    return isIdentified(reply) ? this.upsert(reply as T) : reply;
  }

  private async guard<R>(
    method: HttpMethod,
    message: string | undefined,
    call: () => Promise<R>,
  ): Promise<R> {
    try {
      return await call();
    } catch (error) {
      if (!isAbortError(error))
        this.onError?.(error, { type: this.type, method, path: this.path, ...(message ? { message } : {}) });
      throw error;
    }
  }
}
