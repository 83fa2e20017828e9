import type { Schemas } from '@locus/api-client';
import type { InsightsQuery } from '../model/server-query.js';
import type { KeywordSort } from '../model/sort.js';

/** GET /insights/{id}/mentioned: the filter, the sort and the page size. */
export interface MentionedQuery extends InsightsQuery {
  'sort[by]': KeywordSort;
  per_page: number;
}

/** GET /insights/{id}/keywords/{keyword}/reviews: the filter and the page. */
export interface KeywordReviewsQuery extends InsightsQuery {
  page: number;
  per_page: number;
}

/**
 * The insights calls of the keywords pages (section 7, Insights), each for one account. The app adapts its
 * API client to this port, so the stores and their tests stay free of HTTP.
 */
export interface InsightsApi {
  mentioned(accountId: number, query: MentionedQuery, signal?: AbortSignal): Promise<Schemas['MentionedKeywords']>;
  categoryRank(accountId: number, query: InsightsQuery, signal?: AbortSignal): Promise<Schemas['CategoryRank']>;
  keyword(accountId: number, keyword: string, query: InsightsQuery, signal?: AbortSignal): Promise<Schemas['KeywordDetail']>;
  keywordReviews(
    accountId: number,
    keyword: string,
    query: KeywordReviewsQuery,
    signal?: AbortSignal,
  ): Promise<Schemas['KeywordReviews']>;
}
