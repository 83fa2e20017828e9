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
import { idKey, type Identified } from '../model/identified.js';
import { pageQuery, type ListQuery } from '../model/list-query.js';
import { stableStringify } from '../model/query-key.js';
import { errorMessage } from '../errors/error-message.js';
import { isAbortError } from '../transport/abort.js';
import { LatestRequest } from './latest-request.js';
import type { LoadStatus } from './list-status.js';
import type { ResourceStore } from './resource-store.js';

export interface PagedListOptions<T extends Identified> {
  store: ResourceStore<T>;
  /** The list's params without paging. */
  query?: ListQuery;
  /** Rows per page, 25 unless the spec fixes another size for the list (P7-055, P9). */
  pageSize?: number;
  /** Text of `error` (and of the alert) on failure, instead of the server's message. */
  errorMessage?: string;
}

/**
 * A list query with infinite load-more: page 1 on load, the next page appended by loadMore()
 * while `_total_pages` says there is more. Changing the params resets it and aborts the
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

  readonly pageSize: number;
  private readonly store: ResourceStore<T>;
  private readonly failureText: string | undefined;
  private readonly latest = new LatestRequest();

  constructor(options: PagedListOptions<T>) {
    this.store = options.store;
    this.query = options.query ?? {};
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
    this.failureText = options.errorMessage;
    makeObservable<PagedList<T>, 'ids' | 'reset'>(this, {
      status: observable,
      error: observable,
      query: observableRef,
      total: observable,
      totalPages: observable,
      page: observable,
      ids: observableShallow,
      items: computed,
      hasMore: computed,
      isLoading: computed,
      setQuery: action,
      reset: action,
    });
  }

  /** The rows loaded so far, as held by the store's identity map (updates show here too). */
  get items(): T[] {
    const rows: T[] = [];
    for (const id of this.ids) {
      const row = this.store.find(id);
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

  /** Aborts the running request: the list's owner is gone. */
  dispose(): void {
    this.latest.abort();
  }

  private reset(): void {
    this.latest.abort();
    this.ids = [];
    this.page = 0;
    this.total = 0;
    this.totalPages = 0;
    this.error = undefined;
    this.status = 'idle';
  }

  private async fetchPage(page: number): Promise<void> {
    const ticket = this.latest.next();
    runInAction(() => {
      this.status = 'loading';
      this.error = undefined;
    });
    try {
      const reply = await this.store.list(pageQuery(this.query, page, this.pageSize), {
        signal: ticket.signal,
        ...(this.failureText ? { errorMessage: this.failureText } : {}),
      });
      if (!ticket.isCurrent()) return;
      runInAction(() => {
        this.ids = appendIds(page === 1 ? [] : this.ids, reply.items);
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
    } finally {
      this.latest.finish(ticket);
    }
  }
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
