import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { scanBatch } from '../listings/listing-jobs.js';

describe('replies written on the site itself', () => {
  let server: TestServer;
  let manager: string;
  let harborId: number;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  const scanAll = async () => {
    for (let after: number | null = 0; after !== null;) after = await scanBatch(server.db, server.services, 0, after, 200);
  };

  it('appear in Locus at the next scan, read-only and without an author; a scan never adds them twice', async () => {
    // The demo has some already (the seed's replies written on Google): the first scan brings them in.
    const seeded = await server.db.selectFrom('directory_review_replies').select('review_id').where('written_on_site', '=', true)
      .where('account_id', '=', harborId).execute();
    expect(seeded.length).toBeGreaterThan(0);
    const review = await server.db.selectFrom('reviews as r').innerJoin('sources as s', 's.id', 'r.source_id').select(['r.id'])
      .where('r.account_id', '=', harborId).where('s.code', '=', 'facebook').orderBy('r.id', 'desc').executeTakeFirstOrThrow();
    await server.db.deleteFrom('responses').where('review_id', '=', review.id).execute();
    await server.db.insertInto('directory_review_replies').values({
      review_id: review.id, account_id: harborId, site_reply_id: 'facebook-comment-1', content: 'Thanks, from our Facebook page!',
      written_on_site: true, updated_at: new Date('2026-11-02T10:00:00Z'),
    }).onConflict((oc) => oc.column('review_id').doUpdateSet({ content: 'Thanks, from our Facebook page!', written_on_site: true })).execute();

    await scanAll();
    await scanAll();
    const detail = await server.request('GET', `/reviews/${review.id}`, { token: manager });
    expect(detail.body.responses).toHaveLength(1);
    expect(detail.body.responses[0]).toMatchObject({
      content: 'Thanks, from our Facebook page!', user_id: null, user_name: null, status: 'published', read_only: true, pending: null,
      published_at: '2026-11-02T10:00:00.000Z',
    });
    const events = await server.db.selectFrom('review_events').select(['kind', 'detail']).where('review_id', '=', review.id)
      .where('kind', 'not in', ['received', 'tag_added']).execute();
    expect(events).toEqual([{ kind: 'site_reply_found', detail: { content: 'Thanks, from our Facebook page!' } }]);
    const imported = await server.db.selectFrom('responses').select('review_id').where('review_id', 'in', seeded.map((s) => s.review_id)).execute();
    expect(imported).toHaveLength(seeded.length);
    // Read-only: Locus does not edit or delete them.
    expect((await server.request('DELETE', `/responses/${detail.body.responses[0].id}`, { token: manager })).status).toBe(409);
  });
});
