import {
  action,
  computed,
  makeObservable,
  observable,
  observableRef,
  observableShallow,
  runInAction,
} from 'mobx';
import { DEFAULT_PAGE_SIZE } from '../model/constants.js';
import type { ListPage } from '../model/hal.js';
import { idKey, type Identified } from '../model/identified.js';
import { pageQuery, type ListQuery } from '../model/list-query.js';
import { stableStringify } from '../model/query-key.js';
import { errorMessage } from '../errors/error-message.js';
import { isAbortError } from '../transport/abort.js';
import { LatestRequest } from './latest-request.js';
import type { LoadStatus } from './list-status.js';
import type { ResourceStore } from './resource-store.js';

/** One page to fetch: 1-based, of `perPage` rows; `signal` aborts it when superseded. */
export interface PageRequest {
  page: number;
  perPage: number;
  signal: AbortSignal;
}

/** Fetches one page of a list the lib reaches through its own port. */
export type PageFetch<T> = (request: PageRequest) => Promise<ListPage<T>>;

interface PagedListCommon {
  /** Rows per page, 25 unless the spec fixes another size for the list (P7-055, P9). */
  pageSize?: number;
  /** Text of `error` on failure, instead of the server's message. */
  errorMessage?: string;
  /** Told of a failed page (never of an aborted one), for the owner's alert and report. */
  onError?: (error: unknown) => void;
}

/**
 * Either a resource store's list (rows held by its identity map, params as `query`) or a fetch
 * function (rows held here; the owner's params live in the closure, `load()` after they change).
 */
export type PagedListOptions<T extends Identified> = PagedListCommon &
  (
    | {
        store: ResourceStore<T>;
        /** The list's params without paging. */
        query?: ListQuery;
      }
    | { fetch: PageFetch<T> }
  );

/**
 * A paged list: page 1 on load, the next page appended by loadMore() while `_total_pages` says
 * there is more, or one page at a time with goTo(). Changing the params resets it and aborts the
 * superseded request (latest wins); an aborted request never shows as an error.
 */
export class PagedList<T extends Identified> {
  status: LoadStatus = 'idle';
  error: string | undefined = undefined;
  query: ListQuery;
  total = 0;
  totalPages = 0;
  /** The last page loaded (0 before the first). */
  page = 0;
  private ids: string[] = [];
  /** The fetch form's rows, by id key. */
  private rows = new Map<string, T>();

  readonly pageSize: number;
  private readonly store: ResourceStore<T> | null;
  private readonly fetch: PageFetch<T> | null;
  private readonly failureText: string | undefined;
  private readonly onError: ((error: unknown) => void) | undefined;
  private readonly latest = new LatestRequest();

  constructor(options: PagedListOptions<T>) {
    this.store = 'store' in options ? options.store : null;
    this.fetch = 'fetch' in options ? options.fetch : null;
    this.query = ('query' in options ? options.query : undefined) ?? {};
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
    this.failureText = options.errorMessage;
    this.onError = options.onError;
    makeObservable<PagedList<T>, 'ids' | 'rows' | 'reset'>(this, {
      status: observable,
      error: observable,
      query: observableRef,
      total: observable,
      totalPages: observable,
      page: observable,
      ids: observableShallow,
      rows: observableRef,
      items: computed,
      hasMore: computed,
      isLoading: computed,
      setQuery: action,
      update: action,
      reset: action,
    });
  }

  /** The rows loaded so far; in the store form as held by its identity map (updates show here too). */
  get items(): T[] {
    const rows: T[] = [];
    for (const id of this.ids) {
      const row = this.store ? this.store.find(id) : this.rows.get(id);
      if (row) rows.push(row);
    }
    return rows;
  }

  get hasMore(): boolean {
    return this.page < this.totalPages;
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  /** New params: when they differ from the current ones, start over from page 1. */
  setQuery(query: ListQuery): Promise<void> {
    if (stableStringify(query) === stableStringify(this.query) && this.status !== 'idle')
      return Promise.resolve();
    this.query = query;
    return this.load();
  }

  /** (Re)loads page 1, dropping what was loaded. */
  load(): Promise<void> {
    this.reset();
    return this.fetchPage(1);
  }

  /** Appends the next page; does nothing while loading or when the last page is in (P7-057). */
  loadMore(): Promise<void> {
    if (this.isLoading || !this.hasMore) return Promise.resolve();
    return this.fetchPage(this.page + 1);
  }

  /** Loads this page in place of the rows shown (Previous/Next paging); page 1 when none is given. */
  goTo(page: number): Promise<void> {
    return this.fetchPage(Math.max(1, page), true);
  }

  /**
   * Edits the loaded rows in place, for the owner's own writes (a row created, renamed, deleted) without
   * a reload: `edit` gets the rows and returns them as they now are, in order; `total` follows the count.
   * In the store form the identity map holds the rows, so only which ones are listed, and their order, change.
   */
  update(edit: (rows: T[]) => T[]): void {
    const before = this.items;
    const after = edit([...before]);
    if (this.fetch) this.rows = keepRows(new Map(), after);
    this.ids = appendIds([], after);
    this.total = Math.max(0, this.total + after.length - before.length);
  }

  /** Aborts the running request: the list's owner is gone. */
  dispose(): void {
    this.latest.abort();
  }

  private reset(): void {
    this.latest.abort();
    this.ids = [];
    this.rows = new Map();
    this.page = 0;
    this.total = 0;
    this.totalPages = 0;
    this.error = undefined;
    this.status = 'idle';
  }

  private async fetchPage(page: number, replace = page === 1): Promise<void> {
    const ticket = this.latest.next();
    runInAction(() => {
      this.status = 'loading';
      this.error = undefined;
    });
    try {
      const reply = await this.request(page, ticket.signal);
      if (!ticket.isCurrent()) return;
      runInAction(() => {
        if (this.fetch) this.rows = keepRows(replace ? new Map() : this.rows, reply.items);
        this.ids = appendIds(replace ? [] : this.ids, reply.items);
        this.page = page;
        this.total = reply.total;
        this.totalPages = reply.totalPages;
        this.status = 'loaded';
      });
    } catch (error) {
      if (isAbortError(error) || !ticket.isCurrent()) return;
      runInAction(() => {
        this.status = 'error';
        this.error = this.failureText ?? errorMessage(error);
      });
      this.onError?.(error);
    } finally {
      this.latest.finish(ticket);
    }
  }

  private request(page: number, signal: AbortSignal): Promise<ListPage<T>> {
    if (this.store)
      return this.store.list(pageQuery(this.query, page, this.pageSize), {
        signal,
        ...(this.failureText ? { errorMessage: this.failureText } : {}),
      });
    if (this.fetch) return this.fetch({ page, perPage: this.pageSize, signal });
    throw new Error('PagedList needs a store or a fetch function');
  }
}

/** The rows of a fetched page added to those held (the fetch form has no identity map). */
function keepRows<T extends Identified>(rows: ReadonlyMap<string, T>, items: readonly T[]): Map<string, T> {
  const next = new Map(rows);
  for (const row of items) next.set(idKey(row.id), row);
  return next;
}

/** Appends the ids of new rows; a row already listed (rows shift between pages) stays once. */
function appendIds(ids: readonly string[], rows: readonly Identified[]): string[] {
  const seen = new Set(ids);
  const next = [...ids];
  for (const row of rows) {
    const id = idKey(row.id);
    if (!seen.has(id)) {
      seen.add(id);
      next.push(id);
    }
  }
  return next;
}
