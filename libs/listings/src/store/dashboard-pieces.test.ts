import { createApiClient, type Schemas } from '@locus/api-client';
import { BULK_GATE_MESSAGES, type Notifier } from '@locus/resources';
import { describe, expect, it } from 'vitest';
import { dashboardRowView } from '../model/dashboard-view.js';
import { AutoSyncStore } from './auto-sync-store.js';
import { ListingsSelection, TRUE_BULK_LIMIT, TRUE_BULK_MESSAGES } from './listings-selection.js';
import { syncFlyoutView } from './sync-flyout-store.js';

type Location = Schemas['LocalListingLocation'];
type Sync = Schemas['LocalListingSync'];

const copy = (code: Location['directories'][number]['directory_code'], status: Location['status'], extra: Partial<Location['directories'][number]> = {}) => ({
  directory_code: code, directory_name: code, directory_logo_url: '', publishable: true, directory_enabled: true, rtx_source_id: null,
  status, status_description: null, fields_not_in_sync: [], listing_url: null, reference_id: null, last_checked_at: null, ...extra,
});

const location = (id: number, overrides: Partial<Location> = {}): Location => ({
  id, name: `L${id}`, public_name: null, address: '1 Main St', city: 'Portland', state_code: 'OR', zipcode: '97201', external_id: null,
  status: 'in_sync', listing_status: 'published', open_status: null, publishing_enabled: true, last_published_at: null, last_checked_at: null,
  pct_valid_top_directories: 100, directories: [copy('google', 'in_sync'), copy('bing', 'in_sync', { directory_enabled: false })], ...overrides,
});

function recordingNotifier() {
  const said: string[] = [];
  const notifier: Notifier = { alert: (m) => void said.push(m), info: (m) => void said.push(m), success: (m) => void said.push(m) };
  return { notifier, said };
}

describe('dashboard rows', () => {
  it('[F4-057][F4-059][F4-066] a missing directory is not available; a switched-off one is out of sync under Auto Sync; a not eligible location cannot publish', () => {
    const row = dashboardRowView(location(1, { listing_status: 'not_eligible' }), { autoSyncPurchased: true, canUpdate: true, updating: false });
    const byCode = Object.fromEntries(row.directories.map((d) => [d.code, d]));
    expect(byCode['yelp']).toMatchObject({ label: 'Not Available', clickable: false });
    expect(byCode['bing']?.label).toBe('Out of Sync');
    expect(row.address).toBe('1 Main St, Portland, OR 97201');
    expect(row.lastPublished).toBe('Never');
    expect(row.autoSync).toEqual({ on: true, disabled: true, reason: 'Cannot Publish: This location is not eligible' });
  });
});

describe('ListingsSelection', () => {
  it('[F5-038] keeps rows selected on other pages and gates Add Holiday Hours on a location without Auto Sync', () => {
    const selection = new ListingsSelection();
    selection.toggle(location(1));
    expect(selection.holidayHoursGate()).toBeNull();
    selection.selectPage([location(2, { publishing_enabled: false }), location(3)]);
    expect(selection.count(80)).toBe(3);
    expect(selection.holidayHoursGate()).toEqual({ kind: 'warn', message: BULK_GATE_MESSAGES.directoryOff });
    selection.selectEvery();
    expect(selection.count(80)).toBe(80);
    selection.clear();
    expect(selection.count(80)).toBe(0);
  });

  it('[P4-080] acts on the selected rows, or under true bulk on every row of the list, gated on all of them', async () => {
    const selection = new ListingsSelection();
    const every = [location(1), location(2), location(3, { publishing_enabled: false })];
    let reads = 0;
    const source = { total: 3, everyRow: async () => (reads++, every) };
    selection.toggle(location(1));
    expect(await selection.targets(source)).toEqual({ ids: [1], locations: [{ publishingEnabled: true, mainDirectoryOn: true }] });
    expect(reads).toBe(0);
    selection.selectEvery();
    const pending = selection.targets(source);
    expect(selection.resolving).toBe(true);
    const targets = await pending;
    expect(selection.resolving).toBe(false);
    expect(targets?.ids).toEqual([1, 2, 3]);
    expect(selection.holidayHoursGate(targets?.locations)).toEqual({ kind: 'warn', message: BULK_GATE_MESSAGES.directoryOff });
  });

  it('true bulk over the limit, or a failed read, says why and acts on nothing', async () => {
    const selection = new ListingsSelection();
    selection.selectEvery();
    let reads = 0;
    expect(await selection.targets({ total: TRUE_BULK_LIMIT + 1, everyRow: async () => (reads++, []) })).toBeNull();
    expect(reads).toBe(0);
    expect(selection.notice).toBe(TRUE_BULK_MESSAGES.tooMany(TRUE_BULK_LIMIT + 1));
    expect(selection.notice).toContain('at most 10,000 locations and this list has 10,001');
    expect(await selection.targets({ total: 5, everyRow: () => Promise.reject(new Error('down')) })).toBeNull();
    expect(selection.notice).toBe(TRUE_BULK_MESSAGES.readFailed);
    selection.clear();
    expect(selection.notice).toBeNull();
  });
});

describe('syncFlyoutView', () => {
  it('[F4-087][F4-086] the main directory\'s field names mark Locus\'s fields; hours have no copy button', () => {
    const fields = { public_name: 'Harbor', phone: '5035550101', hours: { monday: [] } as never };
    const sync = {
      location_id: 1, directory_code: 'google', directory_name: 'Google', publishable: true, status: 'not_in_sync', fields_not_in_sync: ['phone_number'],
      status_description: null, directory_enabled: true, publishing_enabled: true, location_status: 'active', status_reason: null, auto_sync: true, is_admin: true,
      reference_id: 'g-1', listing_url: null, last_checked_at: null, integration: { source_code: 'google', integration_status: 'active' },
      locus: fields, directory: { ...fields, phone: '5035559999' },
    } as unknown as Sync;
    const view = syncFlyoutView(sync);
    expect(view).toMatchObject({ header: 'Out of Sync', cardTitle: 'Data Points Out of Sync', message: 'Fields not in sync: phone_number' });
    expect(view?.fields.find((f) => f.field === 'phone')).toMatchObject({ outOfSync: true, copyable: true, directory: '5035559999' });
    expect(view?.fields.find((f) => f.field === 'hours')?.copyable).toBe(false);
  });
});

describe('AutoSyncStore', () => {
  it('[F8-051] a refused publish says the server\'s Cannot Publish text; any other failure says Error updating local listing', async () => {
    let status = 422;
    const client = createApiClient({
      baseUrl: 'http://locus.test/api',
      clientName: 'test',
      fetch: async () => new Response(JSON.stringify({ status, code: 'x', error: status === 422 ? 'Cannot Publish: Missing address' : 'Boom' }), { status, headers: { 'Content-Type': 'application/json' } }),
    });
    const { notifier, said } = recordingNotifier();
    let reloaded = 0;
    const store = new AutoSyncStore({ client, accountId: 3, notifier, onChanged: () => void reloaded++ });
    await store.toggle(5, true);
    status = 500;
    await store.toggle(5, false);
    expect(said).toEqual(['Cannot Publish: Missing address', 'Error updating local listing']);
    expect(reloaded).toBe(0);
    expect(store.isUpdating(5)).toBe(false);
  });
});
