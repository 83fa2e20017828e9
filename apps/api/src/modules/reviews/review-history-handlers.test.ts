import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, userIdOf } from '../../testing/test-accounts.js';

type WireEvent = { kind: string; user_id: number | null; user_name: string | null; detail: Record<string, unknown>; created_at: string };

describe('review status and history', () => {
  let server: TestServer;
  let manager: string;
  let readOnly: string;
  let harborId: number;
  let pinecrestId: number;
  let reviewId: number;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager@harbor.test');
    readOnly = await server.login('readonly@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
    // An unanswered review: its wire shape leaves out the response fields another change adds.
    const review = await server.db
      .selectFrom('reviews as r')
      .select('r.id')
      .where('r.account_id', '=', harborId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('responses as rs').select('rs.id').whereRef('rs.review_id', '=', 'r.id'))))
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    reviewId = review.id;
  });
  afterAll(() => server?.close());

  const events = async (id = reviewId, query: Record<string, number> = {}) => {
    const reply = await server.request('GET', `/reviews/${id}/events`, { token: manager, query });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listReviewEvents', 200, reply.body);
    return reply.body._embedded.review_events as WireEvent[];
  };

  it('every seeded review starts its history with `received`, dated when it was published', async () => {
    const missing = await server.db
      .selectFrom('reviews as r')
      .select('r.id')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('review_events as e').select('e.id').whereRef('e.review_id', '=', 'r.id').where('e.kind', '=', 'received'))))
      .execute();
    expect(missing).toEqual([]);
    const review = await server.db.selectFrom('reviews').select('published_at').where('id', '=', reviewId).executeTakeFirstOrThrow();
    const [first] = await events();
    expect(first).toMatchObject({ kind: 'received', user_id: null, user_name: null, detail: {} });
    expect(new Date(first?.created_at ?? '').getTime()).toBe(review.published_at.getTime());
  });

  it('a review inserted later gets its `received` event from the trigger, one per row of a multi-row insert', async () => {
    const template = await server.db.selectFrom('reviews').selectAll().where('id', '=', reviewId).executeTakeFirstOrThrow();
    const { id: _id, ...row } = template;
    const inserted = await server.db
      .insertInto('reviews')
      .values([1, 2].map((n) => ({ ...row, published_at: new Date(Date.UTC(2026, 9, n)), created_at: new Date(Date.UTC(2026, 9, n)) })))
      .returning('id')
      .execute();
    const received = await server.db
      .selectFrom('review_events')
      .select(['review_id', 'created_at'])
      .where('kind', '=', 'received')
      .where('review_id', 'in', inserted.map((r) => r.id))
      .orderBy('review_id')
      .execute();
    expect(received.map((e) => e.created_at.toISOString())).toEqual(['2026-10-01T00:00:00.000Z', '2026-10-02T00:00:00.000Z']);
  });

  it('[P4-060] sets the review status in place and records who changed it from what to what', async () => {
    const reply = await server.request('PATCH', `/reviews/${reviewId}`, { token: manager, body: { status: 'needs_attention' } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('updateReview', 200, reply.body);
    expect(reply.body).toMatchObject({ id: reviewId, status: 'needs_attention' });
    const again = await server.request('PATCH', `/reviews/${reviewId}`, { token: manager, body: { account_id: harborId, status: 'needs_attention' } });
    expect(again.status).toBe(200);
    expect((await server.request('PATCH', `/reviews/${reviewId}`, { token: manager, body: { status: 'resolved' } })).body.status).toBe('resolved');

    const changes = (await events()).filter((e) => e.kind === 'status_changed');
    // Setting the status the review has records nothing.
    expect(changes.map((e) => e.detail)).toEqual([{ from: 'open', to: 'needs_attention' }, { from: 'needs_attention', to: 'resolved' }]);
    const managerId = await userIdOf(server.db, 'manager@harbor.test');
    expect(changes.every((e) => e.user_id === managerId && e.user_name === 'Marcus Reed')).toBe(true);
    const list = await server.request('GET', '/reviews', { token: manager, query: { account_id: harborId, review_status: 'resolved', per_page: 100 } });
    expect(list.body._embedded.reviews.map((r: { id: number }) => r.id)).toContain(reviewId);
  });

  it('refuses another account\'s review (404), an unknown status (400) and a read-only user (403)', async () => {
    const foreign = await server.db.selectFrom('reviews').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const reply = await server.request('PATCH', `/reviews/${foreign.id}`, { token: manager, body: { status: 'resolved' } });
    expect(reply.status).toBe(404);
    server.expectMatchesContract('updateReview', 404, reply.body);
    expect((await server.request('GET', `/reviews/${foreign.id}/events`, { token: manager })).status).toBe(404);
    expect((await server.request('PATCH', `/reviews/${reviewId}`, { token: manager, body: { status: 'closed' } })).status).toBe(400);
    expect((await server.request('PATCH', `/reviews/${reviewId}`, { token: readOnly, body: { status: 'open' } })).status).toBe(403);
    const untouched = await server.db.selectFrom('reviews').select('status').where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(untouched.status).toBe('open');
  });

  it('[P7-040] records tags added and removed, in the same write, with who did it', async () => {
    const added = await server.request('POST', '/review_tags', { token: manager, body: { review_id: reviewId, name: 'Callback' } });
    expect(added.status).toBe(201);
    // A duplicate tag records nothing (the insert and its event roll back together).
    expect((await server.request('POST', '/review_tags', { token: manager, body: { review_id: reviewId, name: 'callback' } })).status).toBe(409);
    const removed = await server.request('DELETE', '/review_tags', { token: manager, query: { account_id: harborId, review_id: reviewId, name: 'CALLBACK' } });
    expect(removed.status).toBe(204);
    // Removing a tag the review does not carry records nothing either.
    await server.request('DELETE', '/review_tags', { token: manager, query: { account_id: harborId, review_id: reviewId, name: 'Callback' } });

    const tags = (await events()).filter((e) => e.kind === 'tag_added' || e.kind === 'tag_removed');
    expect(tags.map((e) => [e.kind, e.detail, e.user_name])).toEqual([
      ['tag_added', { name: 'Callback' }, 'Marcus Reed'],
      ['tag_removed', { name: 'Callback' }, 'Marcus Reed'],
    ]);
  });

  it('lists the history oldest first, paged like the other lists', async () => {
    const all = await events();
    expect(all.map((e) => e.kind)).toEqual(['received', 'status_changed', 'status_changed', 'tag_added', 'tag_removed']);
    const times = all.map((e) => e.created_at);
    expect([...times].sort()).toEqual(times);
    const reply = await server.request('GET', `/reviews/${reviewId}/events`, { token: manager, query: { per_page: 2, page: 2 } });
    expect(reply.body._total).toBe(5);
    expect(reply.body._total_pages).toBe(3);
    expect(reply.body._embedded.review_events.map((e: WireEvent) => e.kind)).toEqual(['status_changed', 'tag_added']);
    // Read-only users read the history.
    expect((await server.request('GET', `/reviews/${reviewId}/events`, { token: readOnly })).status).toBe(200);
  });

  it('seeded tags have their `tag_added` events', async () => {
    const tagged = await server.db.selectFrom('review_tags').select(['review_id', 'name']).where('account_id', '=', harborId).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const history = await events(tagged.review_id);
    expect(history.filter((e) => e.kind === 'tag_added').map((e) => e.detail['name'])).toContain(tagged.name);
  });
});
