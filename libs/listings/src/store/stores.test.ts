import { createApiClient } from '@locus/api-client';
import { createMemoryQueryAdapter } from '@locus/filters';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRM_MS, CopyFeedback } from './copy-feedback.js';
import { DashboardStore } from './dashboard-store.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A typed client over a fetch that records each request and answers with `reply`. */
function fakeApi(reply: () => { status: number; body: unknown }) {
  const seen: URL[] = [];
  const client = createApiClient({
    baseUrl: 'http://locus.test/api',
    clientName: 'test',
    fetch: async (request: Request) => {
      seen.push(new URL(request.url));
      const { status, body } = reply();
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, seen };
}

const page = { locations: [], paging: { page: 1, per_page: 25, total: 60, total_pages: 3 } };

describe('DashboardStore', () => {
  it('[F7-042] [F9-051] loads page 1 by name ascending from the account\'s metrics call', async () => {
    const api = fakeApi(() => ({ status: 200, body: page }));
    const store = new DashboardStore({ client: api.client, accountId: 7, adapter: createMemoryQueryAdapter(), internal: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.seen[0]?.pathname).toBe('/api/local_listings/metrics/7/locations');
    expect(Object.fromEntries(api.seen[0]?.searchParams ?? [])).toMatchObject({ page: '1', 'sort[by]': 'name', 'sort[order]': 'asc' });
    expect(store.totalPages).toBe(3);
    expect(store.links).toEqual({ first: null, prev: null, next: 2, last: 3 });
    store.dispose();
  });

  it('[F9-052] [F2-025] the internal view sorts by status descending; a sort change goes back to page 1 through the URL', async () => {
    const api = fakeApi(() => ({ status: 200, body: page }));
    const adapter = createMemoryQueryAdapter({ page: '3', fromLL: 'true' });
    const store = new DashboardStore({ client: api.client, accountId: 7, adapter, internal: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.fromEntries(api.seen[0]?.searchParams ?? [])).toMatchObject({ page: '3', 'sort[by]': 'status', 'sort[order]': 'desc' });
    store.sort('name');
    await vi.advanceTimersByTimeAsync(0);
    expect(adapter.history.at(-1)?.query).toEqual({ 'sort[by]': 'name', 'sort[order]': 'asc', fromLL: 'true' });
    expect(Object.fromEntries(api.seen.at(-1)?.searchParams ?? [])).toMatchObject({ page: '1', 'sort[by]': 'name' });
    store.sort('name');
    expect(store.query).toMatchObject({ sortBy: 'name', sortOrder: 'desc', page: 1 });
    store.setFilters({ statuses: ['not_in_sync'], groupId: 4 });
    store.setPage(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.fromEntries(api.seen.at(-1)?.searchParams ?? [])).toMatchObject({ statuses: 'not_in_sync', group_id: '4', page: '2' });
    store.dispose();
  });

  it('[P4-080] reads every row of the current filters 500 at a time for true bulk, once until the filters change or the list reloads', async () => {
    const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));
    const api = fakeApi(() => {
      const url = api.seen.at(-1);
      if (url?.searchParams.get('per_page') !== '500') return { status: 200, body: { locations: rows(1, 25), paging: { page: 1, per_page: 25, total: 600, total_pages: 24 } } };
      const pageNo = Number(url.searchParams.get('page'));
      return { status: 200, body: { locations: pageNo === 1 ? rows(1, 500) : rows(501, 100), paging: { page: pageNo, per_page: 500, total: 600, total_pages: 2 } } };
    });
    const store = new DashboardStore({ client: api.client, accountId: 7, adapter: createMemoryQueryAdapter({ group_id: '4', statuses: 'in_sync', page: '3' }), internal: true });
    await vi.advanceTimersByTimeAsync(0);
    const every = await store.everyRow();
    expect(every.map((row) => row.id)).toEqual(rows(1, 600).map((row) => row.id));
    const reads = api.seen.slice(1).map((url) => Object.fromEntries(url.searchParams));
    expect(reads).toMatchObject([1, 2].map((p) => ({ page: String(p), per_page: '500', 'sort[by]': 'name', 'sort[order]': 'asc', group_id: '4', statuses: 'in_sync' })));
    await store.everyRow();
    expect(api.seen).toHaveLength(3);
    store.setFilters({ groupId: 5 });
    await vi.advanceTimersByTimeAsync(0);
    await store.everyRow();
    expect(api.seen.slice(-2).map((url) => url.searchParams.get('group_id'))).toEqual(['5', '5']);
    expect(api.seen).toHaveLength(6);
    store.dispose();
  });

  it('[F8-044] [F8-045] says the fetch failed in each variant\'s words', async () => {
    const api = fakeApi(() => ({ status: 500, body: { status: 500, code: 'error', error: 'down' } }));
    const simple = new DashboardStore({ client: api.client, accountId: 7, adapter: createMemoryQueryAdapter(), internal: false });
    const internal = new DashboardStore({ client: api.client, accountId: 7, adapter: createMemoryQueryAdapter(), internal: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(simple.loader.error).toBe('An error occurred trying to fetch locations');
    expect(internal.loader.error).toBe('An error occured trying to fetch locations');
    simple.dispose();
    internal.dispose();
  });
});

describe('CopyFeedback', () => {
  it("[F4-085] shows 'Copied' for 2 seconds, then reverts; a clipboard failure says so", async () => {
    const copied: string[] = [];
    const feedback = new CopyFeedback(async (text) => void copied.push(text));
    await feedback.copy('(617) 555-0100');
    expect(copied).toEqual(['(617) 555-0100']);
    expect(feedback.label).toBe('Copied');
    vi.advanceTimersByTime(COPY_CONFIRM_MS - 1);
    expect(feedback.label).toBe('Copied');
    vi.advanceTimersByTime(1);
    expect(feedback.label).toBe('Copy');
    const failing = new CopyFeedback(async () => Promise.reject(new Error('denied')));
    await failing.copy('x');
    expect(failing.label).toBe('Unable to copy to clipboard');
  });
});
