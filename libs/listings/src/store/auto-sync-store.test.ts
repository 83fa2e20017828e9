import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { createListingsApi } from '../api/listings-api.js';
import { AutoSyncStore } from './auto-sync-store.js';

describe('AutoSyncStore', () => {
  it('[F8-051] a refused publish says the server\'s Cannot Publish text; any other failure says Error updating local listing', async () => {
    const api = createFakeApi({
      'POST /local_listings/publish': failure(422, 'Cannot Publish: Missing address'),
      'POST /local_listings/unpublish': failure(500, 'Boom'),
    });
    const notifier = recordingNotifier();
    let reloaded = 0;
    const store = new AutoSyncStore({ api: createListingsApi(api.client), accountId: 3, notifier, onChanged: () => void reloaded++ });
    await store.toggle(5, true);
    await store.toggle(5, false);
    expect(notifier.notes.map((note) => note.message)).toEqual(['Cannot Publish: Missing address', 'Error updating local listing']);
    expect(reloaded).toBe(0);
    expect(store.isUpdating(5)).toBe(false);
  });
});

describe('AutoSyncStore failure alert', () => {
  it('[F8-047] a failed toggle alerts Error updating local listing for 2 s', async () => {
    const api = createFakeApi({ 'POST /local_listings/publish': failure(500, 'Boom') });
    const notifier = recordingNotifier();
    const store = new AutoSyncStore({ api: createListingsApi(api.client), accountId: 3, notifier, onChanged: () => undefined });
    await store.toggle(8, true);
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'Error updating local listing', durationMs: 2000 }]);
  });
});
