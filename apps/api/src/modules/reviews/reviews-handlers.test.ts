import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

type WireReview = { id: number; published_at: string; rating: number; location_id: number; response: unknown; response_count: number };
const ids = (reply: { body: { _embedded: { reviews: WireReview[] } } }) => reply.body._embedded.reviews.map((r) => r.id);

describe('reviews', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;
  let groupId: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    groupId = (await server.db.selectFrom('groups').select('id').where('account_id', '=', harborId).where('name', '=', 'New England').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  const list = (query: Record<string, string | number | readonly (string | number)[]>, token = admin) =>
    server.request('GET', '/reviews', { token, query: { account_id: harborId, ...query } });

  /** The expected order, straight from the table: newest first, id breaking ties. */
  async function expectedIds(where: (q: ReturnType<typeof base>) => ReturnType<typeof base> = (q) => q) {
    const rows = await where(base()).select('r.id').orderBy('r.published_at', 'desc').orderBy('r.id', 'desc').execute();
    return rows.map((r) => r.id);
  }
  const base = () => server.db.selectFrom('reviews as r').where('r.account_id', '=', harborId);

  it('[P2-114] lists the account\'s reviews newest first, 25 a page, with names and the latest response', async () => {
    const reply = await list({});
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listReviews', 200, reply.body);
    const all = await expectedIds();
    expect(ids(reply)).toEqual(all.slice(0, 25));
    // Over 1,000 rows the total is the planner's estimate (from the table statistics), not a count.
    expect(all.length).toBeGreaterThan(1000);
    expect(reply.body._total_estimated).toBe(true);
    expect(reply.body._total).toBeGreaterThan(all.length * 0.5);
    expect(reply.body._total).toBeLessThan(all.length * 1.5);
    expect(reply.body._total_pages).toBe(Math.ceil(reply.body._total / 25));
    const first = reply.body._embedded.reviews[0];
    expect(first.location_name).toEqual(expect.any(String));
    expect(first.source_name).toEqual(expect.any(String));
    const answered = reply.body._embedded.reviews.find((r: WireReview) => r.response_count > 0);
    expect(answered.response).toMatchObject({ id: expect.any(Number), status: expect.any(String) });
    const unanswered = reply.body._embedded.reviews.find((r: WireReview) => r.response_count === 0);
    if (unanswered) expect(unanswered.response).toBeNull();
  });

  it('[P2-122] filters by group, rating list (0 = none), and a date range; a date-only upper bound includes that day', async () => {
    const reply = await list({ group_id: groupId, rating: [1, 2, 0], published_after: '2026-05-01', published_before: '2026-10-31', per_page: 100 });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listReviews', 200, reply.body);
    const expected = await expectedIds((q) =>
      q
        .where('r.location_id', 'in', (eb) => eb.selectFrom('group_locations').select('location_id').where('group_id', '=', groupId))
        .where('r.rating', 'in', [0, 1, 2])
        .where('r.published_at', '>=', new Date('2026-05-01T00:00:00Z'))
        .where('r.published_at', '<', new Date('2026-11-01T00:00:00Z')),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(reply)).toEqual(expected.slice(0, 100));
    expect(reply.body._total).toBe(expected.length);
    expect(reply.body._total_estimated).toBe(false);
  });

  it('[P2-123] filters by sentiment, source, location, response status and keywords', async () => {
    const sample = await base().selectAll('r').orderBy('r.id').limit(1).executeTakeFirstOrThrow();
    const cases: [Record<string, string | number>, (q: ReturnType<typeof base>) => ReturnType<typeof base>][] = [
      [{ sentiment: -1 }, (q) => q.where('r.sentiment', '=', -1)],
      [{ source_id: sample.source_id }, (q) => q.where('r.source_id', '=', sample.source_id)],
      [{ location_id: sample.location_id }, (q) => q.where('r.location_id', '=', sample.location_id)],
      [{ response_status: 'not_responded' }, (q) => q.where(sql<boolean>`not exists (select 1 from responses s where s.review_id = r.id)`)],
      [{ response_status: 'responded' }, (q) => q.where(sql<boolean>`exists (select 1 from responses s where s.review_id = r.id)`)],
      [{ keywords: 'STAFF' }, (q) => q.where(sql<boolean>`(r.content ilike '%staff%' or r.title ilike '%staff%' or r.author_name ilike '%staff%')`)],
    ];
    for (const [query, where] of cases) {
      const reply = await list({ ...query, per_page: 100 });
      expect(reply.status, JSON.stringify(query)).toBe(200);
      const expected = await expectedIds(where);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(ids(reply), JSON.stringify(query)).toEqual(expected.slice(0, 100));
      // Exact up to 1,000 rows; an estimate (and at least 1,001) beyond.
      const exact = expected.length <= 1000;
      expect(reply.body._total_estimated, JSON.stringify(query)).toBe(!exact);
      if (exact) expect(reply.body._total, JSON.stringify(query)).toBe(expected.length);
      else expect(reply.body._total, JSON.stringify(query)).toBeGreaterThan(1000);
    }
  });

  it('[P2-103] walks every page with the after cursor, and back with before', async () => {
    const sample = await base().select('r.location_id').orderBy('r.id').limit(1).executeTakeFirstOrThrow();
    const expected = await expectedIds((q) => q.where('r.location_id', '=', sample.location_id));
    const pages: { ids: number[]; before: string | null }[] = [];
    let after: string | null = null;
    let page = 1;
    do {
      const reply = await list({ location_id: sample.location_id, per_page: 10, page, ...(after ? { after } : {}) });
      expect(reply.status).toBe(200);
      server.expectMatchesContract('listReviews', 200, reply.body);
      expect(reply.body._page).toBe(page);
      pages.push({ ids: ids(reply), before: reply.body._cursors.before });
      after = reply.body._cursors.after;
      if (after) expect(reply.body._links.next.href).toContain(`after=${after}`);
      page += 1;
    } while (after);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flatMap((p) => p.ids)).toEqual(expected);
    expect(pages[0]?.before).toBeNull();

    // From the last page, `before` gives the page before it, which knows there is a page after it.
    const previous = await list({ location_id: sample.location_id, per_page: 10, before: pages.at(-1)?.before ?? '' });
    expect(ids(previous)).toEqual(pages.at(-2)?.ids);
    expect(previous.body._cursors.after).not.toBeNull();
  });

  it('sorts oldest first on request, and pages that way with cursors too', async () => {
    const oldest = (await base().select('r.id').orderBy('r.published_at', 'asc').orderBy('r.id', 'asc').limit(6).execute()).map((r) => r.id);
    const first = await list({ 'sort[by]': 'published_at', 'sort[order]': 'asc', per_page: 3 });
    expect(ids(first)).toEqual(oldest.slice(0, 3));
    const second = await list({ 'sort[order]': 'asc', per_page: 3, after: first.body._cursors.after });
    expect(ids(second)).toEqual(oldest.slice(3, 6));
  });

  it('refuses a page beyond the counted rows, a bad cursor and a bad date (400 naming the field)', async () => {
    expect((await list({ page: 41, per_page: 25 })).body).toMatchObject({ status: 400, field: 'page' });
    expect((await list({ after: 'not-a-cursor' })).body).toMatchObject({ status: 400, field: 'after' });
    expect((await list({ published_after: 'yesterday' })).status).toBe(400);
    expect((await list({ published_after: '2026-10-01', published_before: '2026-09-01' })).body).toMatchObject({ status: 400, field: 'published_after' });
  });

  it('[P7-009] another account\'s list is a 403; its review is a 404; email-only users may not read reviews', async () => {
    const pinecrest = await accountIdOf(server.db, 'Pinecrest Eats');
    expect((await server.request('GET', '/reviews', { token: admin, query: { account_id: pinecrest } })).status).toBe(403);
    const foreign = await server.db.selectFrom('reviews').select('id').where('account_id', '=', pinecrest).limit(1).executeTakeFirstOrThrow();
    const reply = await server.request('GET', `/reviews/${foreign.id}`, { token: admin });
    expect(reply.status).toBe(404);
    server.expectMatchesContract('getReview', 404, reply.body);
    const emailOnly = await server.login('emailonly@harbor.test');
    expect((await list({}, emailOnly)).status).toBe(403);
  });

  it('gets one review with its responses, location and source', async () => {
    const answered = await server.db
      .selectFrom('responses')
      .select(['review_id'])
      .where('account_id', '=', harborId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const reply = await server.request('GET', `/reviews/${answered.review_id}`, { token: admin });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getReview', 200, reply.body);
    const responses = await server.db.selectFrom('responses').select('id').where('review_id', '=', answered.review_id).orderBy('created_at').orderBy('id').execute();
    expect(reply.body.responses.map((r: { id: number }) => r.id)).toEqual(responses.map((r) => r.id));
    expect(reply.body.location.id).toBe(reply.body.location_id);
    expect(reply.body.source.id).toBe(reply.body.source_id);
  });
});
