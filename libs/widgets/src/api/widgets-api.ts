import { unwrap, type ApiClient } from '@locus/api-client';
import type { WidgetsApi } from '../ports/widgets-api.js';

/** Rows the editor's pick lists load at once (Harbor has 48 locations; the contract allows 500). */
const PICK_LIST_SIZE = 500;
/** Recent reviews offered to feature. */
const REVIEW_CHOICES = 50;
/** F7-049: the feature name of the Amplify request. */
export const AMPLIFY_FEATURE_NAME = 'Amplify';

export interface WidgetsApiDeps {
  client: ApiClient;
  accountId: () => number | null;
  userId: () => number | null;
}

/** WidgetsApi over the generated client: the contract's paths and bodies, typed. */
export function createWidgetsApi({ client, accountId, userId }: WidgetsApiDeps): WidgetsApi {
  const account = () => accountId() ?? undefined;
  return {
    async list({ keywords, page, perPage }, signal) {
      const reply = await unwrap(
        client.GET('/amplify/widgets', {
          params: { query: { account_id: account(), keywords: keywords || undefined, page, per_page: perPage } },
          signal,
        }),
      );
      return { rows: reply._embedded.widgets, page: reply._page, totalPages: reply._total_pages, total: reply._total };
    },
    get: (id, signal) => unwrap(client.GET('/amplify/widgets/{id}', { params: { path: { id } }, signal })),
    create: (type, draft) =>
      unwrap(client.POST('/amplify/widgets', { body: { account_id: account(), widget_type: type, ...draft } })),
    update: (id, draft) => unwrap(client.PATCH('/amplify/widgets/{id}', { params: { path: { id } }, body: draft })),
    async remove(id) {
      await unwrap(client.DELETE('/amplify/widgets/{id}', { params: { path: { id } } }));
    },
    async requestAccess() {
      const user = userId();
      if (user === null) throw new Error('Not signed in');
      await unwrap(
        client.POST('/webhooks/notify', {
          body: { event: 'internal', user_id: user, notification_type: 'feature_request', feature_name: AMPLIFY_FEATURE_NAME },
        }),
      );
    },
    async locations(signal) {
      const reply = await unwrap(
        client.GET('/locations', { params: { query: { account_id: account(), per_page: PICK_LIST_SIZE, 'sort[by]': 'name' } }, signal }),
      );
      return reply._embedded.locations.map((row) => ({ id: row.id, name: row.name }));
    },
    async sources(signal) {
      const reply = await unwrap(client.GET('/sources', { params: { query: { per_page: PICK_LIST_SIZE } }, signal }));
      return reply._embedded.sources.filter((row) => row.kind !== 'internal').map((row) => ({ id: row.id, name: row.name }));
    },
    async reviews(minRating, signal) {
      const ratings = [1, 2, 3, 4, 5].filter((rating) => rating >= minRating) as (1 | 2 | 3 | 4 | 5)[];
      const reply = await unwrap(
        client.GET('/reviews', {
          params: { query: { account_id: account(), rating: ratings, per_page: REVIEW_CHOICES, 'sort[by]': 'published_at', 'sort[order]': 'desc' } },
          signal,
        }),
      );
      return reply._embedded.reviews.map((row) => ({
        id: row.id,
        author: row.author_name ?? 'Anonymous',
        rating: row.rating ?? 0,
        text: row.content ?? row.title ?? '',
        locationName: row.location_name,
      }));
    },
  };
}
