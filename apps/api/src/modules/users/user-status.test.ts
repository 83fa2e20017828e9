import { describe, expect } from 'vitest';
import { apiTest as it } from '../../testing/api-test.js';
import { accountIdOf, userIdOf } from '../../testing/test-accounts.js';

/** User and account status are enforced at sign-in and on every call. */
describe('user and account status', () => {
  it('an admin suspending a user ends their sessions, and a suspended user cannot sign in', async ({ server, admin }) => {
    const session = await server.login('readonly@harbor.test');
    expect((await server.request('GET', '/locations', { token: session })).status).toBe(200);
    const userId = await userIdOf(server.db, 'readonly@harbor.test');
    const suspend = await server.request('PATCH', `/users/${userId}`, { token: admin, body: { status: 'suspended' } });
    expect(suspend.status).toBe(200);
    expect((await server.request('GET', '/locations', { token: session })).status).toBe(401);
    const login = await server.request('POST', '/auth', { body: { email: 'readonly@harbor.test', password: 'locus-demo' } });
    expect(login.status).toBe(401);
    expect(login.body.error).toBe('Your access to Locus has been suspended');
    expect(await server.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toEqual([]);

    await server.request('PATCH', `/users/${userId}`, { token: admin, body: { status: 'active' } });
    expect(await server.login('readonly@harbor.test')).toEqual(expect.any(String));
  });

  it('a user whose status turned expired (not through the API) is refused on the next call with an old session', async ({ server }) => {
    const session = await server.login('emailonly@harbor.test');
    await server.db.updateTable('users').set({ status: 'expired' }).where('email', '=', 'emailonly@harbor.test').execute();
    const reply = await server.request('GET', '/auth', { token: session });
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe('Your access to Locus has expired');
    const login = await server.request('POST', '/auth', { body: { email: 'emailonly@harbor.test', password: 'locus-demo' } });
    expect(login.status).toBe(401);
  });

  it('a change of user type signs the user out everywhere (the old session kept the old rights)', async ({ server, admin }) => {
    const session = await server.login('limited@harbor.test');
    const userId = await userIdOf(server.db, 'limited@harbor.test');
    const types = (await server.request('GET', '/user_types', { token: admin })).body._embedded.user_types as { id: number; code: string }[];
    const readOnly = types.find((t) => t.code === 'read_only')?.id;
    expect((await server.request('PATCH', `/users/${userId}`, { token: admin, body: { user_type_id: readOnly } })).status).toBe(200);
    expect((await server.request('GET', '/auth', { token: session })).status).toBe(401);
    // A change that touches neither status nor type keeps the sessions.
    const again = await server.login('limited@harbor.test');
    expect((await server.request('PATCH', `/users/${userId}`, { token: admin, body: { name: 'Liam C.' } })).status).toBe(200);
    expect((await server.request('GET', '/auth', { token: again })).status).toBe(200);
  });

  it('a parent acting on an inactive child gets 402 for the child\'s data, and keeps its other children', async ({ server }) => {
    const partner = await server.login('partner@summit.test');
    const autoId = await accountIdOf(server.db, 'Summit Auto Group');
    const dentalId = await accountIdOf(server.db, 'Summit Family Dental');
    const location = await server.db.selectFrom('locations').select('id').where('account_id', '=', autoId).executeTakeFirstOrThrow();
    expect((await server.request('GET', '/locations', { token: partner, query: { account_id: autoId } })).status).toBe(200);
    await server.db.updateTable('accounts').set({ status: 'inactive' }).where('id', '=', autoId).execute();
    try {
      const list = await server.request('GET', '/locations', { token: partner, query: { account_id: autoId } });
      expect(list.status).toBe(402);
      server.expectMatchesContract('listLocations', 402, list.body);
      expect((await server.request('GET', `/locations/${location.id}`, { token: partner })).status).toBe(402);
      expect((await server.request('GET', '/locations', { token: partner, query: { account_id: dentalId } })).status).toBe(200);
      // A shadow token on the inactive child is refused on every call but its session's own.
      const shadow = await server.request('POST', '/shadow_user/tokens', { token: partner, body: { child_account_id: autoId } });
      expect(shadow.status).toBe(201);
      expect((await server.request('GET', '/locations', { token: shadow.body.token })).status).toBe(402);
      expect((await server.request('GET', '/auth', { token: shadow.body.token })).status).toBe(200);
    } finally {
      await server.db.updateTable('accounts').set({ status: 'active' }).where('id', '=', autoId).execute();
    }
  });

  it('a suspended account is inactive too (402), its session still reads itself', async ({ server }) => {
    const session = await server.login('admin@northwind.test');
    await server.db.updateTable('accounts').set({ status: 'suspended' }).where('name', '=', 'Northwind Reviews').execute();
    expect((await server.request('GET', '/locations', { token: session })).status).toBe(402);
    const own = await server.request('GET', '/auth', { token: session });
    expect(own.status).toBe(200);
    expect(own.body.account_active).toBe(false);
  });
});
