import { unwrap, type ApiClient } from '@locus/api-client';
import type { InsightsApi } from '../ports/insights-api.js';

/** InsightsApi over the generated client: the contract's paths and queries, typed. */
export function createInsightsApi(client: ApiClient): InsightsApi {
  return {
    mentioned: (id, query, signal) => unwrap(client.GET('/insights/{id}/mentioned', { params: { path: { id }, query }, signal })),
    categoryRank: (id, query, signal) =>
      unwrap(client.GET('/insights/{id}/category_rank', { params: { path: { id }, query }, signal })),
    keyword: (id, keyword, query, signal) =>
      unwrap(client.GET('/insights/{id}/keywords/{keyword}', { params: { path: { id, keyword }, query }, signal })),
    keywordReviews: (id, keyword, query, signal) =>
      unwrap(client.GET('/insights/{id}/keywords/{keyword}/reviews', { params: { path: { id, keyword }, query }, signal })),
  };
}
