import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupFormStore, GroupListStore } from './groups-store.js';
import { LocationListStore } from './location-list-store.js';

const page = (locations: { id: number; name: string }[]) => ({
  status: 200 as const,
  body: { _embedded: { locations }, _total: locations.length, _total_pages: 1 },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LocationListStore', () => {
  it('loads page 1 sorted by name, then one request per keystroke burst', async () => {
    const api = createFakeApi({ 'GET /locations': page([{ id: 1, name: 'Downtown' }]) });
    const store = new LocationListStore({ client: api.client, accountId: 1 });
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
    const api = createFakeApi({ 'GET /locations': page([]) });
    const store = new LocationListStore({ client: api.client, accountId: 1, initial: { page: 3 } });
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
    const store = new LocationListStore({ client: api.client, accountId: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.loader.status).toBe('error');
    expect(store.loader.error).toBe('Error fetching locations');
    store.dispose();
  });
});

describe('groups', () => {
  it('lists the groups by name', async () => {
    const api = createFakeApi({
      'GET /groups': { status: 200, body: { _embedded: { groups: [{ id: 2, account_id: 1, name: 'East', active_location_ids: [1, 2], created_at: 'x' }] }, _total: 1, _total_pages: 1 } },
    });
    const store = new GroupListStore({ client: api.client, accountId: 1, notifier: recordingNotifier() });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.rows.map((row) => row.name)).toEqual(['East']);
    store.dispose();
  });

  it('creates a group with a name and the members picked from a search', async () => {
    const api = createFakeApi({
      'GET /locations': ({ query }) => page(query.get('keywords') === 'do' ? [{ id: 5, name: 'Downtown' }] : [{ id: 5, name: 'Downtown' }, { id: 6, name: 'Uptown' }]),
      'POST /groups': ({ body }) => ({ status: 201, body: { id: 9, account_id: 1, name: (body as { name: string }).name, active_location_ids: [5], created_at: 'x' } }),
    });
    const notifier = recordingNotifier();
    const form = new GroupFormStore({ client: api.client, accountId: 1, notifier });
    await vi.advanceTimersByTimeAsync(0);
    expect(await form.save()).toBeNull();
    expect(form.nameError).toBe('Group name is required');
    form.setName('East side');
    form.setTyped('d');
    form.setTyped('do');
    await vi.advanceTimersByTimeAsync(300);
    expect(api.calls('GET /locations')).toHaveLength(2);
    form.toggleMember(5);
    expect(form.options).toEqual([{ id: 5, name: 'Downtown', selected: true }]);
    expect((await form.save())?.id).toBe(9);
    expect(api.calls('POST /groups')[0]?.body).toEqual({ name: 'East side', location_ids: [5] });
    expect(notifier.notes.at(-1)?.message).toBe('Group created successfully.');
    form.dispose();
  });
});
