import { when } from 'mobx';
import { BULK_GATE_MESSAGES } from '@locus/resources';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../model/messages.js';
import { createFakeApi, failure, type FakeReply } from '@locus/api-client/testing';
import { createMediaApi } from '../api/media-api.js';
import { recordingNotifier } from '@locus/resources/testing';
import { manualScheduler } from '@locus/resources/testing';
import { mediaRow } from '../testing/media-fixtures.js';
import { decoderOf, logoCategory, photoFile, photoRoutes } from '../testing/photo-fixtures.js';
import { BulkAddPhotosStore } from './bulk-add-photos-store.js';

const categories = {
  _embedded: { media_categories: [logoCategory] }, _total: 1, _total_pages: 1, _page: 1,
  _links: { self: { href: '' }, first: { href: '' }, last: { href: '' } },
};
const ok = { id: 7, publishingEnabled: true, mainDirectoryOn: true };
/** The selection's targets: the ids with what the gate reads of each. */
const selected = (...locations: (typeof ok)[]) => ({ ids: locations.map((l) => l.id), locations });

function setup(media: FakeReply<'POST /media'> = { status: 201, body: { media: [mediaRow(9, { location_id: 7 }), mediaRow(10, { location_id: 8 })] } }) {
  const api = createFakeApi({ ...photoRoutes(), 'GET /media_categories': { status: 200, body: categories }, 'POST /media': media });
  const notifier = recordingNotifier();
  const scheduler = manualScheduler();
  const store = new BulkAddPhotosStore({ api: createMediaApi(api.client), decoder: decoderOf(400, 400), notifier, accountId: 1, scheduler });
  return { api, notifier, scheduler, store };
}

describe('BulkAddPhotosStore', () => {
  it('blocks when a selected location has Auto Sync off, warns for 5 s when its Google directory is off, else opens', () => {
    const { notifier, store, api } = setup();
    expect(store.request(selected(ok, { ...ok, id: 8, publishingEnabled: false }))).toBe(false);
    expect(store).toMatchObject({ isOpen: false, blocked: BULK_GATE_MESSAGES.autoSyncOff });
    store.close();
    expect(store.request(selected(ok, { ...ok, id: 8, mainDirectoryOn: false }))).toBe(false);
    expect(notifier.notes).toEqual([
      { level: 'alert', message: BULK_GATE_MESSAGES.directoryOff, durationMs: 5000 },
    ]);
    expect(store.isOpen).toBe(false);
    // Nothing is read before the modal opens.
    expect(api.requests).toEqual([]);
    expect(store.request(selected(ok, { ...ok, id: 8 }))).toBe(true);
    expect(store).toMatchObject({ isOpen: true, blocked: null, locationIds: [7, 8] });
    store.dispose();
  });

  it('walks the select flow forward and back, then registers the photo for every selected location in one call', async () => {
    const { api, notifier, scheduler, store } = setup();
    store.request(selected(ok, { ...ok, id: 8 }));
    scheduler.runAll();
    await when(() => store.categories.status === 'loaded');
    expect(store.categories.data?._embedded.media_categories).toEqual([logoCategory]);
    const wizard = store.wizard;
    expect(wizard?.steps).toEqual(['Select Photos', 'Assign Category', 'Upload to Google']);
    expect(wizard?.canGoForward).toBe(false);
    await store.upload.choose(photoFile(20000));
    expect(wizard?.canGoForward).toBe(true);
    wizard?.forward();
    expect(wizard?.step).toBe('Assign Category');
    expect(wizard?.canGoForward).toBe(false);
    wizard?.back();
    expect(wizard?.step).toBe('Select Photos');
    wizard?.forward();
    store.upload.setCategory(logoCategory);
    wizard?.forward();
    expect(wizard?.step).toBe('Upload to Google');

    expect(await store.submit()).toBe(true);
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', path: '/media', body: { account_id: 1, location_ids: [7, 8], category_id: 2, s3_path: 'k-logo.png' } });
    expect(notifier.notes).toEqual([{ level: 'success', message: PHOTO_MESSAGES.uploaded }]);
    expect(store).toMatchObject({ isOpen: false, wizard: null });
    expect(store.upload.phase).toBe('idle');
    store.dispose();
  });

  it('a refused registration keeps the modal and the photo, with the server\'s reason', async () => {
    const { notifier, store } = setup(failure(422, BULK_GATE_MESSAGES.directoryOff));
    store.request(selected(ok, { ...ok, id: 8 }));
    await store.upload.choose(photoFile(20000));
    store.upload.setCategory(logoCategory);
    expect(await store.submit()).toBe(false);
    expect(store.isOpen).toBe(true);
    expect(store.upload.phase).toBe('processed');
    expect(notifier.notes).toEqual([{ level: 'alert', message: PHOTO_MESSAGES.uploadFailed, serverText: BULK_GATE_MESSAGES.directoryOff }]);
    store.dispose();
  });

  it('each opening starts the wizard again', async () => {
    const { store } = setup();
    store.request(selected(ok));
    await store.upload.choose(photoFile(20000));
    store.wizard?.forward();
    store.close();
    store.request(selected(ok));
    expect(store.wizard?.step).toBe('Select Photos');
    expect(store.wizard?.canGoForward).toBe(false);
    store.dispose();
  });
});
