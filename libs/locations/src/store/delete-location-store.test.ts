import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { testSession } from '../testing/fixtures.js';
import { DeleteLocationStore } from './delete-location-store.js';
import { areaApiOf } from '../testing/area-api.js';

describe('DeleteLocationStore', () => {
  const account = (total: number) => ({ status: 200 as const, body: { id: 1, total_locations: total } });

  it('shows the contact-support modal when deletions are prevented', async () => {
    const api = createFakeApi({});
    const store = new DeleteLocationStore({ api: areaApiOf(api), session: testSession({ features: ['prevent_location_deletions'] }), notifier: recordingNotifier() });
    await store.request();
    expect(store.modal).toBe('prevented');
    expect(api.requests).toEqual([]);
  });

  it('the last location gets the last-location modal', async () => {
    const store = new DeleteLocationStore({ api: areaApiOf(createFakeApi({ 'GET /accounts/{id}': account(1) })), session: testSession(), notifier: recordingNotifier() });
    await store.request();
    expect(store.modal).toBe('last-location');
  });

  it("otherwise confirms, deletes and says '{name} successfully deleted'", async () => {
    const api = createFakeApi({ 'GET /accounts/{id}': account(4), 'DELETE /locations/{id}': { status: 204 } });
    const notifier = recordingNotifier();
    const store = new DeleteLocationStore({ api: areaApiOf(api), session: testSession(), notifier });
    await store.request();
    expect(store.modal).toBe('confirm');
    expect(await store.confirm({ id: 7, name: 'Downtown' })).toBe(true);
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Downtown successfully deleted' }]);
    expect(store.modal).toBe('none');
  });

  it("shows the server's refusal and keeps the confirmation open", async () => {
    const notifier = recordingNotifier();
    const store = new DeleteLocationStore({
      api: areaApiOf(createFakeApi({ 'GET /accounts/{id}': account(4), 'DELETE /locations/{id}': failure(403, 'You cannot delete locations') })),
      session: testSession(),
      notifier,
    });
    await store.request();
    expect(await store.confirm({ id: 7, name: 'Downtown' })).toBe(false);
    expect(notifier.notes[0]?.message).toBe('You cannot delete locations');
    expect(store.modal).toBe('confirm');
  });
});
