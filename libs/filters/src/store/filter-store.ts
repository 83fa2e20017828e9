import { action, computed, makeObservable, observableRef } from 'mobx';
import { applyFilterChange, readSentiment, type FilterChangeOptions, type Sentiment } from '../model/carry-over.js';
import {
  DATE_LABELS,
  DEFAULT_DATE_DESCRIPTOR,
  dateOptions,
  dateRange,
  defaultSort,
  isDateDescriptor,
  type DateDescriptor,
  type DateOption,
  type DateRange,
  type FilterPage,
  type SortSpec,
} from '../model/date-ranges.js';
import { mergeQuery, readList, toSearch, type QueryAdapter, type QueryChange, type QueryValues } from '../model/query.js';
import {
  RATING_VALUES,
  REVIEW_STATUS_VALUES,
  parseId,
  parseRatings,
  parseReviewStatuses,
  toReviewsQuery,
  type ReviewStatusValue,
  type ReviewsQuery,
} from '../model/server-query.js';

export interface FilterStoreDeps {
  adapter: QueryAdapter;
  /** The page the filter bar is on (default ranges, options, the /reviews cursor rule). */
  page: FilterPage;
  now?: () => Date;
  /** P2-117: local search sorts by top_percent when its flag is on. */
  topPercent?: boolean;
  /** Deselects a bulk all-locations selection (P2-136). */
  onBulkDeselect?: () => void;
}

export interface RatingOption {
  value: number;
  label: string;
  selected: boolean;
}

export interface SentimentOption {
  value: Sentiment;
  label: string;
  selected: boolean;
}

const REVIEW_STATUS_LABEL: Record<ReviewStatusValue, string> = {
  open: 'Open',
  needs_attention: 'Needs attention',
  resolved: 'Resolved',
};
const RATING_LABEL = (n: number) => (n === 0 ? 'No rating' : `${n} ${n === 1 ? 'Star' : 'Stars'}`);

/**
 * The shared filter bar's state (P2-103). The URL is the single source of truth: the store keeps
 * no copy of its own beyond the last query read, and every change is one query update.
 */
export class FilterStore {
  query: QueryValues;
  readonly page: FilterPage;
  private readonly deps: FilterStoreDeps;
  private readonly unsubscribe: (() => void) | undefined;

  constructor(deps: FilterStoreDeps) {
    this.deps = deps;
    this.page = deps.page;
    this.query = deps.adapter.get();
    makeObservable<FilterStore, 'sync'>(this, {
      query: observableRef,
      dateDescriptor: computed,
      range: computed,
      groupId: computed,
      locationId: computed,
      sourceId: computed,
      ratings: computed,
      sentiment: computed,
      category: computed,
      reviewStatus: computed,
      tag: computed,
      savedFilterId: computed,
      searchTerms: computed,
      sort: computed,
      reviewsQuery: computed,
      ratingOptions: computed,
      sentimentOptions: computed,
      reviewStatusOptions: computed,
      dateOptions: computed,
      dateLabel: computed,
      sync: action,
      change: action,
      replace: action,
      setOther: action,
    });
    this.unsubscribe = deps.adapter.subscribe?.(() => this.sync());
  }

  dispose(): void {
    this.unsubscribe?.();
  }

  // ---- read

  /** The URL's descriptor; a from/to without one is a custom range; nothing is the page default. */
  get dateDescriptor(): DateDescriptor {
    const value = this.query['dateDescriptor'];
    if (isDateDescriptor(value)) return value;
    if (this.query['from'] || this.query['to']) return 'custom';
    return DEFAULT_DATE_DESCRIPTOR[this.page];
  }

  /** A preset is computed from today; custom is what the URL holds. */
  get range(): DateRange {
    return dateRange(this.dateDescriptor, this.now(), { from: this.query['from'] ?? null, to: this.query['to'] ?? null });
  }

  get groupId(): number | undefined {
    return parseId(this.query['groupId']);
  }

  get locationId(): number | undefined {
    return parseId(this.query['locationId']);
  }

  get sourceId(): number | undefined {
    return parseId(this.query['sourceId']);
  }

  get ratings(): number[] {
    return parseRatings(this.query['rating']);
  }

  get sentiment(): Sentiment | undefined {
    return readSentiment(this.query['sentiment']);
  }

  get reviewStatus(): ReviewStatusValue | undefined {
    return parseReviewStatuses(this.query['reviewStatus'])[0];
  }

  /** The tag the list is filtered by (the URL may hold several, comma-joined; the bar sets one). */
  get tag(): string | undefined {
    return readList(this.query['tag'])[0];
  }

  get category(): string | undefined {
    return this.query['category'] || undefined;
  }

  get savedFilterId(): number | undefined {
    return parseId(this.query['savedFilterId']);
  }

  get searchTerms(): string {
    return this.query['search_terms'] ?? '';
  }

  get sort(): SortSpec | undefined {
    return defaultSort(this.page, { topPercent: this.deps.topPercent ?? false });
  }

