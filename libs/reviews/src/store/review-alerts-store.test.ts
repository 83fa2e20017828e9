import { createFakeApi, failure, type FakeRoutes } from '@locus/api-client/testing';
import { createOpenApiTransport, ResourceStores, type NamedRow } from '@locus/resources';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { createReviewAlertsApi } from '../api/review-alerts-api.js';
import { ALERT_GROUPS_FIXTURE, reviewAlertFixture } from '../testing/review-alert-fixtures.js';
import { ReviewAlertsStore } from './review-alerts-store.js';

const groupsReply = { status: 200, body: { _embedded: { groups: ALERT_GROUPS_FIXTURE }, _total: 2, _total_pages: 1, _page: 1 } } as const;

function alertsStore(routes: FakeRoutes = {}, options: { canUpdate?: boolean; readGroups?: boolean } = {}) {
  const api = createFakeApi({
    'GET /users/{id}/review_alert': { status: 200, body: reviewAlertFixture() },
    'GET /groups': groupsReply,
    'PUT /users/{id}/review_alert': ({ body }) => ({
      status: 200,
      body: reviewAlertFixture({ ...(body as object), updated_at: '2026-03-21T14:00:00Z' }),
    }),
    ...routes,
  });
  const notifier = recordingNotifier();
  const resources = new ResourceStores({ transport: createOpenApiTransport(api.client), accountId: () => 3 });
  const store = new ReviewAlertsStore({
    api: createReviewAlertsApi(api.client, 3),
    session: { user_id: 11 },
    groups: options.readGroups === false ? null : resources.of<NamedRow>('group'),
    canUpdate: options.canUpdate ?? true,
    notifier,
    clock: { now: () => new Date('2026-03-21T14:00:00Z'), utcOffset: 0 },
  });
  return { api, notifier, store };
}

describe('ReviewAlertsStore', () => {
  it('loads the signed-in user’s settings and the account’s groups to choose from', async () => {
    const { api, store } = alertsStore({
      'GET /users/{id}/review_alert': { status: 200, body: reviewAlertFixture({ enabled: true, group_ids: [5] }) },
    });
    await store.load();
    expect(api.calls('GET /users/{id}/review_alert', { id: '11' })).toHaveLength(1);
    expect(api.calls('GET /groups')[0]?.query.get('per_page')).toBe('500');
    expect(store.view).toMatchObject({
      status: 'loaded',
      email: 'admin@harbor.test',
      enabled: true,
      ratings: 'all',
      groupChoices: [{ id: 4, name: 'North' }, { id: 5, name: 'South' }],
      selectedGroups: [{ id: 5, name: 'South' }],
      notice: null,
      dirty: false,
      canSave: false,
    });
  });

  it('saves the edited copy in one PUT and takes the server’s reply', async () => {
    const { api, notifier, store } = alertsStore();
    await store.load();
    store.setEnabled(true);
    store.setRatings('low');
    store.setGroups([4, 5, 4]);
    expect(store.canSave).toBe(true);
    expect(await store.save()).toBe(true);
    expect(api.calls('PUT /users/{id}/review_alert')[0]?.body).toEqual({ enabled: true, ratings: 'low', group_ids: [4, 5] });
    expect(store.view).toMatchObject({ enabled: true, ratings: 'low', dirty: false, canSave: false, saving: false });
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Your review alert settings are saved.' }]);
  });

  it('is not dirty when the groups are only picked in another order or an edit is undone', async () => {
    const { store } = alertsStore({
      'GET /users/{id}/review_alert': { status: 200, body: reviewAlertFixture({ group_ids: [4, 5] }) },
    });
    await store.load();
    store.setGroups([5, 4]);
    expect(store.dirty).toBe(false);
    store.setEnabled(true);
    store.setEnabled(false);
    expect(store.canSave).toBe(false);
  });

  it('keeps everything chosen when the save fails, with the server’s reason', async () => {
    const { notifier, store } = alertsStore({ 'PUT /users/{id}/review_alert': failure(400, 'group_ids: group 9 is not in the account') });
    await store.load();
    store.setEnabled(true);
    store.setGroups([4]);
    expect(await store.save()).toBe(false);
    expect(store.view).toMatchObject({
      enabled: true,
      selectedGroups: [{ id: 4, name: 'North' }],
      saveError: 'group_ids: group 9 is not in the account',
      dirty: true,
      canSave: true,
      saving: false,
    });
    expect(notifier.notes).toEqual([]);
    store.setRatings('low');
    expect(store.saveError).toBeNull();
  });

  it('says plainly when the settings cannot be loaded, and loads again on retry', async () => {
    const { api, store } = alertsStore({ 'GET /users/{id}/review_alert': failure(500, 'Database unavailable') });
    await store.load();
    expect(store.view).toMatchObject({
      status: 'error',
      loadError: 'Your review alert settings could not be loaded. Database unavailable',
    });
    api.on('GET /users/{id}/review_alert', { status: 200, body: reviewAlertFixture() });
    await store.load();
    expect(store.view).toMatchObject({ status: 'loaded', loadError: null });
  });

  it('says when an e-mail’s unsubscribe link turned the alerts off', async () => {
    const { store } = alertsStore({
      'GET /users/{id}/review_alert': {
        status: 200,
        body: reviewAlertFixture({ enabled: false, unsubscribed_at: '2026-03-18T09:30:00Z', updated_at: '2026-03-01T08:00:00Z' }),
      },
    });
    await store.load();
    expect(store.view.notice).toBe('You turned these alerts off from an e-mail on Mar 18, 2026.');
    store.setEnabled(true);
    await store.save();
    expect(store.view.notice).toBeNull();
  });

  it('names a chosen group the account no longer lists by its id', async () => {
    const { store } = alertsStore({
      'GET /users/{id}/review_alert': { status: 200, body: reviewAlertFixture({ group_ids: [4, 9] }) },
    });
    await store.load();
    expect(store.view.selectedGroups).toEqual([{ id: 4, name: 'North' }, { id: 9, name: 'Group 9' }]);
  });

  it('offers no groups to a user who may not read them, and edits nothing without the update permission', async () => {
    const { api, store } = alertsStore({}, { readGroups: false, canUpdate: false });
    await store.load();
    expect(api.calls('GET /groups')).toHaveLength(0);
    expect(store.view.groupChoices).toEqual([]);
    store.setEnabled(true);
    expect(store.view).toMatchObject({ enabled: false, editable: false, canSave: false });
    expect(await store.save()).toBe(false);
    expect(api.calls('PUT /users/{id}/review_alert')).toHaveLength(0);
  });

  it('drops a load still in flight when disposed', async () => {
    const { store } = alertsStore({
      'GET /users/{id}/review_alert': () => new Promise(() => undefined),
    });
    const loading = store.load();
    expect(store.status).toBe('loading');
    store.dispose();
    await loading;
    expect(store.status).toBe('loading');
  });
});
