import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SOURCES } from '../../jobs/export-sources.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

type WireReview = { id: number; status: string };

describe('review list filters: workflow status and tags', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  const list = (query: Record<string, string | number | readonly (string | number)[]>) =>
    server.request('GET', '/reviews', { token: admin, query: { account_id: harborId, per_page: 100, ...query } });
  const ids = (reply: { body: { _embedded: { reviews: WireReview[] } } }) => reply.body._embedded.reviews.map((r) => r.id);

  /** The account's reviews carrying any of the names (any case), newest first. */
  async function taggedIds(names: string[]) {
    const rows = await server.db
      .selectFrom('reviews as r')
      .select('r.id')
      .where('r.account_id', '=', harborId)
      .where('r.id', 'in', (eb) =>
        eb.selectFrom('review_tags as t').select('t.review_id').where('t.account_id', '=', harborId).where((w) => w.fn('lower', ['t.name']), 'in', names.map((n) => n.toLowerCase())))
      .orderBy('r.published_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute();
    return rows.map((r) => r.id);
  }

  it('filters by tag: reviews carrying any of the names, whatever their case, in the list and its total', async () => {
    const expected = await taggedIds(['Follow Up', 'Staff Shout-Out']);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(1000);
    const reply = await list({ tag: ['follow up', 'STAFF SHOUT-OUT'] });
    expect(reply.status).toBe(200);
    expect(ids(reply)).toEqual(expected.slice(0, 100));
    expect(reply.body._total).toBe(expected.length);
    expect(reply.body._total_estimated).toBe(false);

    const one = await list({ tag: 'Staff Shout-Out', response_status: 'not_responded' });
    server.expectMatchesContract('listReviews', 200, one.body);
    const unanswered = await server.db.selectFrom('responses').select('review_id').where('account_id', '=', harborId).execute();
    const answered = new Set(unanswered.map((r) => r.review_id));
    expect(ids(one)).toEqual((await taggedIds(['Staff Shout-Out'])).filter((id) => !answered.has(id)).slice(0, 100));
    expect((await list({ tag: 'No such tag' })).body._total).toBe(0);
  });

  it('filters by any of the workflow statuses; an unknown status is a 400', async () => {
    const picked = await server.db.selectFrom('reviews').select('id').where('account_id', '=', harborId).orderBy('id').limit(6).execute();
    const [a, b, c, d] = picked.map((r) => r.id);
    await server.db.updateTable('reviews').set({ status: 'needs_attention' }).where('id', 'in', [a ?? 0, b ?? 0]).execute();
    await server.db.updateTable('reviews').set({ status: 'resolved' }).where('id', 'in', [c ?? 0, d ?? 0]).execute();

    const attention = await list({ review_status: 'needs_attention' });
    expect(ids(attention).sort((x, y) => x - y)).toEqual([a, b]);
    expect(attention.body._embedded.reviews.every((r: WireReview) => r.status === 'needs_attention')).toBe(true);
    const both = await list({ review_status: ['needs_attention', 'resolved'] });
    expect(ids(both).sort((x, y) => x - y)).toEqual([a, b, c, d]);
    expect(both.body._total).toBe(4);
    const open = await list({ review_status: 'open', per_page: 1 });
    expect(open.body._total_estimated).toBe(true);

    const bad = await list({ review_status: 'closed' });
    expect(bad.status).toBe(400);
  });

  it('the reviews export honours the same filters (its rows are the list\'s rows)', async () => {
    const expected = await taggedIds(['Follow Up']);
    const filters = { tag: ['Follow Up'], review_status: ['open', 'needs_attention', 'resolved'] };
    EXPORT_SOURCES['reviews']?.validate(filters, harborId);
    const rows: unknown[][] = [];
    for await (const batch of EXPORT_SOURCES['reviews']?.batches(server.db, filters, harborId, new Date(), null) ?? []) rows.push(...batch);
    expect(rows.map((r) => r[0])).toEqual(expected);
    expect(() => EXPORT_SOURCES['reviews']?.validate({ review_status: ['closed'] }, harborId)).toThrow(/review_status/);
  });
});
