import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.js';
import { createApiClient } from '../client.js';
import { unwrap } from '../unwrap.js';
import type { Schemas } from '../types.js';
import { createFakeApi, failure, FAKE_BASE_URL } from './fake-api.js';

const location = (id: number) => ({ id, name: `Location ${id}` }) as Schemas['LocationDetail'];

describe('createFakeApi', () => {
  it('answers a route through the real client, with the path parameters of the contract', async () => {
    const api = createFakeApi({
      'GET /locations/{id}': ({ params }) => ({ status: 200, body: location(Number(params.id)) }),
    });
    const found = await unwrap(api.client.GET('/locations/{id}', { params: { path: { id: 7 } } }));
    expect(found).toMatchObject({ id: 7, name: 'Location 7' });
    expect(api.calls('GET /locations/{id}')).toMatchObject([{ method: 'GET', path: '/locations/7', params: { id: '7' } }]);
    expect([api.calls('GET /locations/{id}', { id: '7' }).length, api.calls('GET /locations/{id}', { id: '8' }).length]).toEqual([1, 0]);
  });

  it('records the query, the JSON body and the method after the client\'s PATCH override', async () => {
    const api = createFakeApi();
    api.on('PATCH /locations/{id}', () => ({ status: 200, body: location(1) }));
    api.on('GET /locations', { status: 200, body: { _embedded: { locations: [] }, _total: 0, _total_pages: 0, _page: 1 } as never });
    await api.client.PATCH('/locations/{id}', { params: { path: { id: 1 } }, body: { name: 'New name' } });
    await api.client.GET('/locations', { params: { query: { page: 2, keywords: 'dent' } } });
    const [patch] = api.calls('PATCH /locations/{id}');
    expect(patch?.body).toEqual({ name: 'New name' });
    const [list] = api.calls('GET /locations');
    expect([list?.query.get('page'), list?.query.get('keywords')]).toEqual(['2', 'dent']);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['PATCH /locations/1', 'GET /locations']);
  });

  it('answers raw text with its content type (a CSV download)', async () => {
    const api = createFakeApi({ 'GET /fetch-export-file/{id}/file-data': { status: 200, text: 'a,b\n', type: 'text/csv' } });
    const response = await api.fetch(new Request(`${FAKE_BASE_URL}/fetch-export-file/4/file-data`));
    expect([response.headers.get('Content-Type'), await response.text()]).toEqual(['text/csv', 'a,b\n']);
  });

  it('answers an error reply as the server does', async () => {
    const api = createFakeApi({ 'GET /locations/{id}': failure(404, 'Location not found') });
    const result = await api.client.GET('/locations/{id}', { params: { path: { id: 9 } } });
    await expect(unwrap(Promise.resolve(result))).rejects.toBeInstanceOf(ApiError);
    expect(result.response.status).toBe(404);
    expect(result.error).toEqual({ status: 404, code: 'error', error: 'Location not found' });
  });

  it('fails an unknown call loudly, naming its method and path', async () => {
    const api = createFakeApi();
    const result = await api.client.DELETE('/locations/{id}', { params: { path: { id: 3 } } });
    expect(result.response.status).toBe(404);
    expect(result.error).toMatchObject({ error: 'No fake for DELETE /locations/3' });
    expect(api.unhandled).toEqual(['DELETE /locations/3']);
  });

  it('serves a client built with other options through its fetch', async () => {
    const api = createFakeApi({ 'GET /locations/{id}': { status: 200, body: location(2) } });
    const client = createApiClient({ baseUrl: FAKE_BASE_URL, fetch: api.fetch, getCredentials: () => ({ email: 'a@b.test', token: 't' }) });
    await client.GET('/locations/{id}', { params: { path: { id: 2 } } });
    expect(api.requests[0]?.headers.get('Authorization')).toMatch(/^Basic /);
  });

  it('records a multipart body as its FormData', async () => {
    const api = createFakeApi({ 'POST /upload': { status: 201, body: { id: 5 } as never } });
    const form = new FormData();
    form.set('file_upload', new Blob(['x']), 'a.png');
    await api.fetch(new Request(`${FAKE_BASE_URL}/upload`, { method: 'POST', body: form }));
    expect(api.calls('POST /upload')[0]?.body).toBeInstanceOf(FormData);
  });

  it('rejects an aborted request at once, and keeps a held stream open until then', async () => {
    const api = createFakeApi({
      'GET /locations/{id}': () => new Promise(() => undefined),
      'GET /realtime/{channel}': { status: 200, hold: true },
    });
    const controller = new AbortController();
    const pending = api.fetch(new Request(`${FAKE_BASE_URL}/locations/1`, { signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });

    const streamAbort = new AbortController();
    const response = await api.fetch(new Request(`${FAKE_BASE_URL}/realtime/x`, { signal: streamAbort.signal }));
    const read = response.body?.getReader().read();
    streamAbort.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('checks routes, parameters and replies against the contract at compile time', () => {
    const api = createFakeApi();
    // @ts-expect-error: no such operation in the contract
    api.on('GET /nowhere', { status: 200, body: {} });
    // @ts-expect-error: the contract has no PUT on this path
    api.on('PUT /locations/{id}', { status: 200, body: location(1) });
    // @ts-expect-error: a success body must be the contract's reply
    api.on('GET /locations/{id}', { status: 200, body: { nope: true } });
    api.on('GET /locations/{id}', ({ params, query }) => {
      // @ts-expect-error: the path parameter is `id`
      void params.locationId;
      // @ts-expect-error: not a query parameter of this operation
      void query.get('bogus');
      return failure(500, 'down');
    });
    expect(api.requests).toEqual([]);
  });
});
