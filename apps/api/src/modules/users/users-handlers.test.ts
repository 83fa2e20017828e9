import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, lastEmailTo, linkParam, userIdOf } from '../../testing/test-accounts.js';

describe('users and profiles', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;
  let userTypeIds: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    const types = await server.db.selectFrom('user_types').select(['id', 'code']).execute();
    userTypeIds = Object.fromEntries(types.map((t) => [t.code, t.id]));
  });
  afterAll(() => server?.close());

  it('[P7-028] [P7-046] lists users sorted by name from _embedded.users; shadow users only on request', async () => {
    // A support stand-in inside the account.
    const support = await userIdOf(server.db, 'support@locus.test');
    await server.db
      .insertInto('users')
      .values({ account_id: harborId, email: 'shadow-harbor@locus.test', name: 'Support (shadow)', user_type_id: Number(userTypeIds['admin']), status: 'active', shadow_user_id: support })
      .execute();
    const reply = await server.request('GET', '/users', { token: admin, query: { account_id: harborId } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listUsers', 200, reply.body);
    const names = reply.body._embedded.users.map((u: { name: string }) => u.name);
    expect(names).toHaveLength(6);
    expect(names).toEqual([...names].sort());
    const withShadow = await server.request('GET', '/users', { token: admin, query: { account_id: harborId, include_shadow_users: true } });
    expect(withShadow.body._total).toBe(7);
    expect(withShadow.body._embedded.users.some((u: { shadow_user_id: number | null }) => u.shadow_user_id === support)).toBe(true);
  });

  it('[P7-046] searches users with keywords and search_type typeahead', async () => {
    const reply = await server.request('GET', '/users', { token: admin, query: { keywords: 'mor', search_type: 'typeahead' } });
    expect(reply.body._embedded.users.map((u: { email: string }) => u.email)).toEqual(['admin@harbor.test']);
    const byEmail = await server.request('GET', '/users', { token: admin, query: { keywords: 'readonly@' } });
    expect(byEmail.body._embedded.users.map((u: { email: string }) => u.email)).toEqual(['readonly@harbor.test']);
  });

  it('[P7-029] gets a user (never a password); another account\'s user is a 404', async () => {
    const id = await userIdOf(server.db, 'manager@harbor.test');
    const reply = await server.request('GET', `/users/${id}`, { token: admin });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getUser', 200, reply.body);
    expect(reply.body).toMatchObject({ email: 'manager@harbor.test', user_type: 'manager' });
    expect(JSON.stringify(reply.body)).not.toMatch(/hash|password/);
    const other = await userIdOf(server.db, 'trial@pinecrest.test');
    expect((await server.request('GET', `/users/${other}`, { token: admin })).status).toBe(404);
  });

  it('an admin invites a user: pending, with profile, and an e-mail to choose a password', async () => {
    const reply = await server.request('POST', '/users', { token: admin, body: { name: 'Nina New', email: 'nina@harbor.test', user_type_id: userTypeIds['user'] } });
    expect(reply.status).toBe(201);
    server.expectMatchesContract('createUser', 201, reply.body);
    expect(reply.body).toMatchObject({ status: 'pending', user_type: 'user', profile_name: 'Nina New', account_id: harborId });
    const token = linkParam((await lastEmailTo(server.db, 'nina@harbor.test')).body, 'reset_password_token');
    const set = await server.request('PATCH', '/passwords', { body: { reset_password_token: token, password: 'nina-password', password_confirmation: 'nina-password' } });
    expect(set.status).toBe(204);
    expect(await server.login('nina@harbor.test', 'nina-password')).toEqual(expect.any(String));
  });

  it('refuses a duplicate e-mail (409) and the support user type (400)', async () => {
    const duplicate = await server.request('POST', '/users', { token: admin, body: { name: 'Dup', email: 'USER@harbor.test', user_type_id: userTypeIds['user'] } });
    expect(duplicate.status).toBe(409);
    server.expectMatchesContract('createUser', 409, duplicate.body);
    const support = await server.request('POST', '/users', { token: admin, body: { name: 'Sup', email: 'sup@harbor.test', user_type_id: userTypeIds['support'] } });
    expect(support.status).toBe(400);
    expect(support.body.field).toBe('user_type_id');
  });

  it('a manager cannot create users (403)', async () => {
    const manager = await server.login('manager@harbor.test');
    const reply = await server.request('POST', '/users', { token: manager, body: { name: 'X', email: 'x@harbor.test', user_type_id: userTypeIds['user'] } });
    expect(reply.status).toBe(403);
  });

  it('updates a user and its profile name; deleting oneself is refused (422), another user is deleted', async () => {
    const id = await userIdOf(server.db, 'emailonly@harbor.test');
    const updated = await server.request('PATCH', `/users/${id}`, { token: admin, body: { name: 'Ethan B.', profile_name: 'Dr. Brooks', user_type_id: userTypeIds['read_only'] } });
    expect(updated.status).toBe(200);
    server.expectMatchesContract('updateUser', 200, updated.body);
    expect(updated.body).toMatchObject({ name: 'Ethan B.', profile_name: 'Dr. Brooks', user_type: 'read_only' });
    const self = await userIdOf(server.db, 'admin@harbor.test');
    const refused = await server.request('DELETE', `/users/${self}`, { token: admin });
    expect(refused.status).toBe(422);
    server.expectMatchesContract('deleteUser', 422, refused.body);
    expect((await server.request('DELETE', `/users/${id}`, { token: admin })).status).toBe(204);
    expect((await server.request('GET', `/users/${id}`, { token: admin })).status).toBe(404);
  });

  it("refuses a change of one's own e-mail here (422 on email): the confirmed change is the only way", async () => {
    const self = await userIdOf(server.db, 'admin@harbor.test');
    const refused = await server.request('PATCH', `/users/${self}`, { token: admin, body: { email: 'alicia.new@harbor.test' } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ field: 'email' });
    const unchanged = await server.request('GET', `/users/${self}`, { token: admin });
    expect(unchanged.body).toMatchObject({ email: 'admin@harbor.test' });
  });

  it('lists the assignable user types (never support)', async () => {
    const reply = await server.request('GET', '/user_types', { token: admin });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listUserTypes', 200, reply.body);
    const codes = reply.body._embedded.user_types.map((t: { code: string }) => t.code);
    expect(codes).toHaveLength(6);
    expect(codes).not.toContain('support');
  });

  it('profiles: one\'s own, or any in the account for an admin; others are 404', async () => {
    const manager = await server.login('manager@harbor.test');
    const session = await server.request('GET', '/auth', { token: manager });
    const own = await server.request('GET', `/profiles/${session.body.profile_id}`, { token: manager });
    expect(own.status).toBe(200);
    server.expectMatchesContract('getProfile', 200, own.body);
    const updated = await server.request('PATCH', `/profiles/${session.body.profile_id}`, { token: manager, body: { title: 'Area Lead', phone: '(617) 555-0101' } });
    expect(updated.status).toBe(200);
    server.expectMatchesContract('updateProfile', 200, updated.body);
    expect(updated.body).toMatchObject({ title: 'Area Lead', phone: '(617) 555-0101' });
    const adminSession = await server.request('GET', '/auth', { token: admin });
    expect((await server.request('GET', `/profiles/${adminSession.body.profile_id}`, { token: manager })).status).toBe(404);
    expect((await server.request('GET', `/profiles/${session.body.profile_id}`, { token: admin })).status).toBe(200);
  });

  it('the account owner cannot be deleted (422), even by support acting as an admin', async () => {
    const supportLogin = await server.login('support@locus.test');
    // Support acts on Harbor as its admin would (a shadow token).
    const shadow = await server.request('POST', '/shadow_user/tokens', { token: supportLogin, body: { child_account_id: harborId } });
    const support = shadow.body.token;
    const ownerId = await userIdOf(server.db, 'admin@harbor.test');
    const reply = await server.request('DELETE', `/users/${ownerId}`, { token: support });
    expect(reply.status).toBe(422);
    server.expectMatchesContract('deleteUser', 422, reply.body);
    expect(reply.body.error).toBe('The account owner cannot be deleted');
    expect((await server.request('GET', `/users/${ownerId}`, { token: admin })).status).toBe(200);
    const other = await userIdOf(server.db, 'limited@harbor.test');
    expect((await server.request('DELETE', `/users/${other}`, { token: support })).status).toBe(204);
  });
});
