import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, lastEmailTo, linkParam, userIdOf } from '../../testing/test-accounts.js';

describe('sessions', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('[P7-065] logs in with e-mail and password and replies the AuthSession with a token', async () => {
    const reply = await server.request('POST', '/auth', { body: { email: 'Admin@Harbor.test', password: 'locus-demo' } });
    expect(reply.status).toBe(201);
    server.expectMatchesContract('createSession', 201, reply.body);
    expect(reply.body).toMatchObject({
      email: 'admin@harbor.test',
      user_type: 'admin',
      account_id: await accountIdOf(server.db, 'Harbor Dental Group'),
      account_active: true,
      is_parent: false,
      is_account_owner: true,
      is_shadowing: false,
      is_impersonated: false,
      shadowed_account_id: null,
    });
    expect(reply.body.permissions.location).toContain('create');
    // Only the hash is stored.
    const stored = await server.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', hashToken(reply.body.token)).executeTakeFirst();
    expect(stored).toBeDefined();
    const expires = new Date(reply.body.expires_at).getTime() - Date.now();
    expect(Math.round(expires / 86_400_000)).toBe(14);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await server.request('POST', '/auth', { body: { email: 'admin@harbor.test', password: 'not-the-password' } });
    const unknown = await server.request('POST', '/auth', { body: { email: 'nobody@harbor.test', password: 'locus-demo' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe('Invalid e-mail or password');
    expect(unknown.body.error).toBe(wrong.body.error);
    server.expectMatchesContract('createSession', 401, wrong.body);
  });

  it('[P7-066] [P7-073] GET /auth refreshes the session state without the token', async () => {
    const token = await server.login('manager@harbor.test');
    const reply = await server.request('GET', '/auth', { token, email: 'manager@harbor.test' });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getSession', 200, reply.body);
    expect(reply.body.token).toBeUndefined();
    expect(reply.body).toMatchObject({ email: 'manager@harbor.test', user_type: 'manager', is_account_owner: false });
  });

  it('[P7-067] DELETE /auth ends the session', async () => {
    const token = await server.login('user@harbor.test');
    expect((await server.request('DELETE', '/auth', { token })).status).toBe(204);
    expect((await server.request('GET', '/auth', { token })).status).toBe(401);
  });

  it('[P7-074] a parent account user gets a shadow token for its child', async () => {
    const partner = await server.login('partner@summit.test');
    const childId = await accountIdOf(server.db, 'Summit Auto Group');
    const reply = await server.request('POST', '/shadow_user/tokens', { token: partner, body: { child_account_id: childId } });
    expect(reply.status).toBe(201);
    server.expectMatchesContract('createShadowToken', 201, reply.body);
    expect(reply.body).toMatchObject({ account_id: childId, is_shadowing: true, is_impersonated: false, shadowed_account_id: childId });
    // The new token acts on the child only.
    const locations = await server.request('GET', '/locations', { token: reply.body.token });
    expect(locations.status).toBe(200);
    expect(locations.body._embedded.locations.every((l: { account_id: number }) => l.account_id === childId)).toBe(true);
    const session = await server.request('GET', '/auth', { token: reply.body.token });
    expect(session.body).toMatchObject({ account_id: childId, is_shadowing: true });
  });

  it('[P7-074] a parent cannot shadow an account that is not its child (404), a regular account not at all (403)', async () => {
    const partner = await server.login('partner@summit.test');
    const harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    const notChild = await server.request('POST', '/shadow_user/tokens', { token: partner, body: { child_account_id: harborId } });
    expect(notChild.status).toBe(404);
    const admin = await server.login('admin@harbor.test');
    const childId = await accountIdOf(server.db, 'Summit Auto Group');
    const regular = await server.request('POST', '/shadow_user/tokens', { token: admin, body: { child_account_id: childId } });
    expect(regular.status).toBe(403);
    server.expectMatchesContract('createShadowToken', 403, regular.body);
  });

  it('a support user may act on any account; the session is impersonated', async () => {
    const support = await server.login('support@locus.test');
    const harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    const reply = await server.request('POST', '/shadow_user/tokens', { token: support, body: { child_account_id: harborId } });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ account_id: harborId, is_impersonated: true, is_shadowing: true, user_type: 'support' });
    // The session reply names the rights the server enforces: admin-like while shadowing, not the unshadowed few.
    expect(reply.body.permissions.location).toEqual(expect.arrayContaining(['create', 'read', 'update', 'delete']));
    const own = await server.request('GET', '/auth', { token: support });
    expect(own.body.permissions.location).toEqual([]);
    const list = await server.request('GET', '/locations', { token: reply.body.token });
    expect(list.body._total).toBe(48);
    const unknown = await server.request('POST', '/shadow_user/tokens', { token: support, body: { child_account_id: 999_999 } });
    expect(unknown.status).toBe(404);
  });

  it('a pending user cannot log in until confirmed; the confirmation token confirms on login', async () => {
    const signup = await server.request('POST', '/signup/user', {
      body: { name: 'Pat Pending', email: 'pat@pending.test', password: 'long-enough', password_confirmation: 'long-enough', account_name: 'Pending Co' },
    });
    expect(signup.status).toBe(201);
    const refused = await server.request('POST', '/auth', { body: { email: 'pat@pending.test', password: 'long-enough' } });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('Please confirm your e-mail address');
    const token = linkParam((await lastEmailTo(server.db, 'pat@pending.test')).body, 'confirmation_token');
    const login = await server.request('POST', '/auth', { body: { email: 'pat@pending.test', password: 'long-enough', confirmation_token: token } });
    expect(login.status).toBe(201);
    expect(login.body.status).toBe('active');
    const user = await server.db.selectFrom('users').select(['status', 'confirmed_at']).where('id', '=', await userIdOf(server.db, 'pat@pending.test')).executeTakeFirstOrThrow();
    expect(user.status).toBe('active');
    expect(user.confirmed_at).not.toBeNull();
  });
});
