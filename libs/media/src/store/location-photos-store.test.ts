import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../model/messages.js';
import { createFakeApi, failure, type FakeReply } from '@locus/api-client/testing';
import { createMediaApi } from '../api/media-api.js';
import { recordingNotifier } from '@locus/resources/testing';
import { manualScheduler } from '@locus/resources/testing';
import { mediaList, mediaRow } from '../testing/media-fixtures.js';
import { LocationPhotosStore } from './location-photos-store.js';

const categories = { _embedded: { media_categories: [] }, _total: 0, _total_pages: 1, _page: 1, _links: { self: { href: '' }, first: { href: '' }, last: { href: '' } } };

describe('LocationPhotosStore', () => {
  function setup(deleteReply: FakeReply<'PUT /media/{id}'> = { status: 204 }) {
    const rows = [mediaRow(1, { category: 'COVER', published_status: 'dead' }), mediaRow(2, { published_status: 'pending' }), mediaRow(3)];
    const api = createFakeApi({
      'GET /media': { status: 200, body: mediaList(rows, 10) },
      'GET /media_categories': { status: 200, body: categories },
      'PUT /media/{id}': deleteReply,
    });
    const notifier = recordingNotifier();
    const scheduler = manualScheduler();
    const store = new LocationPhotosStore({ api: createMediaApi(api.client), accountId: 1, locationId: 7, notifier, scheduler });
    return { api, notifier, scheduler, store };
  }

  it('reads 8 a page by category rank, with each photo\'s status bar', async () => {
    const { api, store } = setup();
    await when(() => store.photos.status === 'loaded');
    const query = api.requests.find((s) => s.path === '/media')?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      account_id: '1', location_id: '7', page: '1', per_page: '8', 'sort[by]': 'category_rank,published_at', 'sort[order]': 'desc,desc', type: 'owner', has_custom_offset: 'true',
    });
    expect(store.totalPages).toBe(2);
    expect(store.tiles.map((t) => t.bar?.label ?? null)).toEqual(['Failed', 'Publishing', null]);
    expect(store.tiles[0]).toMatchObject({ thumbnailUrl: '/api/media_files/thumb-1', fullUrl: '/api/media_files/full-1' });
    expect(store.existingCategories()).toContain('COVER');
    store.dispose();
  });

  it('deletes a tile with its location_id and url_id, says so, and reads the list again 300 ms later', async () => {
    const { api, notifier, scheduler, store } = setup();
    await when(() => store.photos.status === 'loaded');
    expect(await store.removeTile(1)).toBe(true);
    expect(api.requests.find((s) => s.method === 'PUT')?.body).toEqual({ location_id: 7, url_id: null });
    expect(notifier.notes).toEqual([{ level: 'success', message: PHOTO_MESSAGES.deleted }]);
    const before = api.requests.filter((s) => s.path === '/media').length;
    scheduler.runAll(299);
    expect(api.requests.filter((s) => s.path === '/media').length).toBe(before);
    scheduler.runAll(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.requests.filter((s) => s.path === '/media').length).toBe(before + 1);
    store.dispose();
  });

  it('a failed delete shows its text for 3 s', async () => {
    const { notifier, store } = setup(failure(500, 'boom'));
    expect(await store.remove({ id: 1, url_id: null })).toBe(false);
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'There was an error deleting your photo.', durationMs: 3000 }]);
    store.dispose();
  });

  it('[F8-038] a failed read shows the media and categories texts', async () => {
    const api = createFakeApi({ 'GET /media': failure(500, 'x'), 'GET /media_categories': failure(500, 'x') });
    const store = new LocationPhotosStore({ api: createMediaApi(api.client), accountId: 1, locationId: 7, notifier: recordingNotifier() });
    await when(() => store.photos.status === 'error' && store.categories.status === 'error');
    expect(store.photos.error).toBe(PHOTO_MESSAGES.mediaFailed);
    expect(store.categories.error).toBe('Unable to fetch media categories at this time. Please reload or try again later.');
    store.dispose();
  });
});
