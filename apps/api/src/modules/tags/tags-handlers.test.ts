import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

describe('tags and review tags', () => {
  let server: TestServer;
  let manager: string;
  let harborId: number;
  let pinecrestId: number;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
  });
  afterAll(() => server?.close());

  it('[P7-041] lists tags with a typeahead search', async () => {
    for (const name of ['Billing', 'Billing Follow-up', 'Re-billing']) {
      expect((await server.request('POST', '/tags', { token: manager, body: { name } })).status).toBe(201);
    }
    const reply = await server.request('GET', '/tags', { token: manager, query: { account_id: harborId, keywords: 'billing', search_type: 'typeahead' } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listTags', 200, reply.body);
    expect(reply.body._embedded.tags.map((t: { name: string }) => t.name)).toEqual(['Billing', 'Billing Follow-up', 'Re-billing']);
  });

  it('refuses a duplicate tag name (409, any case); deletes a tag; another account\'s is a 404', async () => {
    const duplicate = await server.request('POST', '/tags', { token: manager, body: { name: 'BILLING' } });
    expect(duplicate.status).toBe(409);
    server.expectMatchesContract('createTag', 409, duplicate.body);
    const created = await server.request('POST', '/tags', { token: manager, body: { name: 'Temporary' } });
    server.expectMatchesContract('createTag', 201, created.body);
    expect((await server.request('DELETE', `/tags/${created.body.id}`, { token: manager })).status).toBe(204);
    const foreign = await server.db.insertInto('tags').values({ account_id: pinecrestId, name: 'Theirs' }).returning('id').executeTakeFirstOrThrow();
    expect((await server.request('DELETE', `/tags/${foreign.id}`, { token: manager })).status).toBe(404);
  });

  it('[P7-040] tags a review, lists by review_id, and deletes by account_id, review_id and name', async () => {
    const review = await server.db.selectFrom('reviews').select('id').where('account_id', '=', harborId).orderBy('id').executeTakeFirstOrThrow();
    const created = await server.request('POST', '/review_tags', { token: manager, query: { account_id: harborId }, body: { review_id: review.id, name: 'Wait time' } });
    expect(created.status).toBe(201);
    server.expectMatchesContract('createReviewTag', 201, created.body);
    expect((await server.request('POST', '/review_tags', { token: manager, body: { review_id: review.id, name: 'wait time' } })).status).toBe(409);

    const list = await server.request('GET', '/review_tags', { token: manager, query: { account_id: harborId, review_id: review.id } });
    server.expectMatchesContract('listReviewTags', 200, list.body);
    expect(list.body._embedded.review_tags.map((t: { name: string }) => t.name)).toContain('Wait time');

    const deleted = await server.request('DELETE', '/review_tags', { token: manager, query: { account_id: harborId, review_id: review.id, name: 'Wait time' } });
    expect(deleted.status).toBe(204);
    const after = await server.request('GET', '/review_tags', { token: manager, query: { review_id: review.id, name: 'Wait time' } });
    expect(after.body._total).toBe(0);
  });

  it('refuses a review of another account (400) and another account\'s list (403)', async () => {
    const foreign = await server.db.selectFrom('reviews').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const reply = await server.request('POST', '/review_tags', { token: manager, body: { review_id: foreign.id, name: 'Nope' } });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('review_id');
    expect((await server.request('GET', '/review_tags', { token: manager, query: { account_id: pinecrestId } })).status).toBe(403);
  });
});
