import { unwrap, type ApiClient } from '@locus/api-client';
import type { ReviewTagsApi } from '../ports/review-tags-api.js';

/** Suggestions per typeahead call: the list under the input shows a handful. */
const SUGGESTIONS = 10;

/** ReviewTagsApi in one account: every call names it, as P7-040 asks of the delete. */
export function createReviewTagsApi(client: ApiClient, accountId: number): ReviewTagsApi {
  return {
    async suggest(keywords, signal) {
      const list = await unwrap(
        client.GET('/tags', {
          params: {
            query: { account_id: accountId, keywords, search_type: 'typeahead', per_page: SUGGESTIONS },
          },
          ...(signal ? { signal } : {}),
        }),
      );
      return list._embedded.tags.map((tag) => tag.name);
    },
    async add(reviewId, name) {
      await unwrap(
        client.POST('/review_tags', { body: { account_id: accountId, review_id: reviewId, name } }),
      );
    },
    async remove(reviewId, name) {
      await unwrap(
        client.DELETE('/review_tags', {
          params: { query: { account_id: accountId, review_id: reviewId, name } },
        }),
      );
    },
  };
}
