import { createMemoryQueryAdapter, FilterStore } from '@locus/filters';
import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@locus/api-client/testing';
import { createMediaApi } from '../api/media-api.js';
import { mediaList, mediaRow } from '../testing/media-fixtures.js';
import { PhotoGalleryStore } from './photo-gallery-store.js';

describe('PhotoGalleryStore', () => {
  it('asks for the filter bar\'s range (six months), location, rating and type', async () => {
    const api = createFakeApi({ 'GET /media': { status: 200, body: mediaList([mediaRow(1, { type: 'customer', rating: 5 })]) } });
    const adapter = createMemoryQueryAdapter({ locationId: '7', rating: '0,5', type: 'customer' });
    const filters = new FilterStore({ adapter, page: 'photos', now: () => new Date('2026-11-20T12:00:00Z') });
    const gallery = new PhotoGalleryStore({ api: createMediaApi(api.client), accountId: 1, filters });
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
