import { createFakeApi, failure } from '@locus/api-client/testing';
import { manualScheduler } from '@locus/resources/testing';
import { describe, expect, it, vi } from 'vitest';
import { createRequestHistoryApi } from '../api/request-history-api.js';
import { halPage, reviewRequestFixture } from '../testing/request-history-fixtures.js';
import { RequestHistoryStore } from './request-history-store.js';

const clock = { now: () => new Date('2026-11-28T12:00:00Z'), utcOffset: 0 };
const period = { startDate: '2026-10-30', endDate: '2026-11-28', locationId: null };

function setup() {
  const fake = createFakeApi({
    'GET /review_requests': ({ query }) => ({
      status: 200,
      body: halPage(
        'review_requests',
        [reviewRequestFixture({ id: 500 + Number(query.get('page')) })],
        Number(query.get('page')),
        60,
        3,
      ),
    }),
  });
  const scheduler = manualScheduler();
  const store = new RequestHistoryStore({ api: createRequestHistoryApi(fake.client, 3), clock, scheduler });
  const sent = () =>
    fake
      .calls('GET /review_requests')
      .map((r) => Object.fromEntries([...r.query].filter(([k]) => k !== 'nonce')));
  return { fake, scheduler, store, sent };
}

describe('RequestHistoryStore', () => {
  it('loads 25 a page of the period and turns pages', async () => {
    const { store, sent } = setup();
    expect(store.view.status).toBe('loading');
    await store.setPeriod(period);
    expect(store.view).toMatchObject({
      status: 'ready',
      page: 1,
      pageCount: 3,
      total: 60,
      outcome: 'all',
      search: '',
    });
    expect(store.view.rows.map((row) => row.id)).toEqual([501]);
    expect(store.view.rows[0]).toMatchObject({ outcomeLabel: 'Left feedback', reviewHref: '/reviews/9001' });
    await store.goTo(2);
    expect(store.view.page).toBe(2);
    expect(store.view.rows.map((row) => row.id)).toEqual([502]);
    expect(sent().map((q) => [q['page'], q['per_page']])).toEqual([
      ['1', '25'],
      ['2', '25'],
    ]);
  });

  it('filters by outcome at once, back to page 1', async () => {
    const { store, sent } = setup();
    await store.setPeriod(period);
    await store.goTo(2);
    await store.setOutcome('unsubscribed');
    expect(store.view).toMatchObject({ outcome: 'unsubscribed', page: 1 });
    expect(sent().at(-1)).toMatchObject({ outcome: 'unsubscribed', page: '1' });
  });

  it('searches 500 ms after the last keystroke, once', async () => {
    const { store, sent, scheduler } = setup();
    await store.setPeriod(period);
    store.setSearch('da');
    store.setSearch('dana');
    expect(store.view.search).toBe('dana');
    scheduler.runAll(499);
    expect(sent()).toHaveLength(1);
    scheduler.runAll(1);
    await vi.waitFor(() => expect(store.view.status).toBe('ready'));
    expect(sent()).toHaveLength(2);
    expect(sent()[1]).toMatchObject({ keywords: 'dana', page: '1' });
  });

  it('says in words when the history could not be loaded', async () => {
    const { store, fake } = setup();
    fake.on('GET /review_requests', failure(500, 'Boom'));
    await store.setPeriod(period);
    expect(store.view).toMatchObject({
      status: 'error',
      loadError: 'The request history could not be loaded.',
    });
  });
});
