import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, userIdOf } from '../../testing/test-accounts.js';

const config = { dateDescriptor: 'thirtyDays', group: null, location: null, source: null, sentiment: 1 };

describe('user preferences (saved filters)', () => {
  let server: TestServer;
  let user: string;
  let userId: number;
  let harborId: number;

  beforeAll(async () => {
    server = await startTestServer();
    user = await server.login('user@harbor.test');
    userId = await userIdOf(server.db, 'user@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  const create = (name: string, token = user) =>
    server.request('POST', '/user_preferences', { token, query: { account_id: harborId }, body: { preference_type: 'saved_filters', name, config } });

  it('[P7-061] creates a saved filter for the caller', async () => {
    const reply = await create('Negative last month');
    expect(reply.status).toBe(201);
    server.expectMatchesContract('createUserPreference', 201, reply.body);
    expect(reply.body).toMatchObject({ user_id: userId, account_id: harborId, preference_type: 'saved_filters', name: 'Negative last month', config });
  });

  it('refuses a duplicate name for the same user and type (409), any case', async () => {
    const reply = await create('NEGATIVE LAST MONTH');
    expect(reply.status).toBe(409);
    expect(reply.body.error).toBe('A saved filter with that name already exists');
    server.expectMatchesContract('createUserPreference', 409, reply.body);
    // Another user may use the same name.
    const manager = await server.login('manager@harbor.test');
    expect((await create('Negative last month', manager)).status).toBe(201);
  });

  it('keeps the reviews page’s reviewStatus and tag keys of a saved filter as given', async () => {
    const reviews = { dateDescriptor: 'thirtyDays', reviewStatus: 'open,needs_attention', tag: 'billing,parking' };
    const reply = await server.request('POST', '/user_preferences', {
      token: user,
      query: { account_id: harborId },
      body: { preference_type: 'saved_filters', name: 'Open billing', config: reviews },
    });
    expect(reply.status).toBe(201);
    const list = await server.request('GET', '/user_preferences', {
      token: user,
      query: { account_id: harborId, preference_type: 'saved_filters', name: 'Open billing' },
    });
    expect(list.body._embedded.user_preferences).toEqual([expect.objectContaining({ config: reviews })]);
    // The list test below counts this user's filters.
    expect((await server.request('DELETE', `/user_preferences/${reply.body.id}`, { token: user })).status).toBe(204);
  });

  it('refuses a name over 60 characters (400 naming the field)', async () => {
    const reply = await create('x'.repeat(61));
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('name');
  });

  it('[P7-060] lists by account_id, user_id and preference_type, sorted by name, 25 to a page', async () => {
    for (const name of ['Zebra filter', 'Alpha filter']) await create(name);
    const reply = await server.request('GET', '/user_preferences', {
      token: user,
      query: { account_id: harborId, user_id: userId, preference_type: 'saved_filters', page: 1, per_page: 25, 'sort[by]': 'name', 'sort[order]': 'asc' },
    });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listUserPreferences', 200, reply.body);
    const names = reply.body._embedded.user_preferences.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Alpha filter', 'Negative last month', 'Zebra filter']);
    const byName = await server.request('GET', '/user_preferences', { token: user, query: { preference_type: 'saved_filters', name: 'zebra filter' } });
    expect(byName.body._embedded.user_preferences.map((p: { name: string }) => p.name)).toEqual(['Zebra filter']);
  });

  it('[P7-060] a non-admin cannot list another user\'s preferences (403)', async () => {
    const other = await userIdOf(server.db, 'manager@harbor.test');
    const reply = await server.request('GET', '/user_preferences', { token: user, query: { user_id: other } });
    expect(reply.status).toBe(403);
  });

  it('[P7-062] [P7-063] updates and deletes one\'s own; another user\'s is a 404', async () => {
    const created = await create('To rename');
    const renamed = await server.request('PATCH', `/user_preferences/${created.body.id}`, { token: user, body: { name: 'Renamed', config: { dateDescriptor: 'sevenDays' } } });
    expect(renamed.status).toBe(200);
    server.expectMatchesContract('updateUserPreference', 200, renamed.body);
    expect(renamed.body).toMatchObject({ name: 'Renamed', config: { dateDescriptor: 'sevenDays' } });
    const clash = await server.request('PATCH', `/user_preferences/${created.body.id}`, { token: user, body: { name: 'Alpha filter' } });
    expect(clash.status).toBe(409);

    const manager = await server.login('manager@harbor.test');
    expect((await server.request('PATCH', `/user_preferences/${created.body.id}`, { token: manager, body: { name: 'Mine' } })).status).toBe(404);
    expect((await server.request('DELETE', `/user_preferences/${created.body.id}`, { token: manager })).status).toBe(404);
    expect((await server.request('DELETE', `/user_preferences/${created.body.id}`, { token: user })).status).toBe(204);
    expect((await server.request('DELETE', `/user_preferences/${created.body.id}`, { token: user })).status).toBe(404);
  });

  it('concurrent creates of one saved-filter name: exactly one 201, the others 409', async () => {
    const admin = await server.login('admin@harbor.test');
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.request('POST', '/user_preferences', { token: admin, body: { preference_type: 'saved_filters', name: 'Race filter', config: {} } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });
});
