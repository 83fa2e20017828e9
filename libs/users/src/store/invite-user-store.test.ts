import { createFakeApi, type FakeHandler } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it, vi } from 'vitest';
import { createUsersApi } from '../api/users-api.js';
import { testUser, typesReply } from '../testing/fixtures.js';
import { InviteUserStore } from './invite-user-store.js';

const conflict = { status: 409 as const, body: { status: 409, code: 'conflict', error: 'A user with that e-mail already exists', field: 'email' } };

function setUp(reply: FakeHandler<'POST /users'>) {
  const fake = createFakeApi({ 'GET /user_types': typesReply, 'POST /users': reply });
  const notifier = recordingNotifier();
  return { fake, notifier, store: new InviteUserStore({ api: createUsersApi(fake.client, () => 1), notifier }) };
}

describe('InviteUserStore', () => {
  it('refuses an incomplete form with each field\'s error, and an edit clears its own', async () => {
    const { fake, store } = setUp({ status: 201, body: testUser() });
    expect(await store.send()).toBeNull();
    expect(Object.keys(store.errors)).toEqual(['name', 'email', 'user_type_id']);
    store.setName('Nina');
    expect(Object.keys(store.errors)).toEqual(['email', 'user_type_id']);
    expect(fake.calls('POST /users')).toHaveLength(0);
    store.dispose();
  });

  it('sends the invitation with the type chosen from GET /user_types', async () => {
    const { fake, notifier, store } = setUp({ status: 201, body: testUser({ status: 'pending' }) });
    await vi.waitFor(() => expect(store.types.data?.map((type) => type.name)).toEqual(['Manager', 'Admin', 'Read Only']));
    store.setName(' Nina New ');
    store.setEmail('nina@harbor.test ');
    store.setUserType(5);
    expect(await store.send()).toMatchObject({ status: 'pending' });
    expect(fake.calls('POST /users')[0]?.body).toEqual({ name: 'Nina New', email: 'nina@harbor.test', user_type_id: 5 });
    expect(notifier.notes.at(-1)?.message).toBe('An invitation was sent to nina@harbor.test.');
    store.dispose();
  });

  it('puts the server\'s error on its field and keeps everything typed', async () => {
    const { store } = setUp(conflict);
    store.setName('Nina');
    store.setEmail('user@harbor.test');
    store.setUserType(5);
    expect(await store.send()).toBeNull();
    expect(store.errors).toEqual({ email: 'A user with that e-mail already exists' });
    expect([store.name, store.email, store.userTypeId]).toEqual(['Nina', 'user@harbor.test', 5]);
    expect(store.formError).toBeNull();
    store.dispose();
  });
});