  /** The server's review list query for the current filters. */
  get reviewsQuery(): ReviewsQuery {
    return toReviewsQuery(this.query, this.range, this.sort);
  }

  /** Same as reviewsQuery, as a call (the brief's name). */
  toReviewsQuery(): ReviewsQuery {
    return this.reviewsQuery;
  }

  // ---- dropdown view models

  get dateOptions(): DateOption[] {
    return dateOptions(this.page);
  }

  get dateLabel(): string {
    return DATE_LABELS[this.dateDescriptor];
  }

  /** No rating (0) and 1 to 5 stars (P5-030). */
  get ratingOptions(): RatingOption[] {
    const selected = this.ratings;
    return RATING_VALUES.map((value) => ({ value, label: RATING_LABEL(value), selected: selected.includes(value) }));
  }

  /** The review's workflow statuses (the /reviews bar). */
  get reviewStatusOptions(): { id: ReviewStatusValue; name: string }[] {
    return REVIEW_STATUS_VALUES.map((id) => ({ id, name: REVIEW_STATUS_LABEL[id] }));
  }

  get sentimentOptions(): SentimentOption[] {
    const current = this.sentiment;
    return (['positive', 'negative'] as const).map((value) => ({
      value,
      label: value === 'positive' ? 'Positive' : 'Negative',
      selected: current === value,
    }));
  }

  // ---- change (each is one query update)

  /** Applies a change and its resets (P2-127..P2-136) as one URL update. */
  change(change: QueryChange, options: Omit<FilterChangeOptions, 'page'> & { replace?: boolean } = {}): void {
    const result = applyFilterChange(this.query, change, { page: this.page, ...(options.forced ? { forced: true } : {}) });
    if (!result.changed.length) return;
    this.write(result.query, options.replace ?? false);
    if (result.deselectBulk) this.deps.onBulkDeselect?.();
  }

  /** Writes a whole query as is (a saved filter applied with its prune flag). */
  replace(next: QueryValues, options: { replace?: boolean } = {}): void {
    this.write(next, options.replace ?? false);
    this.deps.onBulkDeselect?.();
  }

  /** Keys that are no filter (the flyout's flyout_edit, export_id, e-mail settings): no resets, no history entry. */
  setOther(change: QueryChange): void {
    const next = mergeQuery(this.query, change);
    if (toSearch(next) !== toSearch(this.query)) this.write(next, true);
  }

  /** A preset writes its computed days too, so links and carry-over see the same range. */
  setDate(descriptor: DateDescriptor, custom?: { from: string; to: string }, options: { forced?: boolean } = {}): void {
    const range = descriptor === 'custom' ? { from: custom?.from ?? null, to: custom?.to ?? null } : dateRange(descriptor, this.now());
    this.change({ dateDescriptor: descriptor, from: range.from ?? undefined, to: range.to ?? undefined }, options);
  }

  setGroup(id: number | string | undefined): void {
    this.change({ groupId: id === undefined ? undefined : String(id) });
  }

  setLocation(id: number | string | undefined): void {
    this.change({ locationId: id === undefined ? undefined : String(id) });
  }

  setSource(id: number | string | undefined): void {
    this.change({ sourceId: id === undefined ? undefined : String(id) });
  }

  setRatings(ratings: readonly (number | string)[]): void {
    const list = parseRatings(ratings.join(','));
    this.change({ rating: list.length ? list.join(',') : undefined });
  }

  toggleRating(value: number): void {
    const current = this.ratings;
    this.setRatings(current.includes(value) ? current.filter((r) => r !== value) : [...current, value]);
  }

  /** The URL holds the page's encoding: numbers on reviews, words on keywords (P2-123, P2-124). */
  setSentiment(sentiment: Sentiment | undefined): void {
    const encoded = sentiment && (this.page === 'keywords' ? sentiment : sentiment === 'positive' ? '1' : '-1');
    this.change({ sentiment: encoded });
  }

  setReviewStatus(status: string | undefined): void {
    this.change({ reviewStatus: parseReviewStatuses(status)[0] });
  }

  setTag(name: string | undefined): void {
    this.change({ tag: name?.trim() || undefined });
  }

  setCategory(category: string | undefined): void {
    this.change({ category });
  }

  setSearchTerms(terms: string): void {
    this.change({ search_terms: terms.trim() || undefined, page: undefined });
  }

  setPage(page: number): void {
    this.change({ page: page > 1 ? String(page) : undefined });
  }

  /** Cursor paging: one of before/after at a time. */
  setCursor(cursor: { before?: string; after?: string }): void {
    this.change({ before: cursor.before, after: cursor.after });
  }

  // ---- internals

  private write(next: QueryValues, replace: boolean): void {
    this.deps.adapter.set(next, { replace });
    this.query = this.deps.adapter.get();
  }

  private sync(): void {
    this.query = this.deps.adapter.get();
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}
