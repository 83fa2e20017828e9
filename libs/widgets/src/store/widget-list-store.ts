import { Debouncer, LatestRequest, SEARCH_DEBOUNCE_MS, isAbortError, type LoadStatus, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observable, observableShallow, runInAction } from 'mobx';
import { AMPLIFY_MESSAGES, WIDGETS_PAGE_SIZE, nearBottom } from '../model/home-rules.js';
import type { Widget } from '../model/widget-types.js';
import type { WidgetsApi } from '../ports/widgets-api.js';

export interface WidgetListStoreDeps {
  api: WidgetsApi;
  pageSize?: number;
  scheduler?: Scheduler;
}

/**
 * CREATED WIDGETS: a name search that starts over from page 1 once typing pauses (F4-103), and
 * infinite scroll that appends the next page when the scroll comes within 20 px of the bottom (F4-104,
 * F9-062). The latest request wins; an aborted one never shows as an error.
 */
export class WidgetListStore {
  typed = '';
  keywords = '';
  rows: Widget[] = [];
  page = 0;
  totalPages = 0;
  total = 0;
  status: LoadStatus = 'idle';
  error: string | null = null;

  private readonly api: WidgetsApi;
  private readonly pageSize: number;
  private readonly typing: Debouncer;
  private readonly latest = new LatestRequest();

  constructor(deps: WidgetListStoreDeps) {
    this.api = deps.api;
    this.pageSize = deps.pageSize ?? WIDGETS_PAGE_SIZE;
    this.typing = new Debouncer(SEARCH_DEBOUNCE_MS, deps.scheduler);
    makeObservable(this, {
      typed: observable,
      keywords: observable,
      rows: observableShallow,
      page: observable,
      totalPages: observable,
      total: observable,
      status: observable,
      error: observable,
      hasMore: computed,
      empty: computed,
      setTyped: action,
    });
  }

  get hasMore(): boolean {
    return this.page < this.totalPages;
  }

  /** Loaded, and nothing matches. */
  get empty(): boolean {
    return this.status === 'loaded' && this.rows.length === 0;
  }

  /** Page 1 of the current search, dropping what was loaded. */
  load(): Promise<void> {
    return this.fetch(1);
  }

  /** A key typed: shown at once; the search runs from page 1 when typing pauses. */
  setTyped(text: string): void {
    this.typed = text;
    this.typing.schedule(() => {
      runInAction(() => (this.keywords = text.trim()));
      void this.load();
    });
  }

  /** The next page, unless one is loading or the last is in. */
  loadMore(): Promise<void> {
    if (this.status === 'loading' || !this.hasMore) return Promise.resolve();
    return this.fetch(this.page + 1);
  }

  /** The list scrolled: near the bottom, load the next page. */
  onScroll(position: { scrollTop: number; clientHeight: number; scrollHeight: number }): Promise<void> {
    return nearBottom(position) ? this.loadMore() : Promise.resolve();
  }

  dispose(): void {
    this.typing.cancel();
    this.latest.abort();
  }

  private async fetch(page: number): Promise<void> {
    const ticket = this.latest.next();
    runInAction(() => {
      this.status = 'loading';
      this.error = null;
      if (page === 1) this.rows = [];
    });
    try {
      const reply = await this.api.list({ keywords: this.keywords, page, perPage: this.pageSize }, ticket.signal);
      if (!ticket.isCurrent()) return;
      runInAction(() => {
        const seen = new Set(this.rows.map((row) => row.id));
        // Rows shift between pages when widgets are added meanwhile: each shows once.
        this.rows = page === 1 ? reply.rows : [...this.rows, ...reply.rows.filter((row) => !seen.has(row.id))];
        this.page = page;
        this.totalPages = reply.totalPages;
        this.total = reply.total;
        this.status = 'loaded';
      });
    } catch (error) {
      if (isAbortError(error) || !ticket.isCurrent()) return;
      runInAction(() => {
        this.status = 'error';
        this.error = AMPLIFY_MESSAGES.fetchError;
      });
    } finally {
      this.latest.finish(ticket);
    }
  }
}
