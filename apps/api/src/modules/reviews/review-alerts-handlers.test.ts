import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, userIdOf } from '../../testing/test-accounts.js';

describe('review alert settings', () => {
  let server: TestServer;
  let admin: string;
  let user: string;
  let readonly: string;
  let harborId: number;
  let userId: number;
  let managerId: number;
  let readonlyId: number;
  let pinecrestUserId: number;
  let harborGroups: number[];
  let pinecrestGroup: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    user = await server.login('user@harbor.test');
    readonly = await server.login('readonly@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    userId = await userIdOf(server.db, 'user@harbor.test');
    managerId = await userIdOf(server.db, 'manager@harbor.test');
    readonlyId = await userIdOf(server.db, 'readonly@harbor.test');
    pinecrestUserId = await userIdOf(server.db, 'trial@pinecrest.test');
    harborGroups = (await server.db.selectFrom('groups').select('id').where('account_id', '=', harborId).orderBy('id').execute()).map((g) => g.id);
    const pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
    pinecrestGroup = (await server.db.selectFrom('groups').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  const get = (token: string, id: number) => server.request('GET', `/users/${id}/review_alert`, { token });
  const put = (token: string, id: number, body: unknown) => server.request('PUT', `/users/${id}/review_alert`, { token, body });

  it('reads the defaults (off, all ratings, every location, never saved) for a user who never saved', async () => {
    const reply = await get(user, userId);
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getReviewAlert', 200, reply.body);
    expect(reply.body).toEqual({
      user_id: userId, account_id: harborId, email: 'user@harbor.test', enabled: false, ratings: 'all', group_ids: [],
      updated_at: null, unsubscribed_at: null,
    });
  });

  it('saves the caller\'s own settings and reads them back; a later save replaces the groups', async () => {
    const saved = await put(user, userId, { enabled: true, ratings: 'low', group_ids: [harborGroups[1], harborGroups[0]] });
    expect(saved.status).toBe(200);
    server.expectMatchesContract('updateReviewAlert', 200, saved.body);
    expect(saved.body).toMatchObject({ enabled: true, ratings: 'low', group_ids: [harborGroups[0], harborGroups[1]], unsubscribed_at: null });
    expect(saved.body.updated_at).not.toBeNull();
    expect((await get(user, userId)).body).toEqual(saved.body);

    const again = await put(user, userId, { enabled: true, ratings: 'all', group_ids: [] });
    expect(again.body).toMatchObject({ ratings: 'all', group_ids: [] });
  });

  it('an admin reads and saves another user of the account; a non-admin may not (403)', async () => {
    const byAdmin = await put(admin, managerId, { enabled: true, ratings: 'all', group_ids: [] });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ user_id: managerId, email: 'manager@harbor.test', enabled: true });
    expect((await get(admin, managerId)).body.enabled).toBe(true);

    expect((await get(user, managerId)).status).toBe(403);
    expect((await put(user, managerId, { enabled: false, ratings: 'all', group_ids: [] })).status).toBe(403);
  });

  it('a user of another account is a 404, for an admin too (account isolation)', async () => {
    const read = await get(admin, pinecrestUserId);
    expect(read.status).toBe(404);
    server.expectMatchesContract('getReviewAlert', 404, read.body);
    expect((await put(admin, pinecrestUserId, { enabled: true, ratings: 'all', group_ids: [] })).status).toBe(404);
    expect((await get(admin, 999_999)).status).toBe(404);
  });

  it('needs a session: without one it is a 401', async () => {
    expect((await server.request('GET', `/users/${userId}/review_alert`)).status).toBe(401);
    expect((await server.request('PUT', `/users/${userId}/review_alert`, { body: { enabled: true, ratings: 'all', group_ids: [] } })).status).toBe(401);
  });

  it('every user type may keep their own alerts (read-only users too)', async () => {
    const reply = await put(readonly, readonlyId, { enabled: true, ratings: 'low', group_ids: [] });
    expect(reply.status).toBe(200);
  });

  it('a group of another account, or none at all, is a 400 naming group_ids and the id; nothing is saved', async () => {
    const before = (await get(user, userId)).body;
    for (const unknown of [pinecrestGroup, 987_654]) {
      const reply = await put(user, userId, { enabled: false, ratings: 'low', group_ids: [harborGroups[0], unknown] });
      expect(reply.status).toBe(400);
      server.expectMatchesContract('updateReviewAlert', 400, reply.body);
      expect(reply.body.field).toBe('group_ids');
      expect(reply.body.error).toContain(String(unknown));
    }
    expect((await get(user, userId)).body).toEqual(before);
  });

  it('bad input is a 400 from the contract (an unknown rating choice)', async () => {
    const reply = await put(user, userId, { enabled: true, ratings: 'some', group_ids: [] });
    expect(reply.status).toBe(400);
  });

  it('the unsubscribe link turns alerts off and stamps when; repeating it answers the same; a save clears the stamp', async () => {
    await put(admin, managerId, { enabled: true, ratings: 'all', group_ids: [] });
    const { unsubscribe_token: token } = await server.db.selectFrom('review_alerts').select('unsubscribe_token').where('user_id', '=', managerId).executeTakeFirstOrThrow();
    const first = await server.request('POST', `/unsubscribe/alerts/${token}`);
    expect(first.status).toBe(200);
    server.expectMatchesContract('unsubscribeReviewAlert', 200, first.body);
    expect(first.body).toEqual({ email: 'manager@harbor.test' });
    const off = (await get(admin, managerId)).body;
    expect(off.enabled).toBe(false);
    expect(off.unsubscribed_at).not.toBeNull();

    const second = await server.request('POST', `/unsubscribe/alerts/${token}`);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await get(admin, managerId)).body.unsubscribed_at).toBe(off.unsubscribed_at);

    const saved = await put(admin, managerId, { enabled: true, ratings: 'all', group_ids: [] });
    expect(saved.body).toMatchObject({ enabled: true, unsubscribed_at: null });
  });

  it('an unknown unsubscribe token is a 404', async () => {
    const reply = await server.request('POST', '/unsubscribe/alerts/not-a-token');
    expect(reply.status).toBe(404);
    server.expectMatchesContract('unsubscribeReviewAlert', 404, reply.body);
  });
});
