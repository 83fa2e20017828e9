import { createApiClient } from '@locus/api-client';
import { FilterStore } from '@locus/filters';
import { createReviewsApi, ReviewsListStore } from '@locus/reviews';
import { createFakeApi } from '@locus/api-client/testing';
import { reviewsPageReply } from '@locus/reviews/testing';
import { describe, expect, it } from 'vitest';
import { createRouterQueryAdapter } from '../../app/filters/router-query-adapter';

const NOW = new Date('2026-03-31T12:00:00Z');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ReviewsListStore over the router', () => {
  it('[P2-103] the router adapter ignores the echo of its own write: one navigation, one request', async () => {
    const server = createFakeApi({ 'GET /reviews': reviewsPageReply() });
    const client = createApiClient({
      clientName: 'web',
      baseUrl: 'http://locus.test/api',
      fetch: server.fetch,
      getCredentials: () => null,
    });
    const navigations: string[] = [];
    const adapter = createRouterQueryAdapter(
      { pathname: () => '/reviews', navigate: (to) => void navigations.push(to) },
      '?dateDescriptor=thirtyDays',
    );
    const filters = new FilterStore({ adapter, page: 'reviews', now: () => NOW });
    const list = new ReviewsListStore({ api: createReviewsApi(client), filters });
    list.start();
    await settle();
    filters.toggleRating(4);
    // The router then reports the location the adapter navigated to.
    adapter.locationChanged(new URL(`http://x${navigations[0] ?? ''}`).search);
    await settle();
    expect(navigations).toEqual(['/reviews?dateDescriptor=thirtyDays&rating=4']);
    expect(server.requests).toHaveLength(2);
    // A real outside change (the back button) is followed.
    adapter.locationChanged('?dateDescriptor=thirtyDays');
    await settle();
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2]?.query.has('rating')).toBe(false);
    list.dispose();
  });
});
