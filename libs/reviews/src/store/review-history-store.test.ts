import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createReviewEventsApi } from '../api/responses-api.js';
import { createReviewsApi } from '../api/reviews-api.js';
import { REVIEW_EVENTS_FIXTURE, reviewDetailFixture } from '../testing/review-fixtures.js';
import { ReviewHistoryStore } from './review-history-store.js';

const clock = { now: () => new Date('2026-03-21T13:00:00Z'), utcOffset: 0 };

describe('ReviewHistoryStore', () => {
  it('reads every page of the history and shows it as rows', async () => {
    const fake = createFakeApi({
      'GET /reviews/{id}/events': ({ query }) => {
        const page = Number(query.get('page'));
        const events = REVIEW_EVENTS_FIXTURE.slice((page - 1) * 5, page * 5);
        return {
          status: 200,
          body: { _embedded: { review_events: events }, _total_pages: 2, _page: page, _total: 8 },
        };
      },
    });
    const store = new ReviewHistoryStore({
      reviewId: 7,
      siteName: 'Google',
      api: createReviewEventsApi(fake.client),
      clock,
      perPage: 5,
    });
    expect(store.view).toMatchObject({ status: 'idle', rows: [], empty: false });
    await store.load();
    expect(store.view.status).toBe('loaded');
    expect(store.view.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(store.view.rows.at(-1)?.text).toBe('Ana Ruiz changed the status from Open to Resolved');
    expect(fake.calls('GET /reviews/{id}/events')).toHaveLength(2);
  });

  it('reads the review for its site when the page does not know it', async () => {
    const fake = createFakeApi({
      'GET /reviews/{id}': { status: 200, body: { ...reviewDetailFixture(), source_name: 'Facebook' } },
      'GET /reviews/{id}/events': {
        status: 200,
        body: { _embedded: { review_events: REVIEW_EVENTS_FIXTURE.slice(0, 1) }, _total_pages: 1 },
      },
    });
    const store = new ReviewHistoryStore({
      reviewId: 7,
      reviews: createReviewsApi(fake.client),
      api: createReviewEventsApi(fake.client),
      clock,
    });
    await store.load();
    expect(store.view.rows[0]?.text).toBe('The review arrived from Facebook');
  });

  it('says when there is nothing yet, and shows a failure with the server’s text', async () => {
    const fake = createFakeApi({
      'GET /reviews/{id}/events': {
        status: 200,
        body: { _embedded: { review_events: [] }, _total_pages: 0, _page: 1, _total: 0 },
      },
    });
    const store = new ReviewHistoryStore({
      reviewId: 7,
      siteName: 'Google',
      api: createReviewEventsApi(fake.client),
      clock,
    });
    await store.load();
    expect(store.view).toMatchObject({ status: 'loaded', empty: true });
    fake.on('GET /reviews/{id}/events', failure(404, 'Review not found.'));
    await store.load();
    expect(store.view).toMatchObject({ status: 'error', error: 'Review not found.' });
  });
});
