import { createFakeApi, failure } from '@locus/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locationsPage } from '../testing/fixtures.js';
import { LocationListStore } from './location-list-store.js';
import { areaApiOf } from '../testing/area-api.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LocationListStore', () => {
  it('loads page 1 sorted by name, then one request per keystroke burst', async () => {
    const api = createFakeApi({ 'GET /locations': locationsPage([{ id: 1, name: 'Downtown' }]) });
    const store = new LocationListStore({ api: areaApiOf(api) });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.rows.map((row) => row.name)).toEqual(['Downtown']);
    expect(Object.fromEntries(api.requests[0]?.query ?? [])).toMatchObject({ 'sort[by]': 'name', 'sort[order]': 'asc', page: '1', per_page: '25' });
    for (const text of ['o', 'oa', 'oak']) {
      store.setTyped(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(300);
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]?.query.get('keywords')).toBe('oak');
    expect(api.requests[1]?.query.get('search_type')).toBe('typeahead');
    store.dispose();
  });

  it('sorts, filters by group and pages, back to page 1 on a new sort or group', async () => {
    const api = createFakeApi({ 'GET /locations': locationsPage([]) });
    const store = new LocationListStore({ api: areaApiOf(api), initial: { page: 3 } });
    await vi.advanceTimersByTimeAsync(0);
    store.sort('name');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.query).toMatchObject({ sortBy: 'name', sortOrder: 'desc', page: 1 });
    store.setGroup(4);
    store.setPage(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.fromEntries(api.requests.at(-1)?.query ?? [])).toMatchObject({ group_id: '4', page: '2', 'sort[order]': 'desc' });
    store.dispose();
  });

  it('says when the list cannot be fetched', async () => {
    const api = createFakeApi({ 'GET /locations': failure(500, 'down') });
    const store = new LocationListStore({ api: areaApiOf(api) });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.loader.status).toBe('error');
    expect(store.loader.error).toBe('Error fetching locations');
    store.dispose();
  });
});
