import { Debouncer, PagedList, SEARCH_DEBOUNCE_MS, type LoadStatus, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
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

  private readonly list: PagedList<Widget>;
  private readonly typing: Debouncer;

  constructor(deps: WidgetListStoreDeps) {
    const { api } = deps;
    this.typing = new Debouncer(SEARCH_DEBOUNCE_MS, deps.scheduler);
    this.list = new PagedList<Widget>({
      pageSize: deps.pageSize ?? WIDGETS_PAGE_SIZE,
      errorMessage: AMPLIFY_MESSAGES.fetchError,
      fetch: async ({ page, perPage, signal }) => {
        const reply = await api.list({ keywords: this.keywords, page, perPage }, signal);
        return { items: reply.rows, page: reply.page, totalPages: reply.totalPages, total: reply.total };
      },
    });
    makeObservable(this, {
      typed: observable,
      keywords: observable,
      empty: computed,
      setTyped: action,
    });
  }

  /** The widgets loaded so far; rows that shift between pages show once. */
  get rows(): Widget[] {
    return this.list.items;
  }

  get page(): number {
    return this.list.page;
  }

  get totalPages(): number {
    return this.list.totalPages;
  }

  get total(): number {
    return this.list.total;
  }

  get status(): LoadStatus {
    return this.list.status;
  }

  get error(): string | null {
    return this.list.error ?? null;
  }

  get hasMore(): boolean {
    return this.list.hasMore;
  }

  /** Loaded, and nothing matches. */
  get empty(): boolean {
    return this.status === 'loaded' && this.rows.length === 0;
  }

  /** Page 1 of the current search, dropping what was loaded. */
  load(): Promise<void> {
    return this.list.load();
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
    return this.list.loadMore();
  }

  /** The list scrolled: near the bottom, load the next page. */
  onScroll(position: { scrollTop: number; clientHeight: number; scrollHeight: number }): Promise<void> {
    return nearBottom(position) ? this.loadMore() : Promise.resolve();
  }

  dispose(): void {
    this.typing.cancel();
    this.list.dispose();
  }
}
