import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createRequestPageApi } from '../api/request-page-api.js';
import { requestPageFixture } from '../testing/campaign-fixtures.js';
import { RequestPageSettingsStore } from './request-page-settings-store.js';

function pageStore(canUpdate = true) {
  const fake = createFakeApi({
    'GET /request_page': { status: 200, body: requestPageFixture() },
    'PUT /request_page': ({ body }) => ({ status: 200, body: requestPageFixture({ ...body }) }),
  });
  return { fake, store: new RequestPageSettingsStore({ api: createRequestPageApi(fake.client), canUpdate }) };
}

describe('RequestPageSettingsStore', () => {
  it('reads the settings and saves an edited copy', async () => {
    const { fake, store } = pageStore();
    expect(store.view.status).toBe('loading');
    await store.load();
    expect(store.view).toMatchObject({ status: 'ready', editable: true, contactEmail: 'front@harbor.test', npsThreshold: 9, dirty: false });
    store.change('npsThreshold', 8);
    store.change('reminderDays', '5');
    expect(store.view.dirty).toBe(true);
    expect(await store.save()).toBe(true);
    expect(fake.calls('PUT /request_page')[0]?.body).toMatchObject({ nps_threshold: 8, reminder_days: 5 });
    expect(store.view).toMatchObject({ dirty: false, savedNotice: 'Landing page settings saved.' });
  });

  it('does not send a wrong contact, and keeps the copy when the server refuses', async () => {
    const { fake, store } = pageStore();
    await store.load();
    store.change('contactNumber', '555');
    expect(store.view.errors).toEqual({ contact_number: 'Enter a 10-digit phone number.' });
    expect(await store.save()).toBe(false);
    expect(fake.calls('PUT /request_page')).toHaveLength(0);
    store.change('contactNumber', '(555) 987-6543');
    fake.on('PUT /request_page', { status: 400, body: { status: 400, code: 'bad_request', error: 'contact_email is not deliverable', field: 'contact_email' } });
    expect(await store.save()).toBe(false);
    expect(store.view).toMatchObject({ contactNumber: '(555) 987-6543', dirty: true, errors: { contact_email: 'contact_email is not deliverable' } });
    fake.on('PUT /request_page', failure(500, 'Database is down'));
    expect(await store.save()).toBe(false);
    expect(store.view).toMatchObject({ saveError: 'Database is down', contactNumber: '(555) 987-6543' });
  });

  it('shows the settings read-only without the permission, and says why loading failed', async () => {
    const { fake, store } = pageStore(false);
    await store.load();
    store.change('npsThreshold', 3);
    expect(store.view).toMatchObject({ editable: false, npsThreshold: 9 });
    fake.on('GET /request_page', failure(500, 'Database is down'));
    await store.load();
    expect(store.view).toMatchObject({ status: 'error', loadError: 'Database is down' });
  });
});
