import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { testUser, typesReply, usersPage } from '../testing/fixtures.js';
import { createUsersApi } from './users-api.js';

describe('createUsersApi', () => {
  it('[P7-028] [F7-072] lists the account\'s users with the search, filters, sort and page; reads the user types', async () => {
    const fake = createFakeApi({ 'GET /users': usersPage([testUser()]), 'GET /user_types': typesReply });
    const api = createUsersApi(fake.client, () => 3);
    const base = { page: 2, perPage: 25, sortBy: 'last_sign_in_at', sortOrder: 'desc' } as const;
    await api.listUsers({ ...base, keywords: 'may', userTypeId: 5, status: 'pending' });
    await api.listUsers({ ...base, keywords: '', userTypeId: null, status: null });
    expect((await api.listUserTypes()).map((type) => type.name)).toEqual(['Manager', 'Admin', 'Read Only']);
    const sorting = { account_id: '3', page: '2', per_page: '25', 'sort[by]': 'last_sign_in_at', 'sort[order]': 'desc' };
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/users', query: { ...sorting, keywords: 'may', user_type_id: '5', status: 'pending' } },
      { method: 'GET', path: '/users', query: sorting },
      { method: 'GET', path: '/user_types', query: {} },
    ]);
  });

  it('invites for the account, changes a type or status, resends an invitation and deletes', async () => {
    const fake = createFakeApi({
      'POST /users': { status: 201, body: testUser({ status: 'pending' }) },
      'PATCH /users/{id}': { status: 200, body: testUser() },
      'POST /users/{id}/invitation': { status: 202, body: { accepted: true } },
      'DELETE /users/{id}': { status: 204 },
    });
    const api = createUsersApi(fake.client, () => 3);
    await api.inviteUser({ name: 'Nina', email: 'nina@harbor.test', user_type_id: 5 });
    await api.updateUser(2, { user_type_id: 6 });
    await api.updateUser(2, { status: 'suspended' });
    expect(await api.resendInvitation(2)).toBeUndefined();
    expect(await api.deleteUser(2)).toBeUndefined();
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'POST', path: '/users', query: { account_id: '3' }, body: { name: 'Nina', email: 'nina@harbor.test', user_type_id: 5 } },
      { method: 'PATCH', path: '/users/2', query: {}, body: { user_type_id: 6 } },
      { method: 'PATCH', path: '/users/2', query: {}, body: { status: 'suspended' } },
      { method: 'POST', path: '/users/2/invitation', query: {} },
      { method: 'DELETE', path: '/users/2', query: {} },
    ]);
  });

  it("rejects with the server's error and its field", async () => {
    const taken = { status: 409 as const, body: { status: 409, code: 'conflict', error: 'A user with that e-mail already exists', field: 'email' } };
    const fake = createFakeApi({ 'POST /users': taken });
    await expect(createUsersApi(fake.client, () => 3).inviteUser({ name: 'N', email: 'x@y.z', user_type_id: 5 })).rejects.toMatchObject({ status: 409, field: 'email' });
  });
});
