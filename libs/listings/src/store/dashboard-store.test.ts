import { createFakeApi, failure, type FakeHandler, type SuccessReply } from '@locus/api-client/testing';
import { createMemoryQueryAdapter, type QueryAdapter } from '@locus/filters';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createListingsApi } from '../api/listings-api.js';
import { DashboardStore } from './dashboard-store.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const ROUTE = 'GET /local_listings/metrics/{account_id}/locations';

/** The dashboard of account 7 over a fake metrics call; `queries` are the queries it sent, in order. */
function dashboard(reply: FakeHandler<typeof ROUTE>, adapter: QueryAdapter = createMemoryQueryAdapter(), internal = false) {
  const api = createFakeApi({ [ROUTE]: reply });
  const store = new DashboardStore({ api: createListingsApi(api.client), accountId: 7, adapter, internal });
  const queries = () => api.calls(ROUTE).map((request) => Object.fromEntries(request.query));
  return { api, store, queries };
}

const page: SuccessReply<typeof ROUTE> = { status: 200, body: { locations: [], paging: { page: 1, per_page: 25, total: 60, total_pages: 3 } } };

describe('DashboardStore', () => {
  it('[F7-042] [F9-051] loads page 1 by name ascending from the account\'s metrics call', async () => {
    const { api, store, queries } = dashboard(page);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.requests[0]?.path).toBe('/local_listings/metrics/7/locations');
    expect(queries()[0]).toMatchObject({ page: '1', 'sort[by]': 'name', 'sort[order]': 'asc' });
    expect(store.totalPages).toBe(3);
    expect(store.links).toEqual({ first: null, prev: null, next: 2, last: 3 });
    store.dispose();
  });

  it('[F9-052] [F2-025] the internal view sorts by status descending; a sort change goes back to page 1 through the URL', async () => {
    const adapter = createMemoryQueryAdapter({ page: '3', fromLL: 'true' });
    const { store, queries } = dashboard(page, adapter, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queries()[0]).toMatchObject({ page: '3', 'sort[by]': 'status', 'sort[order]': 'desc' });
    store.sort('name');
    await vi.advanceTimersByTimeAsync(0);
    expect(adapter.history.at(-1)?.query).toEqual({ 'sort[by]': 'name', 'sort[order]': 'asc', fromLL: 'true' });
    expect(queries().at(-1)).toMatchObject({ page: '1', 'sort[by]': 'name' });
    store.sort('name');
    expect(store.query).toMatchObject({ sortBy: 'name', sortOrder: 'desc', page: 1 });
    store.setFilters({ statuses: ['not_in_sync'], groupId: 4 });
    store.setPage(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(queries().at(-1)).toMatchObject({ statuses: 'not_in_sync', group_id: '4', page: '2' });
    store.dispose();
  });

  it('[P4-080] reads every row of the current filters 500 at a time for true bulk, once until the filters change or the list reloads', async () => {
    const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));
    const { api, store, queries } = dashboard(
      ({ query }) => {
        if (query.get('per_page') !== '500') return { status: 200, body: { locations: rows(1, 25), paging: { page: 1, per_page: 25, total: 600, total_pages: 24 } } };
        const pageNo = Number(query.get('page'));
        return { status: 200, body: { locations: pageNo === 1 ? rows(1, 500) : rows(501, 100), paging: { page: pageNo, per_page: 500, total: 600, total_pages: 2 } } };
      },
      createMemoryQueryAdapter({ group_id: '4', statuses: 'in_sync', page: '3' }),
      true,
    );
    await vi.advanceTimersByTimeAsync(0);
    const every = await store.everyRow();
    expect(every.map((row) => row.id)).toEqual(rows(1, 600).map((row) => row.id));
    expect(queries().slice(1)).toMatchObject([1, 2].map((p) => ({ page: String(p), per_page: '500', 'sort[by]': 'name', 'sort[order]': 'asc', group_id: '4', statuses: 'in_sync' })));
    await store.everyRow();
    expect(api.requests).toHaveLength(3);
    store.setFilters({ groupId: 5 });
    await vi.advanceTimersByTimeAsync(0);
    await store.everyRow();
    expect(queries().slice(-2).map((query) => query['group_id'])).toEqual(['5', '5']);
    expect(api.requests).toHaveLength(6);
    store.dispose();
  });

  it('[F8-044] [F8-045] says the fetch failed in each variant\'s words', async () => {
    const simple = dashboard(failure(500, 'down'));
    const internal = dashboard(failure(500, 'down'), createMemoryQueryAdapter(), true);
    await vi.advanceTimersByTimeAsync(0);
    expect(simple.store.loader.error).toBe('An error occurred trying to fetch locations');
    expect(internal.store.loader.error).toBe('An error occured trying to fetch locations');
    simple.store.dispose();
    internal.store.dispose();
  });
});
