import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../model/messages.js';
import { createFakeApi } from '@locus/api-client/testing';
import { createMediaApi } from '../api/media-api.js';
import { recordingNotifier } from '@locus/resources/testing';
import { manualScheduler } from '@locus/resources/testing';
import { mediaList, mediaRow } from '../testing/media-fixtures.js';
import { decoderOf, logoCategory, photoFile, photoRoutes } from '../testing/photo-fixtures.js';
import { PhotoSectionStore } from './photo-section-store.js';

const categories = {
  _embedded: { media_categories: [logoCategory] }, _total: 1, _total_pages: 1, _page: 1,
  _links: { self: { href: '' }, first: { href: '' }, last: { href: '' } },
};

function setup() {
  const api = createFakeApi({
    ...photoRoutes(),
    'GET /media': { status: 200, body: mediaList([mediaRow(1, { category: 'LOGO', url_id: 12 }), mediaRow(2)]) },
    'GET /media_categories': { status: 200, body: categories },
    'PUT /media/{id}': { status: 204 },
    'POST /media': { status: 201, body: { media: [mediaRow(9)] } },
  });
  const notifier = recordingNotifier();
  const scheduler = manualScheduler();
  const store = new PhotoSectionStore({ api: createMediaApi(api.client), decoder: decoderOf(400, 400), notifier, accountId: 1, locationId: 7, scheduler });
  return { api, notifier, scheduler, store };
}

describe('PhotoSectionStore', () => {
  it('[F4-048] [F2-018] the photo flow\'s wizard follows the upload; a second Logo asks first, then registers for the location', async () => {
    const { api, notifier, scheduler, store } = setup();
    scheduler.runAll();
    await when(() => store.photos.photos.status === 'loaded');
    store.openWizard();
    const wizard = store.wizard;
    expect(wizard?.steps).toEqual(['Upload Photo', 'Confirm Photo Selection', 'Assign Category', 'Upload to Google']);
    expect(wizard?.canGoForward).toBe(false);
    await store.upload.choose(photoFile(20000));
    expect(wizard?.canGoForward).toBe(true);
    wizard?.forward();
    store.confirmSelection();
    store.upload.setCategory(logoCategory);
    wizard?.forward();
    expect(wizard?.step).toBe('Upload to Google');

    await store.uploadToGoogle();
    expect(wizard?.confirmingOverride).toBe(true);
    expect(api.requests.some((s) => s.method === 'POST' && s.path === '/media')).toBe(false);
    await store.resolveOverride(true);
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', path: '/media', body: { location_ids: [7], category_id: 2 } });
    expect(notifier.notes).toEqual([{ level: 'success', message: PHOTO_MESSAGES.uploaded }]);
    expect(store.wizard).toBeNull();
    expect(store.upload.phase).toBe('idle');
    store.dispose();
  });

  it('[F7-040] deletes a tile by its id; each opening starts the wizard again', async () => {
    const { api, scheduler, store } = setup();
    scheduler.runAll();
    await when(() => store.photos.photos.status === 'loaded');
    expect(await store.photos.removeTile(1)).toBe(true);
    expect(api.requests.find((s) => s.method === 'PUT')?.body).toEqual({ location_id: 7, url_id: 12 });
    expect(await store.photos.removeTile(99)).toBe(false);
    store.openWizard();
    await store.upload.choose(photoFile(20000));
    store.closeWizard();
    store.openWizard();
    expect(store.wizard?.step).toBe(store.wizard?.steps[0]);
    expect(store.wizard?.canGoForward).toBe(false);
    store.dispose();
  });
});
