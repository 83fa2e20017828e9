import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingCode } from '../accounts/setting-codes.js';
import { startTestServer, type QueryValue, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

/**
 * A Harbor office the test builds in March 2019 (the demo's reviews are all later), in a group of its own:
 * Google 5 and 3 stars on Monday 4 March (the 5 answered 2 days later) and a Google review without stars on
 * the 12th, Yelp 2 stars on the 12th. Northwind has a review the same day that Harbor must never count.
 */
const MARCH = { start_date: '2019-03-01', end_date: '2019-03-30' };

interface Point {
  start_date: string;
  end_date: string;
  total_reviews: number;
  avg_rating: number | null;
}

describe('dashboard metrics: trend, sources and the breakdown by location or group', () => {
  let server: TestServer;
  let admin: string;
  let emailOnly: string;
  let northwindAdmin: string;
  let harborId: number;
  let northwindId: number;
  let officeId: number;
  let groupId: number;
  let northwindLocation: number;
  let google: number;
  let yelp: number;

  const setSetting = async (code: SettingCode, value: 'true' | 'false') => {
    await server.db.updateTable('account_settings').set({ value }).where('account_id', '=', harborId).where('code', '=', code).execute();
  };
  const get = (path: string, query: Record<string, QueryValue> = {}, token = admin) => server.request('GET', path, { token, query });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    emailOnly = await server.login('emailonly@harbor.test');
    northwindAdmin = await server.login('admin@northwind.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    northwindId = await accountIdOf(server.db, 'Northwind Reviews');
    const db = server.db;
    northwindLocation = (await db.selectFrom('locations').select('id').where('account_id', '=', northwindId).executeTakeFirstOrThrow()).id;
    officeId = (await db.insertInto('locations').values({ account_id: harborId, name: 'Dashboard Test Office' }).returning('id').executeTakeFirstOrThrow()).id;
    groupId = (await db.insertInto('groups').values({ account_id: harborId, name: 'Dashboard Test Group' }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('group_locations').values({ account_id: harborId, group_id: groupId, location_id: officeId }).execute();
    const sourceId = async (code: 'google' | 'yelp') => (await db.selectFrom('sources').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    google = await sourceId('google');
    yelp = await sourceId('yelp');
    const review = (source: number, rating: number, publishedAt: string, account = harborId, location = officeId) => ({
      account_id: account, location_id: location, source_id: source, rating, author_name: 'Test', published_at: publishedAt,
    });
    const [answered] = await db.insertInto('reviews').values([
      review(google, 5, '2019-03-04T09:00:00Z'),
      review(google, 3, '2019-03-04T15:00:00Z'),
      review(google, 0, '2019-03-12T10:00:00Z'),
      review(yelp, 2, '2019-03-12T11:00:00Z'),
      review(google, 1, '2019-03-04T10:00:00Z', northwindId, northwindLocation),
    ]).returning('id').execute();
    await db.insertInto('responses').values({ account_id: harborId, review_id: answered?.id ?? 0, content: 'Thanks', published_at: '2019-03-06T09:00:00Z' }).execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives the period\'s reviews per source with their share and rating, most first, never another account\'s', async () => {
    const reply = await get(`/metrics/${harborId}/sources`, MARCH);
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getMetricsSources', 200, reply.body);
    expect(reply.body).toEqual({
      start_date: '2019-03-01', end_date: '2019-03-30', total_reviews: 4,
      sources: [
        { source_id: google, source_name: expect.any(String), total_reviews: 3, share: 0.75, avg_rating: 4 },
        { source_id: yelp, source_name: expect.any(String), total_reviews: 1, share: 0.25, avg_rating: 2 },
      ],
    });
    const bySource = await get(`/metrics/${harborId}/sources`, { ...MARCH, source_id: yelp });
    expect(bySource.body.sources).toEqual([expect.objectContaining({ source_id: yelp, share: 1 })]);
    const northwind = await get(`/metrics/${northwindId}/sources`, MARCH, northwindAdmin);
    expect(northwind.body).toMatchObject({ total_reviews: 1, sources: [{ source_id: google, total_reviews: 1, avg_rating: 1 }] });
  });

  it('gives the trend a day a point up to a month, every day present, and its volume sums to the overview\'s', async () => {
    const reply = await get(`/metrics/${harborId}/overview/breakdown`, { ...MARCH, location_id: officeId });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getMetricsTrend', 200, reply.body);
    const points: Point[] = reply.body.points;
    expect(reply.body.bucket).toBe('day');
    expect(points).toHaveLength(30);
    expect(points[0]).toEqual({ start_date: '2019-03-01', end_date: '2019-03-01', total_reviews: 0, avg_rating: null });
    expect(points[3]).toEqual({ start_date: '2019-03-04', end_date: '2019-03-04', total_reviews: 2, avg_rating: 4 });
    // The review without stars counts in the volume, not in the rating.
    expect(points[11]).toEqual({ start_date: '2019-03-12', end_date: '2019-03-12', total_reviews: 2, avg_rating: 2 });
    const overview = await get(`/metrics/${harborId}/overview`, { ...MARCH, location_id: officeId });
    expect(points.reduce((sum, p) => sum + p.total_reviews, 0)).toBe(overview.body.total_reviews);
  });

  it('gives a week a point up to six months (Monday to Sunday, clipped to the period) and a month beyond', async () => {
    const weeks = await get(`/metrics/${harborId}/overview/breakdown`, { start_date: '2019-03-01', end_date: '2019-04-30' });
    expect(weeks.body.bucket).toBe('week');
    const weekPoints: Point[] = weeks.body.points;
    expect(weekPoints).toHaveLength(10);
    expect(weekPoints.slice(0, 3)).toEqual([
      { start_date: '2019-03-01', end_date: '2019-03-03', total_reviews: 0, avg_rating: null },
      { start_date: '2019-03-04', end_date: '2019-03-10', total_reviews: 2, avg_rating: 4 },
      { start_date: '2019-03-11', end_date: '2019-03-17', total_reviews: 2, avg_rating: 2 },
    ]);
    expect(weekPoints.at(-1)).toEqual({ start_date: '2019-04-29', end_date: '2019-04-30', total_reviews: 0, avg_rating: null });
    const months = await get(`/metrics/${harborId}/overview/breakdown`, { start_date: '2019-01-01', end_date: '2019-12-31' });
    expect(months.body.bucket).toBe('month');
    expect(months.body.points).toHaveLength(12);
    expect(months.body.points[2]).toEqual({ start_date: '2019-03-01', end_date: '2019-03-31', total_reviews: 4, avg_rating: 10 / 3 });
    // All time starts at the first month with a review, not in 1900.
    const allTime = await get(`/metrics/${harborId}/overview/breakdown`, { start_date: '1900-01-01', end_date: '2019-04-30', location_id: officeId });
    expect(allTime.body.points.map((p: Point) => [p.start_date, p.total_reviews])).toEqual([['2019-03-01', 4], ['2019-04-01', 0]]);
  });

  it('gives each location\'s rating, volume and response figures, most reviews first, 25 a page', async () => {
    const reply = await get(`/metrics/${harborId}/location`, MARCH);
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listMetricsLocations', 200, reply.body);
    const rows = reply.body._embedded.locations;
    expect(rows).toHaveLength(25);
    expect(reply.body._total).toBeGreaterThan(25);
    expect(rows[0]).toEqual({
      location_id: officeId, location_name: 'Dashboard Test Office', avg_rating: 10 / 3, total_reviews: 4, response_rate: 0.25, response_time: 2,
    });
    // The rest have no reviews in March 2019: by name.
    const names = rows.slice(1).map((r: { location_name: string }) => r.location_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const second = await get(`/metrics/${harborId}/location`, { ...MARCH, page: 2, per_page: 25 });
    expect(second.body._embedded.locations.map((r: { location_id: number }) => r.location_id)).not.toContain(officeId);
    const own = await get(`/metrics/${northwindId}/location`, MARCH, northwindAdmin);
    expect(own.body._embedded.locations.map((r: { location_id: number }) => r.location_id)).not.toContain(officeId);
  });

  it('gives each group\'s pooled figures with the groups_performance setting, 403 without it', async () => {
    const reply = await get(`/metrics/${harborId}/group`, { ...MARCH, group_id: groupId });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listMetricsGroups', 200, reply.body);
    expect(reply.body._embedded.groups).toEqual([{
      group_id: groupId, group_name: 'Dashboard Test Group', location_count: 1, avg_rating: 10 / 3, total_reviews: 4, response_rate: 0.25, response_time: 2,
    }]);
    const all = await get(`/metrics/${harborId}/group`, MARCH);
    expect(all.body._embedded.groups[0]).toMatchObject({ group_id: groupId, total_reviews: 4 });
    await setSetting('groups_performance', 'false');
    try {
      expect((await get(`/metrics/${harborId}/group`, MARCH)).status).toBe(403);
    } finally {
      await setSetting('groups_performance', 'true');
    }
  });

  it('[P6-004] [P7-009] needs metrics read and keeps accounts apart', async () => {
    const paths = (account: number) => [`/metrics/${account}/sources`, `/metrics/${account}/overview/breakdown`, `/metrics/${account}/location`, `/metrics/${account}/group`];
    for (const path of paths(harborId)) {
      expect((await get(path, MARCH, emailOnly)).status).toBe(403);
      expect((await get(path, { ...MARCH, location_id: northwindLocation })).status).toBe(404);
      expect((await get(path, { ...MARCH, location_id: officeId }, northwindAdmin)).status).toBe(403);
    }
    for (const path of paths(northwindId)) expect((await get(path, MARCH)).status).toBe(403);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const backwards = await get(`/metrics/${harborId}/overview/breakdown`, { start_date: '2019-03-30', end_date: '2019-03-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe('start_date');
    expect((await get(`/metrics/${harborId}/sources`, { start_date: 'March' })).status).toBe(400);
    expect((await get(`/metrics/${harborId}/location`, { per_page: 0 })).status).toBe(400);
    expect((await get(`/metrics/${harborId}/group`, { per_page: 251 })).status).toBe(400);
    expect((await get(`/metrics/${harborId}/location`, { location_id: 'x' })).status).toBe(400);
  });
});
