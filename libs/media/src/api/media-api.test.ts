import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { mediaList, mediaRow } from '../testing/media-fixtures.js';
import { photoFile, photoRoutes, uploadRow } from '../testing/photo-fixtures.js';
import { createMediaApi } from './media-api.js';

describe('createMediaApi', () => {
  it('sends the list, categories, delete and register calls to their paths with their query or body', async () => {
    const fake = createFakeApi({
      'GET /media': { status: 200, body: mediaList([]) },
      'GET /media_categories': { status: 200, body: { _embedded: { media_categories: [] }, _total: 0, _total_pages: 1, _page: 1, _links: { self: { href: '/x' } } } },
      'PUT /media/{id}': { status: 204 },
      'POST /media': { status: 201, body: { media: [mediaRow(9)] } },
    });
    const api = createMediaApi(fake.client);
    await api.list({ account_id: 1, location_id: 7, page: 2, per_page: 8, rating: [4, 5], type: 'owner', has_custom_offset: true });
    await api.categories(1, 25);
    await api.removeFromLocation(3, 7, 12);
    expect(await api.register({ account_id: 1, location_ids: [7], high_priority: false, category_id: 2, s3_path: 'k.png' })).toEqual([mediaRow(9)]);
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/media', query: { account_id: '1', location_id: '7', page: '2', per_page: '8', rating: ['4', '5'], type: 'owner', has_custom_offset: 'true' } },
      { method: 'GET', path: '/media_categories', query: { page: '1', per_page: '25' } },
      { method: 'PUT', path: '/media/3', query: {}, body: { location_id: 7, url_id: 12 } },
      { method: 'POST', path: '/media', query: {}, body: { account_id: 1, location_ids: [7], high_priority: false, category_id: 2, s3_path: 'k.png' } },
    ]);
  });

  it('uploads the file as multipart, then processes it and reads the channel for the URL', async () => {
    const fake = createFakeApi(photoRoutes());
    const api = createMediaApi(fake.client);
    const upload = await api.upload(photoFile(20000), 'logo.png');
    expect(upload).toEqual(uploadRow);
    expect(await api.process(upload, 1, new AbortController().signal)).toBe('/api/media_files/thumb-41');
    const [sentUpload, sentProcess, sentChannel] = fake.requests.map(sentRequest);
    expect(sentUpload).toMatchObject({ method: 'POST', path: '/upload', query: { purpose: 'photo' } });
    expect((sentUpload?.body as FormData).get('file_upload')).toBeInstanceOf(Blob);
    expect(sentProcess).toEqual({
      method: 'POST',
      path: '/webhooks/rtx-images',
      query: {},
      body: { event: 'process', label: 'photo', resource_id: 41, mime_type: 'image/png', s3_path: 'k-logo.png', account_id: 1 },
    });
    expect(sentChannel).toEqual({ method: 'GET', path: '/realtime/rtx_images-41', query: {} });
  });
});
