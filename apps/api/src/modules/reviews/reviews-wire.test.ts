import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

type WireReview = { id: number; source_id: number; source_code: string; status: string };

describe('the review on the wire', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;
  let codeOf: Map<number, string>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    codeOf = new Map((await server.db.selectFrom('sources').select(['id', 'code']).execute()).map((s) => [s.id, s.code]));
  });
  afterAll(() => server?.close());

  it('every listed review carries its source code and its workflow status', async () => {
    const reply = await server.request('GET', '/reviews', { token: admin, query: { account_id: harborId, per_page: 100, response_status: 'not_responded' } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listReviews', 200, reply.body);
    const reviews = reply.body._embedded.reviews as WireReview[];
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(review.source_code).toBe(codeOf.get(review.source_id));
      expect(review.status).toBe('open');
    }
    expect(new Set(reviews.map((r) => r.source_code)).size).toBeGreaterThan(1);
  });

  it('the review page has its tag names (alphabetical, any case) and its location\'s phone', async () => {
    const review = await server.db
      .selectFrom('reviews as r')
      .select(['r.id', 'r.location_id', 'r.source_id'])
      .where('r.account_id', '=', harborId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('responses as rs').select('rs.id').whereRef('rs.review_id', '=', 'r.id'))))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('review_tags as t').select('t.id').whereRef('t.review_id', '=', 'r.id'))))
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    for (const name of ['wait time', 'Billing', 'Front Desk']) {
      expect((await server.request('POST', '/review_tags', { token: admin, body: { review_id: review.id, name } })).status).toBe(201);
    }
    const reply = await server.request('GET', `/reviews/${review.id}`, { token: admin });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getReview', 200, reply.body);
    expect(reply.body.tags).toEqual(['Billing', 'Front Desk', 'wait time']);
    const location = await server.db.selectFrom('locations').select('phone').where('id', '=', review.location_id).executeTakeFirstOrThrow();
    expect(location.phone).toEqual(expect.any(String));
    expect(reply.body.location.phone).toBe(location.phone);
    expect(reply.body.source_code).toBe(codeOf.get(review.source_id));
    expect(reply.body.source.code).toBe(reply.body.source_code);
  });

  it('the reviews mentioning a keyword (insights) carry the source code too', async () => {
    const reply = await server.request('GET', `/insights/${harborId}/keywords/staff/reviews`, {
      token: admin, query: { published_after: '2020-01-01', published_before: '2026-11-01' },
    });
    expect(reply.status).toBe(200);
    const reviews = reply.body._embedded.reviews as WireReview[];
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) expect(review.source_code).toBe(codeOf.get(review.source_id));
  });
});
