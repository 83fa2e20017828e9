import { action, computed, makeObservable, observable } from 'mobx';
import { PAGE_SIZES, SEARCH_DEBOUNCE_MS } from '../model/constants.js';
import type { Identified, Query, ResourceId } from '../model/identified.js';
import { sortQuery } from '../model/list-query.js';
import { TYPEAHEAD_ERROR_MESSAGES } from '../errors/lookup-messages.js';
import type { LoadStatus } from '../store/list-status.js';
import { PagedList } from '../store/paged-list.js';
import type { ResourceStore } from '../store/resource-store.js';
import { Debouncer, type Scheduler } from './debouncer.js';

/** The lists the filter bar searches as the user types. */
export type TypeaheadType = 'group' | 'location' | 'source';

export interface NamedRow extends Identified {
  name: string;
}

/** The pseudo location 'all' a list can start with (P3-022). */
export interface AllOption {
  id: 'all';
  name: string;
  pseudo: true;
}

export const ALL_OPTION_ID = 'all';

const TYPEAHEAD_TYPES: readonly string[] = ['group', 'location', 'source'] satisfies TypeaheadType[];

function typeaheadType(type: string): TypeaheadType {
  if (!TYPEAHEAD_TYPES.includes(type))
    throw new Error(`TypeaheadList: no typeahead search for resource type '${type}'`);
  return type as TypeaheadType;
}

export interface TypeaheadListOptions<T extends NamedRow> {
  /** The store of groups, locations or sources. */
  store: ResourceStore<T>;
  /** Adds the pseudo option 'all' with this label at the top while not searching (P3-022). */
  allLabel?: string;
  /** Locations only: keep to one group (P7-056). */
  groupId?: ResourceId;
  /** Params sent with every page (e.g. an explicit account_id). */
  query?: Query;
  debounceMs?: number;
  scheduler?: Scheduler;
}

/**
 * The typeahead list of groups, locations or sources (P7-052..P7-059): typing searches with
 * `keywords` and `search_type=typeahead` 250 ms after the last key, sorted by relevance while
 * searching (the server's default then) and by name ascending otherwise, 25 a page, more on
 * scroll, optionally within one group.
 */
export class TypeaheadList<T extends NamedRow> {
  /** What the user typed (shown in the input at once). */
  keywords = '';
  /** The keywords of the list shown (applied after the debounce). */
  searchedKeywords = '';
  groupId: ResourceId | undefined;

  readonly list: PagedList<T>;
  readonly type: TypeaheadType;
  private readonly allLabel: string | undefined;
  private readonly baseQuery: Query;
  private readonly debouncer: Debouncer;
  private readonly store: ResourceStore<T>;

  constructor(options: TypeaheadListOptions<T>) {
    this.type = typeaheadType(options.store.type);
    this.store = options.store;
    this.allLabel = options.allLabel;
    this.baseQuery = options.query ?? {};
    this.groupId = options.groupId;
    this.debouncer = new Debouncer(options.debounceMs ?? SEARCH_DEBOUNCE_MS, options.scheduler);
    makeObservable(this, {
      keywords: observable,
      searchedKeywords: observable,
      groupId: observable,
      query: computed,
      options: computed,
      setKeywords: action,
      setGroupId: action,
      search: action,
    });
    this.list = new PagedList<T>({
      store: options.store,
      query: this.query,
      pageSize: PAGE_SIZES[this.type],
      errorMessage: TYPEAHEAD_ERROR_MESSAGES[this.type],
    });
  }

  /** The params of the list shown, without paging. */
  get query(): Query {
    const keywords = this.searchedKeywords.trim();
    const filter = this.type === 'location' && this.groupId !== undefined ? { group_id: this.groupId } : {};
    // While searching, no sort is sent: the server then orders by relevance, descending (P7-054).
    const order = keywords ? { keywords, search_type: 'typeahead' } : sortQuery('name', 'asc');
    return { ...this.baseQuery, ...filter, ...order };
  }

  /** The rows to offer, led by the pseudo option 'all' when asked for and not searching. */
  get options(): Array<T | AllOption> {
    const rows = this.list.items;
    if (!this.allLabel || this.searchedKeywords.trim()) return rows;
    return [{ id: ALL_OPTION_ID, name: this.allLabel, pseudo: true }, ...rows];
  }

  get status(): LoadStatus {
    return this.list.status;
  }

  get error(): string | undefined {
    return this.list.error;
  }

  get hasMore(): boolean {
    return this.list.hasMore;
  }

  /** First load (page 1 of the current params). */
  load(): Promise<void> {
    return this.list.setQuery(this.query);
  }

  /** The user typed: the search runs once typing pauses for the debounce (P7-053). */
  setKeywords(keywords: string): void {
    this.keywords = keywords;
    this.debouncer.schedule(() => void this.search());
  }

  /** Runs the typed search now (Enter, or the debounce elapsed). */
  search(): Promise<void> {
    this.debouncer.cancel();
    this.searchedKeywords = this.keywords;
    return this.list.setQuery(this.query);
  }

  /** Keep the location list to one group, or to none with undefined (P7-056); applies at once. */
  setGroupId(groupId: ResourceId | undefined): Promise<void> {
    this.groupId = groupId;
    return this.search();
  }

  /** First load unless one has run: for a dropdown that fetches its rows when first opened. */
  loadOnce(): Promise<void> {
    return this.list.status === 'idle' ? this.load() : Promise.resolve();
  }

  /** The name of a row any page or fetch brought (observable: the bar shows the chosen row's name). */
  nameOf(id: ResourceId): string | undefined {
    return this.store.find(id)?.name;
  }

  /**
   * Fetches one row no page has brought yet: a filter set from the URL is named before its list is
   * opened. A failure leaves it unnamed (the list shows its own error when opened).
   */
  async ensureRow(id: ResourceId): Promise<void> {
    try {
      await this.store.ensure(id);
    } catch {
      // Unnamed: the dropdown still works, and the page's list reports a filter it cannot apply.
    }
  }

  /** Next page on infinite scroll (P7-057). */
  loadMore(): Promise<void> {
    return this.list.loadMore();
  }

  dispose(): void {
    this.debouncer.cancel();
    this.list.dispose();
  }
}
