import { describe, expect, it } from 'vitest';
import { createFakeApi } from './fake-api.js';
import { sentRequest } from './sent-request.js';

describe('sentRequest', () => {
  it('gives the method, path, query less the nonce (repeated keys as arrays) and the body when there is one', async () => {
    const fake = createFakeApi({ 'GET /media': { status: 500, body: { status: 500, code: 'x', error: 'x' } } });
    await fake.client.GET('/media', { params: { query: { page: 2, rating: [4, 5] } } });
    await fake.client.PUT('/media/{id}', { params: { path: { id: 3 } }, body: { location_id: 7, url_id: null } });
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/media', query: { page: '2', rating: ['4', '5'] } },
      { method: 'PUT', path: '/media/3', query: {}, body: { location_id: 7, url_id: null } },
    ]);
  });
});
