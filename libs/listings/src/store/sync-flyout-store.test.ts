import type { Schemas } from '@locus/api-client';
import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createListingsApi } from '../api/listings-api.js';
import { syncReply } from '../testing/fixtures.js';
import { SyncFlyoutStore, syncFlyoutView } from './sync-flyout-store.js';

type Sync = Schemas['LocalListingSync'];
const NO_HISTORY = { status: 200 as const, body: { events: [] } };
const OVERRIDES = (rows: { id: number }[]) => ({ status: 200 as const, body: { _embedded: { location_source_overrides: rows }, _total: rows.length, _total_pages: 1, _page: 1 } as never });

/** A flyout store over a fake server answering the sync call with `sync`. */
function setup(sync: Sync, routes: Parameters<typeof createFakeApi>[0] = {}, flagOn = true) {
  const api = createFakeApi({
    'GET /local_listings/locations/{id}/directories/{directory}': { status: 200, body: sync },
    'GET /local_listings/locations/{id}/history': NO_HISTORY,
    ...routes,
  });
  const notifier = recordingNotifier();
  let changed = 0;
  const store = new SyncFlyoutStore({
    api: createListingsApi(api.client), writeText: async () => undefined, accountId: 3, notifier,
    directoryFlagOn: flagOn, canUpdate: true, onChanged: () => void changed++,
  });
  return { api, store, notifier, changed: () => changed };
}

const opened = async (store: SyncFlyoutStore) => {
  store.open(1, 'google');
  await when(() => store.view !== null && store.history.status === 'loaded');
  return store.view;
};

describe('syncFlyoutView', () => {
  it('[F4-087][F4-086] the main directory\'s field names mark Locus\'s fields; hours have no copy button', () => {
    const fields = { public_name: 'Harbor', phone: '5035550101', hours: { monday: [] } as never };
    const view = syncFlyoutView(syncReply({ fields_not_in_sync: ['phone_number'], locus: fields, directory: { ...fields, phone: '5035559999' } }));
    expect(view).toMatchObject({ header: 'Out of Sync', cardTitle: 'Data Points Out of Sync', message: 'Fields not in sync: phone_number' });
    expect(view?.fields.find((f) => f.field === 'phone')).toMatchObject({ outOfSync: true, copyable: true, directory: '5035559999' });
    expect(view?.fields.find((f) => f.field === 'hours')?.copyable).toBe(false);
  });
});

describe('SyncFlyoutStore', () => {
  it('lists what Auto Sync corrected on this directory, from the location\'s listing history', async () => {
    const { store } = setup(syncReply({ status: 'in_sync', fields_not_in_sync: [] }), {
      'GET /local_listings/locations/{id}/history': { status: 200, body: { events: [
        { id: 2, directory_code: 'google', directory_name: 'Google', kind: 'corrected', fields: ['website'], created_at: '2026-11-04T12:00:00Z' },
        { id: 1, directory_code: 'facebook', directory_name: 'Facebook', kind: 'corrected', fields: ['phone'], created_at: '2026-11-03T12:00:00Z' },
      ] } },
    });
    expect((await opened(store))?.corrections).toEqual(['Nov 4, 2026: website corrected']);
    store.dispose();
  });

  it('[F6-024] switching a directory off updates its override and says Directory sync settings saved; a new one is created', async () => {
    const { api, store, notifier, changed } = setup(syncReply(), {
      'GET /location_source_overrides': OVERRIDES([{ id: 40 }]),
      'PATCH /location_source_overrides/{id}': { status: 200, body: {} as never },
    });
    expect((await opened(store))?.directorySwitch).toEqual({ label: 'Auto Sync to Google', on: true, disabled: false });
    await store.setDirectoryEnabled(false);
    expect(api.calls('GET /location_source_overrides')[0]?.query.get('source_id')).toBe('7');
    expect(api.calls('PATCH /location_source_overrides/{id}', { id: '40' })[0]?.body).toEqual({ enabled: false });
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Directory sync settings saved' }]);
    expect(changed()).toBe(1);
    store.dispose();

    const fresh = setup(syncReply(), {
      'GET /location_source_overrides': OVERRIDES([]),
      'POST /location_source_overrides': { status: 201, body: {} as never },
    });
    await opened(fresh.store);
    await fresh.store.setDirectoryEnabled(false);
    expect(fresh.api.calls('POST /location_source_overrides')[0]?.body).toEqual({ account_id: 3, location_id: 1, source_id: 7, enabled: false });
    fresh.store.dispose();
  });

  it('[F6-024] a failed switch alerts for 2 s and leaves the directory as it was', async () => {
    const { store, notifier, changed } = setup(syncReply(), { 'GET /location_source_overrides': failure(500, 'Boom') });
    await opened(store);
    await store.setDirectoryEnabled(false);
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'Failed to update directory publishing status. Please reload or try again later.', durationMs: 2000 }]);
    expect(changed()).toBe(0);
    expect(store.view?.directorySwitch?.on).toBe(true);
    store.dispose();
  });

  it('[F6-024] without the directory-specific publishing flag there is no switch', async () => {
    const { store } = setup(syncReply(), {}, false);
    expect((await opened(store))?.directorySwitch).toBeNull();
    store.dispose();
  });

  it('[F8-035] opening a directory of a location whose Auto Sync is off shows the Auto Sync notice for 5 s, once', async () => {
    const { store, notifier } = setup(syncReply({ publishing_enabled: false, status: 'pending_sync', location_status: 'eligible_not_published' }));
    await opened(store);
    await store.loader.reload();
    expect(notifier.notes).toEqual([{
      level: 'info', durationMs: 5000,
      message: 'Auto Sync to Directories is off for this location. Any changes made will will be queued for publishing once Auto Sync has been enabled.',
    }]);
    store.dispose();
    const missing = setup(syncReply({ publishing_enabled: false, status: 'pending_sync', integration: { source_code: 'google', integration_status: 'inactive' } }));
    await opened(missing.store);
    expect(missing.notifier.notes).toEqual([]);
    missing.store.dispose();
  });
});
