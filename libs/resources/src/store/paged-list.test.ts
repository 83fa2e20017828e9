import { ApiError } from '@locus/api-client';
import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../model/hal.js';
import { FakeTransport } from '../transport/fake-transport.js';
import { PagedList } from './paged-list.js';
import { ResourceStore } from './resource-store.js';

interface Group {
  id: number;
  name: string;
}

const rows = (...ids: number[]): Group[] => ids.map((id) => ({ id, name: `G${id}` }));
const reply = (items: Group[], page: number, totalPages: number, total = 60) => ({
  _embedded: { groups: items },
  _page: page,
  _total_pages: totalPages,
  _total: total,
});

function setup(query = {}) {
  const transport = new FakeTransport();
  const store = new ResourceStore<Group>({ transport, type: 'group' });
  const list = new PagedList<Group>({ store, query });
  return { transport, store, list };
}

describe('PagedList', () => {
  it('[P7-055] loads page 1 with 25 rows a page and reads _total and _total_pages', async () => {
    const { transport, list } = setup({ 'sort[by]': 'name' });
    expect(list.status).toBe('idle');
    const loading = list.load();
    expect(list.status).toBe('loading');
    expect(transport.last('list').query).toEqual({ 'sort[by]': 'name', page: 1, per_page: 25 });
    transport.last().resolve(reply(rows(1, 2), 1, 3));
    await loading;
    expect(list.status).toBe('loaded');
    expect(list.items.map((g) => g.id)).toEqual([1, 2]);
    expect(list).toMatchObject({ page: 1, total: 60, totalPages: 3, hasMore: true, error: undefined });
  });

  it('[P7-057] loadMore appends the next page until _total_pages is reached', async () => {
    const { transport, list } = setup();
    const first = list.load();
    transport.last().resolve(reply(rows(1, 2), 1, 2));
    await first;
    const more = list.loadMore();
    expect(transport.last().query).toMatchObject({ page: 2, per_page: 25 });
    void list.loadMore(); // ignored while loading
    expect(transport.pending()).toHaveLength(1);
    transport.last().resolve(reply(rows(2, 3), 2, 2));
    await more;
    expect(list.items.map((g) => g.id)).toEqual([1, 2, 3]); // 2 shifted onto page 2: listed once
    expect(list.hasMore).toBe(false);
    await list.loadMore();
    expect(transport.calls).toHaveLength(2);
  });

  it('changing the params resets to page 1 and aborts the superseded request (latest wins)', async () => {
    const { transport, list } = setup({ keywords: 'a' });
    const first = list.load();
    const firstCall = transport.last();
    const second = list.setQuery({ keywords: 'ab' });
    expect(firstCall.aborted).toBe(true);
    expect(list.status).toBe('loading');
    expect(transport.last().query).toEqual({ keywords: 'ab', page: 1, per_page: 25 });
    transport.last().resolve(reply(rows(7), 1, 1, 1));
    await Promise.all([first, second]);
    expect(list.status).toBe('loaded');
    expect(list.error).toBeUndefined();
    expect(list.items.map((g) => g.id)).toEqual([7]);
  });

  it('a param change during load-more drops the appended page and starts over', async () => {
    const { transport, list } = setup();
    const first = list.load();
    transport.last().resolve(reply(rows(1), 1, 2));
    await first;
    void list.loadMore();
    const pageTwo = transport.last();
    const reset = list.setQuery({ group_id: 4 });
    expect(pageTwo.aborted).toBe(true);
    expect(list.items).toEqual([]);
    transport.last().resolve(reply(rows(9), 1, 1, 1));
    await reset;
    expect(list.items.map((g) => g.id)).toEqual([9]);
    expect(list.page).toBe(1);
  });

  it('the same params in another order do not refetch', async () => {
    const { transport, list } = setup({ a: 1, b: 2 });
    const first = list.load();
    transport.last().resolve(reply(rows(1), 1, 1));
    await first;
    await list.setQuery({ b: 2, a: 1 });
    expect(transport.calls).toHaveLength(1);
  });

  it('[P8-001] [P8-002] a failure sets status error with the server text, or the generic text', async () => {
    const { transport, list } = setup();
    const first = list.load();
    transport.last().reject(new ApiError(500, { error: 'Database unavailable' }));
    await first;
    expect(list.status).toBe('error');
    expect(list.error).toBe('Database unavailable');
    const retry = list.load();
    expect(list.error).toBeUndefined();
    transport.last().reject(new TypeError('Failed to fetch'));
    await retry;
    expect(list.error).toBe('An error occurred while performing this action.');
  });

  it('a list may name its own failure text', async () => {
    const transport = new FakeTransport();
    const list = new PagedList<Group>({
      store: new ResourceStore<Group>({ transport, type: 'group' }),
      errorMessage: 'Error fetching groups',
    });
    const loading = list.load();
    transport.last().reject(new ApiError(500, { error: 'x' }));
    await loading;
    expect(list.error).toBe('Error fetching groups');
  });

  it('rows are the identity map rows: an update elsewhere shows in the list', async () => {
    const { transport, store, list } = setup();
    const loading = list.load();
    transport.last().resolve(reply(rows(1), 1, 1));
    await when(() => list.status === 'loaded');
    await loading;
    store.upsert({ id: 1, name: 'Renamed' });
    expect(list.items[0]?.name).toBe('Renamed');
    store.evict(1);
    expect(list.items).toEqual([]);
  });

  it('dispose aborts the running request without an error', async () => {
    const { transport, list } = setup();
    const loading = list.load();
    list.dispose();
    await loading;
    expect(transport.last().aborted).toBe(true);
    expect(list.error).toBeUndefined();
  });
});

