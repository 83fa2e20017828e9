import type { Schemas } from '@locus/api-client';
import type { ExportStore, FilterStore } from '@locus/filters';
import { GenericLoader, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable } from 'mobx';
import { categoryBlock, type CategoryBlock } from '../model/category-blocks.js';
import { keywordCell, type KeywordCell } from '../model/keyword-grid.js';
import { INSIGHTS_MESSAGES } from '../model/messages.js';
import {
  KEYWORD_SORT_KEY,
  keywordSortOptions,
  keywordSortParam,
  readKeywordSort,
  type KeywordSort,
  type KeywordSortOption,
} from '../model/sort.js';
import type { InsightsApi } from '../ports/insights-api.js';
import { INSIGHTS_SETTINGS, type InsightsSession } from '../ports/session.js';
import { insightsParams, noAccount, type InsightsParams } from './insights-params.js';

/** F9-005: the insights filter's page size. */
export const INSIGHTS_PAGE_SIZE = 500;

export interface KeywordsPageStoreDeps {
  api: InsightsApi;
  filters: FilterStore;
  session: InsightsSession;
  exporter: ExportStore;
  scheduler?: Scheduler;
}

/**
 * /dashboard/keywords: the keyword grid over the filter bar (six months by default, F5-069), sorted by the
 * dropdown, and the experience categories section when the account has experience_analysis (F6-036).
 * Both follow the filter store's query, so one filter change is one request each.
 */
export class KeywordsPageStore {
  readonly keywords: GenericLoader<InsightsParams & { sort: KeywordSort }, Schemas['MentionedKeywords']>;
  readonly categories: GenericLoader<InsightsParams & { enabled: boolean }, Schemas['CategoryRank']>;
  private readonly deps: KeywordsPageStoreDeps;

  constructor(deps: KeywordsPageStoreDeps) {
    this.deps = deps;
    makeObservable(this, {
      sort: computed,
      rows: computed,
      sortOptions: computed,
      showCategories: computed,
      categoryBlocks: computed,
      emptyText: computed,
      setSort: action,
    });
    const { api, filters, session, scheduler } = deps;
    this.keywords = new GenericLoader({
      params: () => ({ ...insightsParams(session, filters), sort: this.sort }),
      skip: noAccount,
      debounceMs: 0,
      scheduler,
      errorMessage: INSIGHTS_MESSAGES.keywordsError,
      load: ({ accountId, query, sort }, signal) =>
        api.mentioned(accountId ?? 0, { ...query, 'sort[by]': sort, per_page: INSIGHTS_PAGE_SIZE }, signal),
    });
    this.categories = new GenericLoader({
      params: () => ({ ...insightsParams(session, filters), enabled: this.showCategories }),
      skip: (params) => noAccount(params) || !params.enabled,
      debounceMs: 0,
      scheduler,
      errorMessage: INSIGHTS_MESSAGES.categoriesError,
      load: ({ accountId, query }, signal) => api.categoryRank(accountId ?? 0, query, signal),
    });
  }

  get exporter(): ExportStore {
    return this.deps.exporter;
  }

  get rows(): KeywordCell[] {
    const query = this.deps.filters.query;
    return (this.keywords.data?.keywords ?? []).map((keyword) => keywordCell(keyword, query));
  }

  /** The URL holds the sort, like the filters: reload, back and the links back to the list keep it. */
  get sort(): KeywordSort {
    return readKeywordSort(this.deps.filters.query[KEYWORD_SORT_KEY]);
  }

  get sortOptions(): KeywordSortOption[] {
    return keywordSortOptions(this.sort);
  }

  /** F6-036 */
  get showCategories(): boolean {
    return this.deps.session.isFeatureEnabled(INSIGHTS_SETTINGS.experienceAnalysis);
  }

  get categoryBlocks(): CategoryBlock[] {
    const query = this.deps.filters.query;
    return (this.categories.data?.categories ?? []).map((count) => categoryBlock(count, query));
  }

  /** F8-069, once a load finished with no keyword. */
  get emptyText(): string | null {
    return this.keywords.status === 'loaded' && this.rows.length === 0 ? INSIGHTS_MESSAGES.noKeywords : null;
  }

  /** A history entry per sort chosen, as a filter change is. */
  setSort(sort: KeywordSort): void {
    this.deps.filters.change({ [KEYWORD_SORT_KEY]: keywordSortParam(sort) });
  }

  /** F7-066: the keywords CSV with the page's filters and sort; the export store shows the trial modal (F6-059). */
  exportCsv(): Promise<void> {
    const { query } = insightsParams(this.deps.session, this.deps.filters);
    return this.deps.exporter.start({ resource: 'keywords', filters: { ...query, 'sort[by]': this.sort } });
  }

  dispose(): void {
    this.keywords.dispose();
    this.categories.dispose();
  }
}
