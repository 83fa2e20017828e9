import { createFakeApi, failure, type SuccessReply } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it, vi } from 'vitest';
import { locationDetail } from '../testing/fixtures.js';
import { SyncDiffStore } from './sync-diff-store.js';
import { areaApiOf } from '../testing/area-api.js';

const diff = (changed_fields: ('phone' | 'website')[]): SuccessReply<'GET /locations/{id}/diff'> => ({
  status: 200,
  body: { location_id: 7, directory_code: 'google', changed_fields, source: { phone: '5551112222', website: 'https://g.example' }, target: { phone: null, website: null } },
});

describe('SyncDiffStore', () => {
  it('loads the diff, lists the changed fields, and Accept Changes syncs and closes', async () => {
    const onSynced = vi.fn();
    const api = createFakeApi({
      'GET /locations/{id}/diff': diff(['phone', 'website']),
      'POST /locations/{id}/diff': { status: 200, body: { message: 'Successfully synced location', changed_fields: ['phone', 'website'], location: locationDetail({ phone: '5551112222' }) } },
    });
    const notifier = recordingNotifier();
    const store = new SyncDiffStore({ api: areaApiOf(api), locationId: 7, notifier, onSynced });
    const opening = store.open();
    expect(store.status).toBe('loading');
    await opening;
    expect(store.status).toBe('changes');
    expect(store.rows.map((row) => [row.label, row.current, row.incoming])).toEqual([
      ['Phone', '—', '5551112222'],
      ['Website', '—', 'https://g.example'],
    ]);
    expect(await store.accept()).toBe(true);
    expect(api.calls('POST /locations/{id}/diff')[0]?.body).toEqual({ override: true });
    expect(store.status).toBe('closed');
    expect(onSynced).toHaveBeenCalledWith(expect.objectContaining({ phone: '5551112222' }));
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Successfully synced location' }]);
  });

  it("shows 'Nothing to sync' without changed fields", async () => {
    const store = new SyncDiffStore({ api: areaApiOf(createFakeApi({ 'GET /locations/{id}/diff': diff([]) })), locationId: 7, notifier: recordingNotifier() });
    await store.open();
    expect(store.status).toBe('nothing');
  });

  it('shows an error when the diff cannot be loaded, and the sync failure text when accepting fails', async () => {
    const broken = new SyncDiffStore({ api: areaApiOf(createFakeApi({ 'GET /locations/{id}/diff': failure(500, 'down') })), locationId: 7, notifier: recordingNotifier() });
    await broken.open();
    expect(broken.status).toBe('error');
    const notifier = recordingNotifier();
    const refusing = new SyncDiffStore({
      api: areaApiOf(createFakeApi({ 'GET /locations/{id}/diff': diff(['phone']), 'POST /locations/{id}/diff': { status: 500 } })),
      locationId: 7,
      notifier,
    });
    await refusing.open();
    expect(await refusing.accept()).toBe(false);
    expect(refusing.status).toBe('changes');
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'An error occurred while trying to sync location info' }]);
  });
});