describe('PagedList over a fetch function', () => {
  /** A fetch whose pages are resolved by the test, recording each request. */
  function fetchSetup(options: { errorMessage?: string; onError?: (error: unknown) => void } = {}) {
    const requests: { page: number; perPage: number; signal: AbortSignal; resolve: (page: ListPage<Group>) => void; reject: (error: unknown) => void }[] = [];
    const fetch = (request: { page: number; perPage: number; signal: AbortSignal }) =>
      new Promise<ListPage<Group>>((resolve, reject) => requests.push({ ...request, resolve, reject }));
    const list = new PagedList<Group>({ fetch, pageSize: 10, ...options });
    const last = () => {
      const request = requests.at(-1);
      if (!request) throw new Error('no request yet');
      return request;
    };
    return { list, requests, last };
  }
  const page = (items: Group[], page: number, totalPages: number): ListPage<Group> => ({ items, page, totalPages, total: 30 });

  it('asks the function for page 1 with the page size, then appends the next page once', async () => {
    const { list, requests, last } = fetchSetup();
    const first = list.load();
    expect(last()).toMatchObject({ page: 1, perPage: 10 });
    last().resolve(page(rows(1, 2), 1, 2));
    await first;
    const more = list.loadMore();
    last().resolve(page(rows(2, 3), 2, 2));
    await more;
    expect(list.items.map((g) => g.id)).toEqual([1, 2, 3]);
    expect(list).toMatchObject({ page: 2, total: 30, totalPages: 2, hasMore: false, status: 'loaded' });
    await list.loadMore();
    expect(requests).toHaveLength(2);
  });

  it('goTo shows that page in place of the rows shown', async () => {
    const { list, last } = fetchSetup();
    const first = list.load();
    last().resolve(page(rows(1, 2), 1, 3));
    await first;
    const third = list.goTo(3);
    expect(last().page).toBe(3);
    last().resolve(page(rows(5), 3, 3));
    await third;
    expect(list.items.map((g) => g.id)).toEqual([5]);
    expect(list.page).toBe(3);
  });

  it('a reload aborts the superseded request, whose late reply is dropped', async () => {
    const { list, requests, last } = fetchSetup();
    const first = list.load();
    const second = list.load();
    expect(requests[0]?.signal.aborted).toBe(true);
    requests[0]?.resolve(page(rows(9), 1, 1));
    last().resolve(page(rows(1), 1, 1));
    await Promise.all([first, second]);
    expect(list.items.map((g) => g.id)).toEqual([1]);
  });

  it('a failure shows the given text instead of the server message', async () => {
    const { list, last } = fetchSetup({ errorMessage: 'Could not load' });
    const loading = list.load();
    last().reject(new Error('boom'));
    await loading;
    expect(list).toMatchObject({ status: 'error', error: 'Could not load' });
  });

  it('tells its owner of a failed page, never of an aborted one', async () => {
    const failures: unknown[] = [];
    const { list, requests, last } = fetchSetup({ onError: (error) => failures.push(error) });
    const first = list.load();
    const second = list.load();
    requests[0]?.reject(new DOMException('Aborted', 'AbortError'));
    const boom = new Error('boom');
    last().reject(boom);
    await Promise.all([first, second]);
    expect(failures).toEqual([boom]);
  });

  it('update edits the loaded rows in place: rows created, changed, deleted and reordered, the total following', async () => {
    const { list, requests, last } = fetchSetup();
    const first = list.load();
    last().resolve(page(rows(1, 2), 1, 3));
    await first;
    list.update((held) => [...held, { id: 3, name: 'A' }].sort((a, b) => a.name.localeCompare(b.name)));
    expect(list.items.map((g) => g.name)).toEqual(['A', 'G1', 'G2']);
    expect(list.total).toBe(31);
    list.update((held) => held.map((g) => (g.id === 1 ? { ...g, name: 'Z' } : g)));
    expect(list.items.map((g) => g.name)).toEqual(['A', 'Z', 'G2']);
    list.update((held) => held.filter((g) => g.id !== 2));
    expect(list.items.map((g) => g.id)).toEqual([3, 1]);
    expect(list).toMatchObject({ total: 30, page: 1, totalPages: 3 });
    expect(requests).toHaveLength(1);
  });
});

describe('PagedList.update over a resource store', () => {
  it('changes which rows are listed and their order; the rows stay the identity map\'s', async () => {
    const transport = new FakeTransport();
    const store = new ResourceStore<Group>({ transport, type: 'group' });
    const list = new PagedList<Group>({ store });
    const loading = list.load();
    transport.last().resolve(reply(rows(1, 2), 1, 1, 2));
    await loading;
    list.update((held) => held.filter((g) => g.id !== 1));
    expect(list.items.map((g) => g.id)).toEqual([2]);
    expect(list.total).toBe(1);
    store.upsert({ id: 2, name: 'Renamed' });
    expect(list.items[0]?.name).toBe('Renamed');
  });
});
