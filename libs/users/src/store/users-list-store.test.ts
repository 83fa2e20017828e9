import { createFakeApi, failure } from '@locus/api-client/testing';
import { manualScheduler, recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it, vi } from 'vitest';
import { createUsersApi } from '../api/users-api.js';
import { adminSession, testUser, typesReply, usersPage } from '../testing/fixtures.js';
import { UsersListStore } from './users-list-store.js';

const settle = () => vi.waitFor(() => undefined);
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

function setUp(routes: Parameters<typeof createFakeApi>[0] = {}) {
  const fake = createFakeApi({ 'GET /users': usersPage([testUser(), testUser({ id: 3, name: 'Pat', email: 'pat@harbor.test', status: 'pending', last_sign_in_at: null })]), 'GET /user_types': typesReply, ...routes });
  const notifier = recordingNotifier();
  const scheduler = manualScheduler();
  const store = new UsersListStore({ api: createUsersApi(fake.client, () => 1), session: adminSession, notifier, scheduler });
  return { fake, notifier, scheduler, store };
}

describe('UsersListStore', () => {
  it('[F7-072] searches 250 ms after the last key, filters by type and status, sorts, and each change goes back to page 1', async () => {
    const { fake, scheduler, store } = setUp();
    await flush();
    store.setPage(2);
    store.setTyped('m');
    store.setTyped('may ');
    expect(store.typed).toBe('may ');
    scheduler.runAll(249);
    expect(store.keywords).toBe('');
    scheduler.runAll(1);
    expect(store.keywords).toBe('may');
    store.setUserType(5);
    store.setStatus('pending');
    store.setSort({ by: 'last_sign_in_at', order: 'desc' });
    // The list's own reload runs on the scheduler too (0 ms after the last change).
    scheduler.runAll(0);
    await flush();
    const last = fake.calls('GET /users').at(-1)?.query;
    expect(Object.fromEntries(last ?? [])).toMatchObject({ keywords: 'may', user_type_id: '5', status: 'pending', page: '1', 'sort[by]': 'last_sign_in_at', 'sort[order]': 'desc' });
    expect(store.filtered).toBe(true);
    store.clearFilters();
    expect(store.query).toMatchObject({ keywords: '', userTypeId: null, status: null, page: 1 });
    store.dispose();
  });

  it('shows rows with type names and the actions the session allows', async () => {
    const { store } = setUp();
    await settle();
    await vi.waitFor(() => expect(store.rows.map((row) => [row.name, row.typeName, row.statusLabel])).toEqual([
      ['Maya Manager', 'Manager', 'Active'],
      ['Pat', 'Manager', 'Invited'],
    ]));
    expect(store.rows[1]?.actions.resendInvitation).toBe(true);
    store.dispose();
  });

  it('deactivates only after the confirmation, then reloads the list', async () => {
    const { fake, notifier, store } = setUp({ 'PATCH /users/{id}': { status: 200, body: testUser({ status: 'suspended' }) } });
    await vi.waitFor(() => expect(store.rows).toHaveLength(2));
    const row = store.rows[0];
    if (!row) throw new Error('no row');
    store.askConfirm('deactivate', row);
    expect(fake.calls('PATCH /users/{id}')).toHaveLength(0);
    const loads = fake.calls('GET /users').length;
    expect(await store.confirm()).toBe(true);
    expect(fake.calls('PATCH /users/{id}')[0]?.body).toEqual({ status: 'suspended' });
    expect(notifier.notes.at(-1)?.message).toBe('Maya Manager was deactivated and signed out.');
    expect(fake.calls('GET /users').length).toBe(loads + 1);
    expect(store.confirming).toBeNull();
    store.dispose();
  });

  it('changes a type, resends an invitation, and shows the server\'s refusal as it says', async () => {
    const { fake, notifier, store } = setUp({
      'PATCH /users/{id}': failure(422, 'The account owner must stay an admin'),
      'POST /users/{id}/invitation': { status: 202, body: { accepted: true } },
    });
    await vi.waitFor(() => expect(store.rows).toHaveLength(2));
    const [maya, pat] = store.rows;
    if (!maya || !pat) throw new Error('no rows');
    expect(await store.changeType(maya, 6)).toBe(false);
    expect(fake.calls('PATCH /users/{id}')[0]?.body).toEqual({ user_type_id: 6 });
    expect(notifier.notes.at(-1)).toMatchObject({ message: 'The account owner must stay an admin' });
    expect(await store.changeType(maya, maya.userTypeId)).toBe(false);
    expect(fake.calls('PATCH /users/{id}')).toHaveLength(1);
    expect(await store.resendInvitation(pat)).toBe(true);
    expect(fake.calls('POST /users/{id}/invitation')[0]?.path).toBe('/users/3/invitation');
    expect(notifier.notes.at(-1)?.message).toBe('A new invitation was sent to pat@harbor.test.');
    expect(await store.resendInvitation(maya)).toBe(false);
    store.dispose();
  });

  it('a failed list shows its error', async () => {
    const { store } = setUp({ 'GET /users': failure(500, 'boom') });
    await vi.waitFor(() => expect(store.loader.status).toBe('error'));
    expect(store.loader.error).toBe('Unable to load users. Please try again.');
    store.dispose();
  });
});
