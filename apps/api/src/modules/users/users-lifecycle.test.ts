import { describe, expect } from 'vitest';
import { apiTest as it } from '../../testing/api-test.js';
import type { TestServer } from '../../testing/http-harness.js';
import { lastEmailTo, linkParam, userIdOf } from '../../testing/test-accounts.js';
import { OWNER_DEACTIVATED, OWNER_DEMOTED, SELF_DEACTIVATED } from './user-owner-rule.js';

type WireUser = { id: number; email: string; status: string; last_sign_in_at: string | null; is_account_owner: boolean };

async function typeId(server: TestServer, code: 'manager' | 'admin'): Promise<number> {
  return (await server.db.selectFrom('user_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

async function invite(server: TestServer, admin: string, email: string) {
  const reply = await server.request('POST', '/users', { token: admin, body: { name: email.split('@')[0], email, user_type_id: await typeId(server, 'manager') } });
  expect(reply.status).toBe(201);
  return { id: reply.body.id as number, token: linkParam((await lastEmailTo(server.db, email)).body, 'reset_password_token') };
}

/** Acting as Harbor's admin through support's shadow token: an admin who is not the owner. */
async function supportAsHarborAdmin(server: TestServer): Promise<string> {
  const support = await server.login('support@locus.test');
  const harbor = (await server.db.selectFrom('accounts').select('id').where('name', '=', 'Harbor Dental Group').executeTakeFirstOrThrow()).id;
  return (await server.request('POST', '/shadow_user/tokens', { token: support, body: { child_account_id: harbor } })).body.token;
}

describe('users: status, sign-ins, invitations and the owner', () => {
  it('[P7-028] filters users by status and sorts them by last sign-in; a password sign-in sets last_sign_in_at', async ({ server, admin }) => {
    const pending = await invite(server, admin, 'pat@harbor.test');
    const onlyPending = await server.request('GET', '/users', { token: admin, query: { status: 'pending' } });
    expect(onlyPending.status).toBe(200);
    server.expectMatchesContract('listUsers', 200, onlyPending.body);
    expect(onlyPending.body._embedded.users.map((u: WireUser) => u.id)).toEqual([pending.id]);

    const before = await server.request('GET', `/users/${await userIdOf(server.db, 'user@harbor.test')}`, { token: admin });
    await server.login('user@harbor.test');
    const after = await server.request('GET', `/users/${before.body.id}`, { token: admin });
    expect(after.body.last_sign_in_at).not.toBeNull();
    expect(after.body.last_sign_in_at).not.toBe(before.body.last_sign_in_at);

    const sorted = await server.request('GET', '/users', { token: admin, query: { 'sort[by]': 'last_sign_in_at', 'sort[order]': 'asc' } });
    const signIns = (sorted.body._embedded.users as WireUser[]).map((u) => u.last_sign_in_at).filter((at): at is string => at !== null);
    expect(signIns.length).toBeGreaterThanOrEqual(2);
    expect(signIns).toEqual([...signIns].sort());
    expect(sorted.body._embedded.users.at(-1).last_sign_in_at).toBeNull();

    const bad = await server.request('GET', '/users', { token: admin, query: { status: 'asleep' } });
    expect(bad.status).toBe(400);
  });

  it('resending an invitation e-mails a new link and the old one stops working; only a pending user is invited again', async ({ server, admin }) => {
    const first = await invite(server, admin, 'rita@harbor.test');
    const resent = await server.request('POST', `/users/${first.id}/invitation`, { token: admin });
    expect(resent.status).toBe(202);
    server.expectMatchesContract('resendUserInvitation', 202, resent.body);
    const second = linkParam((await lastEmailTo(server.db, 'rita@harbor.test')).body, 'reset_password_token');
    expect(second).not.toBe(first.token);
    expect((await server.request('GET', '/passwords', { query: { reset_password_token: first.token } })).status).toBe(404);
    const set = await server.request('PATCH', '/passwords', { body: { reset_password_token: second, password: 'rita-password', password_confirmation: 'rita-password' } });
    expect(set.status).toBe(204);
    const again = await server.request('POST', `/users/${first.id}/invitation`, { token: admin });
    expect(again.status).toBe(422);
    server.expectMatchesContract('resendUserInvitation', 422, again.body);
  });

  it('an expired invitation link is refused with a clear error, and the invitee can ask for a new one', async ({ server, admin }) => {
    const { id, token } = await invite(server, admin, 'omar@harbor.test');
    await server.db.updateTable('users').set({ reset_password_expires_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    expect((await server.request('GET', '/passwords', { query: { reset_password_token: token } })).status).toBe(404);
    const late = await server.request('PATCH', '/passwords', { body: { reset_password_token: token, password: 'omar-password', password_confirmation: 'omar-password' } });
    expect(late.status).toBe(422);
    expect(late.body.error).toBe('Your password reset link has expired');
    // The expired-link page's "Send me a new link" is the forgot-password call: it works for a pending invitee.
    expect((await server.request('POST', '/passwords', { body: { email: 'omar@harbor.test' } })).status).toBe(202);
    const fresh = linkParam((await lastEmailTo(server.db, 'omar@harbor.test')).body, 'reset_password_token');
    await server.request('PATCH', '/passwords', { body: { reset_password_token: fresh, password: 'omar-password', password_confirmation: 'omar-password' } });
    expect(await server.login('omar@harbor.test', 'omar-password')).toEqual(expect.any(String));
  });

  it('deactivating ends the open session (its next call is 401); reactivating lets the user sign in again', async ({ server, admin }) => {
    const session = await server.login('manager@harbor.test');
    const id = await userIdOf(server.db, 'manager@harbor.test');
    const off = await server.request('PATCH', `/users/${id}`, { token: admin, body: { status: 'suspended' } });
    expect(off.status).toBe(200);
    expect((await server.request('GET', '/locations', { token: session })).status).toBe(401);
    expect((await server.request('GET', '/users', { token: admin, query: { status: 'suspended' } })).body._embedded.users.map((u: WireUser) => u.id)).toEqual([id]);
    expect((await server.request('PATCH', `/users/${id}`, { token: admin, body: { status: 'active' } })).status).toBe(200);
    expect(await server.login('manager@harbor.test')).toEqual(expect.any(String));
  });

  it('the owner cannot be deactivated or demoted and nobody deactivates themself (422, field named)', async ({ server, admin }) => {
    const ownerId = await userIdOf(server.db, 'admin@harbor.test');
    const owner = await server.request('GET', `/users/${ownerId}`, { token: admin });
    expect(owner.body.is_account_owner).toBe(true);
    const otherAdmin = await supportAsHarborAdmin(server);
    const deactivate = await server.request('PATCH', `/users/${ownerId}`, { token: otherAdmin, body: { status: 'suspended' } });
    expect(deactivate.status).toBe(422);
    server.expectMatchesContract('updateUser', 422, deactivate.body);
    expect(deactivate.body).toMatchObject({ error: OWNER_DEACTIVATED, field: 'status' });
    const demote = await server.request('PATCH', `/users/${ownerId}`, { token: otherAdmin, body: { user_type_id: await typeId(server, 'manager') } });
    expect(demote.body).toMatchObject({ error: OWNER_DEMOTED, field: 'user_type_id' });
    const self = await server.request('PATCH', `/users/${ownerId}`, { token: admin, body: { status: 'suspended' } });
    expect(self.body).toMatchObject({ error: SELF_DEACTIVATED, field: 'status' });
    const still = await server.request('GET', `/users/${ownerId}`, { token: admin });
    expect(still.body).toMatchObject({ status: 'active', user_type: 'admin' });
  });

  it('only admins manage users (403), and another account\'s user is a 404', async ({ server, admin }) => {
    const manager = await server.login('user@harbor.test');
    const target = await userIdOf(server.db, 'readonly@harbor.test');
    expect((await server.request('PATCH', `/users/${target}`, { token: manager, body: { status: 'suspended' } })).status).toBe(403);
    expect((await server.request('POST', `/users/${target}/invitation`, { token: manager })).status).toBe(403);
    expect((await server.request('DELETE', `/users/${target}`, { token: manager })).status).toBe(403);
    const stranger = await userIdOf(server.db, 'trial@pinecrest.test');
    expect((await server.request('PATCH', `/users/${stranger}`, { token: admin, body: { status: 'suspended' } })).status).toBe(404);
    expect((await server.request('POST', `/users/${stranger}/invitation`, { token: admin })).status).toBe(404);
    expect((await server.request('DELETE', `/users/${stranger}`, { token: admin })).status).toBe(404);
    expect((await server.request('GET', '/users', { token: admin, query: { status: 'active' } })).body._embedded.users.every((u: WireUser) => u.email.endsWith('@harbor.test'))).toBe(true);
  });
});
