import { createMemoryQueryAdapter, FilterStore } from '@locus/filters';
import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../model/messages.js';
import { createFakeApi, failure, type FakeReply } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { manualScheduler, mediaList, mediaRow } from '../testing/media-fixtures.js';
import { AddPhotosWizardStore } from './add-photos-wizard-store.js';
import { LightboxStore } from './lightbox-store.js';
import { LocationPhotosStore } from './location-photos-store.js';
import { PhotoGalleryStore } from './photo-gallery-store.js';

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
    const store = new LocationPhotosStore({ client: api.client, accountId: 1, locationId: 7, notifier, scheduler });
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
    const store = new LocationPhotosStore({ client: api.client, accountId: 1, locationId: 7, notifier: recordingNotifier() });
    await when(() => store.photos.status === 'error' && store.categories.status === 'error');
    expect(store.photos.error).toBe(PHOTO_MESSAGES.mediaFailed);
    expect(store.categories.error).toBe('Unable to fetch media categories at this time. Please reload or try again later.');
    store.dispose();
  });
});

describe('AddPhotosWizardStore', () => {
  it('the photo flow\'s steps move forward when done, and back', () => {
    const wizard = new AddPhotosWizardStore(true);
    expect(wizard.steps).toEqual(['Upload Photo', 'Confirm Photo Selection', 'Assign Category', 'Upload to Google']);
    wizard.forward();
    expect(wizard.step).toBe('Upload Photo'); // nothing uploaded yet
    wizard.update({ hasPhotos: true });
    wizard.forward();
    expect(wizard.step).toBe('Confirm Photo Selection');
    wizard.update({ confirmed: true });
    wizard.forward();
    wizard.update({ categoryValid: true });
    wizard.forward();
    expect(wizard.step).toBe('Upload to Google');
    expect(wizard.isLast).toBe(true);
    wizard.back();
    wizard.back();
    expect(wizard.step).toBe('Confirm Photo Selection');
  });

  it('without the photo flow: Select Photos, Assign Category, Upload to Google', () => {
    const wizard = new AddPhotosWizardStore(false);
    expect(wizard.steps).toEqual(['Select Photos', 'Assign Category', 'Upload to Google']);
    wizard.update({ hasPhotos: true });
    wizard.forward();
    expect(wizard.step).toBe('Assign Category');
  });

  it('asks to confirm replacing an existing cover before the upload', () => {
    const wizard = new AddPhotosWizardStore(true);
    expect(wizard.askOverride('COVER', ['COVER'])).toBe(false);
    expect(wizard.confirmingOverride).toBe(true);
    expect(wizard.resolveOverride(true)).toBe(true);
    expect(wizard.confirmingOverride).toBe(false);
    expect(wizard.askOverride('INTERIOR', ['COVER'])).toBe(true);
  });
});

describe('LightboxStore', () => {
  it('[F4-051] keys move and close; an unpaginated list wraps', () => {
    const lightbox = new LightboxStore({ count: 3, paginated: false, page: 1, totalPages: 1, goToPage: () => undefined });
    lightbox.open(2);
    expect(lightbox.key('ArrowRight')).toBe(true);
    expect(lightbox.index).toBe(0);
    lightbox.key('ArrowLeft');
    expect(lightbox.index).toBe(2);
    lightbox.key('Escape');
    expect(lightbox.isOpen).toBe(false);
  });

  it('a paginated list asks for the next page and shows its first photo when it arrives', () => {
    const pages: number[] = [];
    const source = { count: 8, paginated: true, page: 1, totalPages: 2, goToPage: (page: number) => void pages.push(page) };
    const lightbox = new LightboxStore(source);
    lightbox.open(7);
    lightbox.move('next');
    expect(pages).toEqual([2]);
    Object.assign(source, { count: 2, page: 2 });
    lightbox.pageLoaded();
    expect(lightbox.index).toBe(0);
    lightbox.move('previous');
    expect(pages).toEqual([2, 1]);
    Object.assign(source, { count: 8, page: 1 });
    lightbox.pageLoaded();
    expect(lightbox.index).toBe(7);
  });
});

describe('PhotoGalleryStore', () => {
  it('asks for the filter bar\'s range (six months), location, rating and type', async () => {
    const api = createFakeApi({ 'GET /media': { status: 200, body: mediaList([mediaRow(1, { type: 'customer', rating: 5 })]) } });
    const adapter = createMemoryQueryAdapter({ locationId: '7', rating: '0,5', type: 'customer' });
    const filters = new FilterStore({ adapter, page: 'photos', now: () => new Date('2026-11-20T12:00:00Z') });
    const gallery = new PhotoGalleryStore({ client: api.client, accountId: 1, filters });
    await when(() => gallery.list.status === 'loaded');
    const query = api.requests[0]?.query;
    expect(query?.get('location_id')).toBe('7');
    expect(query?.getAll('rating')).toEqual(['5']);
    expect(query?.get('type')).toBe('customer');
    expect(query?.get('published_after')).toBe(filters.range.from);
    expect(filters.dateDescriptor).toBe('sixMonths');
    expect(gallery.photos[0]?.bar).toBeNull();
    gallery.setPage(3);
    filters.change({ sourceId: '4' });
    expect(gallery.page).toBe(1);
    gallery.dispose();
    filters.dispose();
  });
});
