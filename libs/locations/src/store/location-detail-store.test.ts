import { createFakeApi, failure } from '@locus/api-client/testing';
import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { locationDetail } from '../testing/fixtures.js';
import { LocationDetailStore } from './location-detail-store.js';
import { areaApiOf } from '../testing/area-api.js';

describe('LocationDetailStore', () => {
  it('loads the whole detail in one call; a sync reply replaces it until the next load lands', async () => {
    let name = 'Downtown';
    const api = createFakeApi({ 'GET /locations/{id}': () => ({ status: 200 as const, body: locationDetail({ name }) }) });
    const store = new LocationDetailStore({ api: areaApiOf(api), locationId: 7 });
    expect(store.status).toBe('loading');
    await when(() => store.status === 'loaded');
    expect(store.location?.name).toBe('Downtown');
    expect(api.calls('GET /locations/{id}')).toHaveLength(1);

    store.replace(locationDetail({ name: 'Synced' }));
    expect(store.location?.name).toBe('Synced');
    name = 'Saved';
    await store.reload();
    expect(store.location?.name).toBe('Saved');
    expect(api.calls('GET /locations/{id}')).toHaveLength(2);
    store.dispose();
  });

  it("a failed load gives the server's message", async () => {
    const store = new LocationDetailStore({ api: areaApiOf(createFakeApi({ 'GET /locations/{id}': failure(404, 'Location not found') })), locationId: 7 });
    await when(() => store.status !== 'loading');
    expect(store.status).toBe('error');
    expect(store.error).toBe('Location not found');
    store.dispose();
  });
});
