import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TARGETS, rowScores, type Figures } from '@locus/scoring/formula';
import type { SettingCode } from '../accounts/setting-codes.js';
import { startTestServer, type QueryValue, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

/**
 * A Harbor office the test builds in March 2019 (the demo's reviews and photos are all later), with the worked
 * example of docs/scoring.md: 20 reviews, 15 rated 4 stars, 18 answered after 3 days, 4 of 5 copies in sync,
 * 5 owner photos. February 2019 (the previous period) has 2 five-star reviews nobody answered.
 */
const MARCH = { start_date: '2019-03-01', end_date: '2019-03-30' };
const DAY = 86_400_000;
const figuresOfRow = (row: Figures): Figures => ({
  avg_rating: row.avg_rating, total_reviews: row.total_reviews, response_rate: row.response_rate,
  response_time: row.response_time, listings_in_sync: row.listings_in_sync, media_count: row.media_count,
});
const at = (iso: string, days = 0) => new Date(new Date(iso).getTime() + days * DAY).toISOString();

/** The worked example's scores (docs/scoring.md). */
const SCORE = 0.25 * (300 / 3.5) + 0.2 * 100 + 0.2 * (100 * (0.1 + 0.1 * (2 / 3)) / 0.2) + 0.2 * (80 / 0.9) + 0.15 * 50;
const LEGACY = 0.57 * 50 + 0.22 * 100 + 0.1 * (300 / 3.5) + 0.07 * (200 / 3) + 0.04 * 100;

describe('scoring: the account\'s numbers, the report, scores, targets and the benchmark', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  let emailOnly: string;
  let northwindAdmin: string;
  let harborId: number;
  let northwindId: number;
  let officeId: number;
  let northwindLocation: number;

  const setSetting = async (code: SettingCode, value: 'true' | 'false', accountId = harborId) => {
    await server.db.updateTable('account_settings').set({ value }).where('account_id', '=', accountId).where('code', '=', code).execute();
  };
  const get = (path: string, query: Record<string, QueryValue> = {}, token = admin) => server.request('GET', path, { token, query });
  const report = (query: Record<string, QueryValue> = {}, token = admin) => get('/location_performance_overview', query, token);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    manager = await server.login('manager@harbor.test');
    emailOnly = await server.login('emailonly@harbor.test');
    northwindAdmin = await server.login('admin@northwind.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    northwindId = await accountIdOf(server.db, 'Northwind Reviews');
    northwindLocation = (await server.db.selectFrom('locations').select('id').where('account_id', '=', northwindId).executeTakeFirstOrThrow()).id;
    const db = server.db;
    officeId = (await db.insertInto('locations').values({
      account_id: harborId, name: 'Scoring Test Office', city: 'Testville', publishing_enabled: false,
    }).returning('id').executeTakeFirstOrThrow()).id;
    // 4 of 5 counted copies in sync (published counts as in sync); a copy not available does not count.
    const copies = [['google', 'in_sync'], ['facebook', 'published'], ['apple_maps', 'in_sync'], ['bing', 'in_sync'], ['trip_advisor', 'not_in_sync'], ['yelp', 'not_available']] as const;
    await db.insertInto('directory_listings').values(copies.map(([directory, status]) => ({
      account_id: harborId, location_id: officeId, directory, status, data: '{}',
    }))).execute();
    const google = (await db.selectFrom('sources').select('id').where('code', '=', 'google').executeTakeFirstOrThrow()).id;
    const review = (rating: number, publishedAt: string) => ({
      account_id: harborId, location_id: officeId, source_id: google, rating, author_name: 'Test', published_at: publishedAt,
    });
    const reviews = Array.from({ length: 20 }, (_, i) => review(i < 15 ? 4 : 0, at('2019-03-02T10:00:00Z', i)));
    const previous = [1, 2].map((i) => review(5, at('2019-02-10T10:00:00Z', i)));
    const ids = await db.insertInto('reviews').values([...reviews, ...previous]).returning(['id', 'published_at']).execute();
    // 18 answered 3 days later; the 19th only has a response the site refused (never published).
    await db.insertInto('responses').values([
      ...ids.slice(0, 18).map((r) => ({ account_id: harborId, review_id: r.id, content: 'Thanks', published_at: at(r.published_at.toISOString(), 3) })),
      { account_id: harborId, review_id: ids[18]?.id ?? 0, content: 'Thanks', status: 'error_published' as const, published_at: null },
    ]).execute();
    const photo = (name: string, created: string, extra: object = {}) => ({
      account_id: harborId, location_id: officeId, source_id: google, name, storage_key: `test/${name}`, width: 800, height: 600,
      published_status: 'published' as const, created_at: created, ...extra,
    });
    await db.insertInto('media').values([
      ...[1, 2, 3, 4, 5].map((i) => photo(`owner-${i}.jpg`, '2019-02-01T00:00:00Z')),
      photo('refused.jpg', '2019-02-01T00:00:00Z', { published_status: 'dead' }),
      photo('customer.jpg', '2019-02-01T00:00:00Z', { media_type: 'customer' }),
      photo('later.jpg', '2019-04-15T00:00:00Z'),
    ]).execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('[F7-056] [F3-038] [F3-039] [F3-040] gives a location\'s row with the worked example\'s figures and scores, and the previous period', async () => {
    const reply = await report({ ...MARCH, location_id: officeId, with_lag: true });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listLocationPerformance', 200, reply.body);
    const [row] = reply.body._embedded.location_performance_overview;
    expect(row).toMatchObject({
      location_id: officeId, location_name: 'Scoring Test Office', location_city: 'Testville', rank: 1,
      avg_rating: 4, total_reviews: 20, response_rate: 0.9, listings_in_sync: 0.8, media_count: 5,
      avg_rating_lag: 5, total_reviews_lag: 2, response_rate_lag: 0, response_time_lag: null, listings_in_sync_lag: null, media_count_lag: 5,
    });
    expect(row.response_time).toBeCloseTo(3, 9);
    expect(row.score).toBeCloseTo(SCORE, 6);
    expect(row.legacy_score).toBeCloseTo(LEGACY, 6);
    expect(row.target_score).toBeCloseTo(30, 6);
    // Without with_lag the row has no previous-period fields.
    const plain = await report({ ...MARCH, location_id: officeId });
    expect(Object.keys(plain.body._embedded.location_performance_overview[0]).some((k) => k.endsWith('_lag'))).toBe(false);
  });

  it('counts All time\'s volume target from the first review, and says over how many days', async () => {
    const march = (await report({ ...MARCH, location_id: officeId })).body._embedded.location_performance_overview[0];
    expect(march.score_days).toBe(30);
    const reply = await report({ start_date: '1900-01-01', end_date: '2019-03-30', location_id: officeId });
    server.expectMatchesContract('listLocationPerformance', 200, reply.body);
    const [row] = reply.body._embedded.location_performance_overview;
    // The office's first review is on 11 February 2019: 18 February days and 30 March days.
    expect(row.score_days).toBe(48);
    expect(row.total_reviews).toBe(22);
    expect(row.score).toBeCloseTo(rowScores(figuresOfRow(row), 48, DEFAULT_TARGETS).score ?? -1, 9);
  });

  it('scores again after a write: a new review shows in the next call, though the scores are cached', async () => {
    const period = { start_date: '2019-04-01', end_date: '2019-04-30', location_id: officeId };
    const rowOf = async () => (await report(period)).body._embedded.location_performance_overview[0];
    const overviewCount = async () => (await get(`/metrics/${harborId}/overview`, period)).body.total_reviews;
    expect((await rowOf()).total_reviews).toBe(0);
    expect(await overviewCount()).toBe(0);
    const google = (await server.db.selectFrom('sources').select('id').where('code', '=', 'google').executeTakeFirstOrThrow()).id;
    const review = await server.db.insertInto('reviews').values({
      account_id: harborId, location_id: officeId, source_id: google, rating: 5, author_name: 'Later', published_at: '2019-04-10T10:00:00Z',
    }).returning('id').executeTakeFirstOrThrow();
    try {
      expect((await rowOf())).toMatchObject({ total_reviews: 1, avg_rating: 5 });
      expect(await overviewCount()).toBe(1);
    } finally {
      await server.db.deleteFrom('reviews').where('id', '=', review.id).execute();
    }
    expect((await rowOf()).total_reviews).toBe(0);
    expect(await overviewCount()).toBe(0);
  });

  it('[P7-017] [P6-004] gives the dashboard overview with the previous period, and its volume equals the reviews list\'s count', async () => {
    const reply = await get(`/metrics/${harborId}/overview`, { ...MARCH, location_id: officeId });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getMetricsOverview', 200, reply.body);
    expect(reply.body).toMatchObject({
      start_date: '2019-03-01', end_date: '2019-03-30', avg_rating: 4, avg_rating_lag: 5,
      total_reviews: 20, total_reviews_lag: 2, response_rate: 0.9, response_rate_lag: 0, response_time_lag: null,
    });
    // The demo's recent reviews of one group: the same filters on the reviews list count the same reviews.
    const group = await server.db.selectFrom('groups').select('id').where('account_id', '=', harborId).orderBy('id').executeTakeFirstOrThrow();
    const recent = { start_date: '2026-05-01', end_date: '2026-10-31' };
    const overview = await get(`/metrics/${harborId}/overview`, { ...recent, group_id: group.id });
    const list = await get('/reviews', { published_after: recent.start_date, published_before: recent.end_date, group_id: group.id, per_page: 1 });
    expect(list.body._total_estimated).toBe(false);
    expect(overview.body.total_reviews).toBeGreaterThan(0);
    expect(overview.body.total_reviews).toBe(list.body._total);
  });

  it('[F9-031] [F9-032] [F9-029] [F7-055] sorts by each field, ranking descending (rank 1 first) by default, 25 a page with links', async () => {
    const recent = { start_date: '2026-05-01', end_date: '2026-10-31' };
    const first = await report(recent);
    const rows = first.body._embedded.location_performance_overview;
    expect(rows).toHaveLength(25);
    expect(rows[0].rank).toBe(1);
    expect(rows.map((r: { score: number }) => r.score)).toEqual([...rows.map((r: { score: number }) => r.score)].sort((a, b) => b - a));
    expect(first.body._total).toBe(49);
    expect(first.body._links.next.href).toContain('page=2');
    const fields = ['ranking', 'target_score', 'avg_rating', 'total_reviews', 'completed_rate', 'overall_avg_response_time', 'local_listing_health_score', 'owner_media_count'];
    for (const field of fields) {
      const reply = await report({ ...recent, 'sort[by]': field, 'sort[order]': 'asc', per_page: 250 });
      expect(reply.status).toBe(200);
    }
    const byPhotos = await report({ ...recent, 'sort[by]': 'owner_media_count', 'sort[order]': 'asc', per_page: 250 });
    const counts = byPhotos.body._embedded.location_performance_overview.map((r: { media_count: number }) => r.media_count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect((await report({ ...recent, 'sort[by]': 'name' })).status).toBe(400);
  });

  it('[F3-041] [F7-056] gives the groups view with the groups_performance setting, 403 without it', async () => {
    const reply = await report({ ...MARCH, group_by: 'group' });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listLocationPerformance', 200, reply.body);
    const groups = reply.body._embedded.location_performance_overview;
    expect(groups.length).toBeGreaterThan(0);
    expect(groups[0]).toMatchObject({ group_id: expect.any(Number), group_name: expect.any(String), location_count: expect.any(Number) });
    await setSetting('groups_performance', 'false');
    try {
      expect((await report({ group_by: 'group' })).status).toBe(403);
      expect((await get(`/location_score/${harborId}/groups`)).status).toBe(403);
    } finally {
      await setSetting('groups_performance', 'true');
    }
  });

  it('[F7-050] [F3-042] [F9-035] [F9-036] gives each location\'s score with its subscores, weights and the figures behind them', async () => {
    const reply = await get(`/location_score/${harborId}/locations`, { ...MARCH, location_id: officeId, per_page: 1 });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listLocationScores', 200, reply.body);
    const [entry] = reply.body._embedded.locations;
    expect(entry).toMatchObject({ location_id: officeId, rank: 1 });
    expect(entry.score.value).toBeCloseTo(SCORE, 6);
    expect(entry.score.subscores.map((s: { code: string; label: string; weight: number }) => [s.code, s.label, s.weight])).toEqual([
      ['AverageRating', 'Average Rating', 0.25], ['ReviewVolume', 'Number of Reviews', 0.2],
      ['ResponseEfficiency', 'Response Rate and Time', 0.2], ['LLHealth', 'Listings in Sync', 0.2], ['MediaPresence', 'Owner Photos', 0.15],
    ]);
    expect(entry.score.subscores[4].inputs).toEqual([{ metric: 'owner_photos_count', actual: 5, target: 10 }]);
    const groups = await get(`/location_score/${harborId}/groups`, MARCH);
    expect(groups.status).toBe(200);
    server.expectMatchesContract('listGroupScores', 200, groups.body);
  });

  it('[F6-038] [F6-068] needs location_score read and the new_performance_score setting for scores', async () => {
    expect((await get(`/location_score/${harborId}/locations`, {}, emailOnly)).status).toBe(403);
    await setSetting('new_performance_score', 'false');
    try {
      expect((await get(`/location_score/${harborId}/locations`)).status).toBe(403);
    } finally {
      await setSetting('new_performance_score', 'true');
    }
  });

  it('[F7-062] [F3-043] [F6-039] gives the default targets, lets an admin set them and scores against them; others may not', async () => {
    const initial = await get('/location_custom_targets');
    expect(initial.status).toBe(200);
    server.expectMatchesContract('listLocationCustomTargets', 200, initial.body);
    expect(initial.body._embedded.location_custom_targets[0]).toMatchObject({ account_id: harborId, is_default: true, avg_rating: 4.5, updated_at: null });
    // [P7-009] paged like any list: the one entry is on page 1 only.
    const second = await get('/location_custom_targets', { page: 2, per_page: 1 });
    expect(second.body).toMatchObject({ _embedded: { location_custom_targets: [] }, _total: 1, _total_pages: 1, _page: 2 });
    // Photos count for everything: the office's 5 of 5 photos make a score of 100.
    const targets = {
      avg_rating: 4.5, avg_rating_weight: 0, total_reviews: 10, total_reviews_weight: 0, response_rate: 0.9, response_rate_weight: 0,
      response_time: 2, response_time_weight: 0, owner_photos_count: 5, owner_photos_count_weight: 1, ll_sync_ratio: 0.9, ll_sync_ratio_weight: 0,
    };
    expect((await server.request('PUT', '/location_custom_targets', { token: manager, body: targets })).status).toBe(403);
    const bad = await server.request('PUT', '/location_custom_targets', { token: admin, body: { ...targets, avg_rating_weight: 0.5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('avg_rating_weight');
    expect((await server.request('PUT', '/location_custom_targets', { token: admin, body: { ...targets, account_id: harborId, is_default: true } })).status).toBe(400);
    await setSetting('custom_score', 'false');
    try {
      expect((await server.request('PUT', '/location_custom_targets', { token: admin, body: targets })).status).toBe(403);
    } finally {
      await setSetting('custom_score', 'true');
    }
    const saved = await server.request('PUT', '/location_custom_targets', { token: admin, body: targets });
    expect(saved.status).toBe(200);
    server.expectMatchesContract('putLocationCustomTargets', 200, saved.body);
    expect(saved.body).toMatchObject({ ...targets, is_default: false });
    const row = (await report({ ...MARCH, location_id: officeId })).body._embedded.location_performance_overview[0];
    expect(row.score).toBe(100);
    await server.db.deleteFrom('location_custom_targets').where('account_id', '=', harborId).execute();
  });

  it('[P7-009] keeps accounts apart: another account is a 403, another account\'s location a 404, and email-only users have no metrics', async () => {
    expect((await get(`/metrics/${northwindId}/overview`)).status).toBe(403);
    expect((await report({ account_id: northwindId })).status).toBe(403);
    expect((await get(`/location_score/${northwindId}/locations`)).status).toBe(403);
    expect((await get('/location_custom_targets', { account_id: northwindId })).status).toBe(403);
    expect((await report({ location_id: northwindLocation })).status).toBe(404);
    expect((await report({ location_id: officeId }, northwindAdmin)).status).toBe(404);
    expect((await get(`/metrics/${harborId}/overview`, {}, emailOnly)).status).toBe(403);
    // Northwind's own report holds none of Harbor's locations.
    const own = await report({}, northwindAdmin);
    expect(own.body._embedded.location_performance_overview.map((r: { location_id: number }) => r.location_id)).not.toContain(officeId);
  });

  it('[P7-025] gives the industry benchmark from every account of the vertical, never a lone account\'s rows', async () => {
    const healthcare = await get('/benchmark/healthcare', MARCH);
    expect(healthcare.status).toBe(200);
    server.expectMatchesContract('getBenchmark', 200, healthcare.body);
    // Harbor and Summit Family Dental; only the test office has reviews in March 2019.
    expect(healthcare.body).toMatchObject({ vertical: 'healthcare', account_count: 2, avg_rating: 4, response_rate: 0.9 });
    expect(healthcare.body.total_reviews).toBeCloseTo(20 / healthcare.body.location_count, 9);
    const restaurants = await get('/benchmark/restaurant', MARCH);
    expect(restaurants.body).toMatchObject({ account_count: 1, avg_rating: null, total_reviews: null, media_count: null });
    await setSetting('industry_score', 'false');
    try {
      expect((await get('/benchmark/healthcare')).status).toBe(403);
    } finally {
      await setSetting('industry_score', 'true');
    }
  });

  it('refuses a period that ends before it starts, or outside the years it can count', async () => {
    const reply = await report({ start_date: '2019-03-30', end_date: '2019-03-01' });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('start_date');
    expect((await get(`/metrics/${harborId}/overview`, { start_date: '0001-01-01' })).status).toBe(400);
    expect((await get(`/metrics/${harborId}/overview`, { end_date: '9999-12-31' })).status).toBe(400);
  });
});
