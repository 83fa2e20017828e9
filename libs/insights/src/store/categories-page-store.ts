import type { Schemas } from '@locus/api-client';
import type { FilterStore } from '@locus/filters';
import { GenericLoader, type Scheduler } from '@locus/resources';
import { computed, makeObservable } from 'mobx';
import { categoryBlock, type CategoryBlock } from '../model/category-blocks.js';
import { categoryLabel, isExperienceCategory } from '../model/categories.js';
import { keywordCell, type KeywordCell } from '../model/keyword-grid.js';
import { keywordsHref } from '../model/links.js';
import { INSIGHTS_MESSAGES } from '../model/messages.js';
import { DEFAULT_KEYWORD_SORT } from '../model/sort.js';
import type { InsightsApi } from '../ports/insights-api.js';
import type { InsightsSession } from '../ports/session.js';
import { insightsParams, noAccount, type InsightsParams } from './insights-params.js';
import { INSIGHTS_PAGE_SIZE } from './keywords-page-store.js';

export interface CategoriesPageStoreDeps {
  api: InsightsApi;
  filters: FilterStore;
  session: InsightsSession;
  scheduler?: Scheduler;
}

/**
 * /dashboard/keywords/categories?category=staff (F2-068): every category's block over the filters (the
 * chosen one marked), and the chosen category's keywords.
 */
export class CategoriesPageStore {
  readonly rank: GenericLoader<InsightsParams, Schemas['CategoryRank']>;
  readonly keywords: GenericLoader<InsightsParams, Schemas['MentionedKeywords']>;
  private readonly deps: CategoriesPageStoreDeps;

  constructor(deps: CategoriesPageStoreDeps) {
    this.deps = deps;
    makeObservable(this, { category: computed, blocks: computed, rows: computed });
    const { api, filters, session, scheduler } = deps;
    this.rank = new GenericLoader({
      // Every category is ranked; the chosen one only narrows the keyword list.
      params: () => {
        const { category: _category, ...query } = insightsParams(session, filters).query;
        return { accountId: session.account_id, query };
      },
      skip: noAccount,
      debounceMs: 0,
      scheduler,
      errorMessage: INSIGHTS_MESSAGES.categoriesRankError,
      load: ({ accountId, query }, signal) => api.categoryRank(accountId ?? 0, query, signal),
    });
    this.keywords = new GenericLoader({
      params: () => insightsParams(session, filters),
      skip: (params) => noAccount(params) || params.query.category === undefined,
      debounceMs: 0,
      scheduler,
      errorMessage: INSIGHTS_MESSAGES.keywordsError,
      load: ({ accountId, query }, signal) =>
        api.mentioned(accountId ?? 0, { ...query, 'sort[by]': DEFAULT_KEYWORD_SORT, per_page: INSIGHTS_PAGE_SIZE }, signal),
    });
  }

  /** The query's category, lower case, when it is one (P3-024). */
  get category(): string | null {
    const category = this.deps.filters.category?.toLowerCase();
    return category && isExperienceCategory(category) ? category : null;
  }

  get heading(): string {
    return this.category ? categoryLabel(this.category) : 'Experience Categories';
  }

  get blocks(): (CategoryBlock & { selected: boolean })[] {
    const query = this.deps.filters.query;
    return (this.rank.data?.categories ?? []).map((count) => ({ ...categoryBlock(count, query), selected: count.category === this.category }));
  }

  get rows(): KeywordCell[] {
    const query = this.deps.filters.query;
    return (this.keywords.data?.keywords ?? []).map((keyword) => keywordCell(keyword, query));
  }

  /** Back to the keywords page with the same filters, less the category chosen here. */
  get backHref(): string {
    return keywordsHref({ ...this.deps.filters.query, category: '' });
  }

  dispose(): void {
    this.rank.dispose();
    this.keywords.dispose();
  }
}
