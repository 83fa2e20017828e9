import { createApiClient } from '@locus/api-client';
import { createMemoryQueryAdapter, FilterStore } from '@locus/filters';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@locus/api-client/testing';
import { reviewsPageReply } from '../testing/reviews-page.js';
import { createReviewsApi } from '../api/reviews-api.js';
import { ReviewsListStore } from './reviews-list-store.js';
import { ReviewsPreload } from './reviews-preload.js';

const NOW = new Date('2026-03-31T12:00:00Z');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(initial: Record<string, string> = {}, preloadFor?: Record<string, string>) {
  const server = createFakeApi({ 'GET /reviews': reviewsPageReply() });
  const api = createReviewsApi(
    createApiClient({
      clientName: 'web',
      baseUrl: 'http://locus.test/api',
      fetch: server.fetch,
      getCredentials: () => null,
    }),
  );
  const adapter = createMemoryQueryAdapter(initial);
  const filters = new FilterStore({ adapter, page: 'reviews', now: () => NOW });
  // The route's preload works the query out of its own URL, as the app does before the page's stores exist.
  const preloaded = preloadFor
    ? new ReviewsPreload(
        api,
        new FilterStore({ adapter: createMemoryQueryAdapter(preloadFor), page: 'reviews', now: () => NOW })
          .reviewsQuery,
      )
    : undefined;
  const list = new ReviewsListStore({ api, filters, ...(preloaded ? { preloaded } : {}) });
  list.start();
  return { ...server, adapter, filters, list };
}

describe('ReviewsListStore', () => {
  it('[P2-103] a rating change issues exactly one reviews request with the new filters', async () => {
    const { requests, filters } = setup();
    await settle();
    expect(requests).toHaveLength(1);
    filters.toggleRating(5);
    await settle();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.query.getAll('rating')).toEqual(['5']);
  });

  it('[P2-128][P2-133] a group change that also clears location and cursors is still one request', async () => {
    const { requests, filters } = setup({ locationId: '3', after: 'cursor-9' });
    await settle();
    filters.setGroup(2);
    await settle();
    expect(requests).toHaveLength(2);
    const params = requests[1]?.query;
    expect(params?.get('group_id')).toBe('2');
    expect(params?.has('location_id')).toBe(false);
    expect(params?.has('after')).toBe(false);
  });

  it('[P2-111][P2-114] the default range is the last thirty days, newest first', async () => {
    const { requests } = setup();
    await settle();
    const params = requests[0]?.query;
    expect(params?.get('published_after')).toBe('2026-03-02');
    expect(params?.get('published_before')).toBe('2026-03-31');
    expect(params?.get('sort[by]')).toBe('published_at');
    expect(params?.get('sort[order]')).toBe('desc');
  });

  it('[P2-103] Next pages with the server cursor: one URL update, one request', async () => {
    const { requests, list, adapter } = setup();
    await settle();
    expect(list.items).toHaveLength(1);
    expect(list.hasNext).toBe(true);
    list.next();
    await settle();
    expect(adapter.history).toHaveLength(1);
    expect(adapter.get()['after']).toBe('cursor-2');
    expect(requests).toHaveLength(2);
    expect(requests[1]?.query.get('after')).toBe('cursor-2');
  });

  it('[P2-103] a route preload of the same URL is the first load: one request in all, then filters ask anew', async () => {
    const { requests, filters, list } = setup({ rating: '4' }, { rating: '4' });
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.query.getAll('rating')).toEqual(['4']);
    expect(list.status).toBe('loaded');
    expect(list.items).toHaveLength(1);
    filters.toggleRating(5);
    await settle();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.query.getAll('rating')).toEqual(['4', '5']);
  });

  it('a preload of another query is left unused: the list asks for its own', async () => {
    const { requests, list } = setup({ rating: '5' }, { rating: '4' });
    await settle();
    expect(requests.map((request) => request.query.getAll('rating'))).toEqual([['4'], ['5']]);
    expect(list.status).toBe('loaded');
  });

  it('[P4-060] changes one row in place, without a request', async () => {
    const { requests, list } = setup();
    await settle();
    list.updateItem(7, { status: 'resolved' });
    list.updateItem(99, { status: 'resolved' });
    expect(list.items.map((review) => [review.id, review.status])).toEqual([[7, 'resolved']]);
    expect(requests).toHaveLength(1);
  });
});
