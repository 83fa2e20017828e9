import { ApiError } from '@locus/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../model/constants.js';
import type { ResourceType } from '../model/resource-types.js';
import { ResourceStore } from '../store/resource-store.js';
import { FakeTransport } from '../transport/fake-transport.js';
import { TypeaheadList, type TypeaheadListOptions } from './typeahead-list.js';

interface Row {
  id: number;
  name: string;
}

function setup(type: ResourceType = 'location', options: Omit<TypeaheadListOptions<Row>, 'store'> = {}) {
  const transport = new FakeTransport();
  const store = new ResourceStore<Row>({ transport, type, accountId: () => 1 });
  const list = new TypeaheadList<Row>({ store, ...options });
  return { transport, store, list };
}

const envelope = (name: string, rows: Row[], page = 1, totalPages = 1) => ({
  _embedded: { [name]: rows },
  _total: rows.length,
  _page: page,
  _total_pages: totalPages,
});

describe('TypeaheadList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[P7-054] [P7-055] without keywords it lists 25 a page sorted by name ascending', () => {
    const { transport, list } = setup();
    void list.load();
    expect(transport.last('list')).toMatchObject({
      path: '/locations',
      query: { account_id: 1, page: 1, per_page: 25, 'sort[by]': 'name', 'sort[order]': 'asc' },
    });
    expect(list.status).toBe('loading');
  });

  it('[P9-009] [P9-010] [P9-011] groups, locations and sources are paged by 25', () => {
    for (const type of ['group', 'location', 'source'] as const) {
      const { transport, list } = setup(type);
      void list.load();
      expect(transport.last().query?.['per_page'], type).toBe(25);
    }
  });

  it('[P7-052] [P7-054] searching sends keywords with search_type typeahead and leaves the order to relevance', async () => {
    const { transport, list } = setup('group');
    list.setKeywords('Bos');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(transport.last().query).toEqual({
      account_id: 1,
      keywords: 'Bos',
      search_type: 'typeahead',
      page: 1,
      per_page: 25,
    });
    expect(transport.last().query).not.toHaveProperty('sort[by]');
  });

  it('[P7-053] [P9-015] the search runs 250 ms after the last key, the input follows at once', async () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(250);
    const { transport, list } = setup('source');
    list.setKeywords('g');
    await vi.advanceTimersByTimeAsync(100);
    list.setKeywords('go');
    await vi.advanceTimersByTimeAsync(100);
    list.setKeywords('goo');
    expect(list.keywords).toBe('goo');
    await vi.advanceTimersByTimeAsync(249);
    expect(transport.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.calls.map((c) => c.query?.['keywords'])).toEqual(['goo']);
    expect(list.searchedKeywords).toBe('goo');
  });

  it('a newer search aborts the one it supersedes', async () => {
    const { transport, list } = setup();
    list.setKeywords('a');
    await vi.advanceTimersByTimeAsync(250);
    const first = transport.last();
    list.setKeywords('ab');
    await vi.advanceTimersByTimeAsync(250);
    expect(first.aborted).toBe(true);
    transport.last().resolve(envelope('locations', [{ id: 2, name: 'Abbot' }]));
    await vi.advanceTimersByTimeAsync(0);
    expect(list.options).toEqual([{ id: 2, name: 'Abbot' }]);
    expect(list.status).toBe('loaded');
  });

  it('search() runs the typed keywords at once (Enter)', () => {
    const { transport, list } = setup();
    list.setKeywords('oak');
    void list.search();
    expect(transport.last().query?.['keywords']).toBe('oak');
  });

  it('[P7-056] the location list can be kept to one group', () => {
    const { transport, list } = setup('location', { groupId: 5 });
    void list.load();
    expect(transport.last().query?.['group_id']).toBe(5);
    void list.setGroupId(undefined);
    expect(transport.last().query).not.toHaveProperty('group_id');
    void list.setGroupId(8);
    expect(transport.last().query?.['group_id']).toBe(8);
  });

  it('[P7-056] group_id applies to locations only', () => {
    const { transport, list } = setup('group', { groupId: 5 });
    void list.load();
    expect(transport.last().query).not.toHaveProperty('group_id');
  });

  it('[P7-057] [P7-059] loads more on scroll, reading _embedded and _total_pages', async () => {
    const { transport, list } = setup('source');
    const loading = list.load();
    transport.last().resolve(envelope('sources', [{ id: 1, name: 'Google' }], 1, 2));
    await loading;
    expect(list.hasMore).toBe(true);
    const more = list.loadMore();
    expect(transport.last().query?.['page']).toBe(2);
    transport.last().resolve(envelope('sources', [{ id: 2, name: 'Yelp' }], 2, 2));
    await more;
    expect(list.options.map((o) => o.name)).toEqual(['Google', 'Yelp']);
    expect(list.hasMore).toBe(false);
  });

  it('loadOnce fetches the first page only the first time (a dropdown opened again keeps its rows)', async () => {
    const { transport, list } = setup('group');
    const loading = list.loadOnce();
    transport.last().resolve(envelope('groups', [{ id: 4, name: 'North' }]));
    await loading;
    await list.loadOnce();
    expect(transport.calls.filter((call) => call.kind === 'list')).toHaveLength(1);
  });

  it('names a chosen row from a loaded page, or fetches it by id when no page has it', async () => {
    const { transport, list } = setup('location');
    const loading = list.load();
    transport.last().resolve(envelope('locations', [{ id: 1, name: 'Harbor Downtown' }]));
    await loading;
    expect(list.nameOf(1)).toBe('Harbor Downtown');
    expect(list.nameOf(9)).toBeUndefined();
    const fetching = list.ensureRow(9);
    expect(transport.last()).toMatchObject({ kind: 'get', path: '/locations', id: 9 });
    transport.last().resolve({ id: 9, name: 'Harbor Airport' });
    await fetching;
    expect(list.nameOf(9)).toBe('Harbor Airport');
    // Held rows are not fetched again; a failed fetch leaves the row unnamed without throwing.
    await list.ensureRow(1);
    expect(transport.calls.filter((call) => call.kind === 'get')).toHaveLength(1);
    const failing = list.ensureRow(12);
    transport.last().reject(new Error('offline'));
    await failing;
    expect(list.nameOf(12)).toBeUndefined();
  });

  it("[P3-022] a pseudo location 'all' can lead the list, while not searching", async () => {
    const { transport, list } = setup('location', { allLabel: 'All Locations' });
    const loading = list.load();
    transport.last().resolve(envelope('locations', [{ id: 1, name: 'Main' }]));
    await loading;
    expect(list.options).toEqual([
      { id: 'all', name: 'All Locations', pseudo: true },
      { id: 1, name: 'Main' },
    ]);
    list.setKeywords('ma');
    await vi.advanceTimersByTimeAsync(250);
    expect(list.options.some((o) => o.id === 'all')).toBe(false);
    expect(setup('location').list.options).toEqual([]);
  });

  it('[P8-027] [P8-028] [P8-030] a failed fetch shows the lookup message of its list', async () => {
    const expected = {
      group: 'Error fetching groups',
      location: 'Error fetching locations',
      source: 'Error fetching sources',
    } as const;
    for (const type of ['group', 'location', 'source'] as const) {
      const { transport, list } = setup(type);
      const loading = list.load();
      transport.last().reject(new ApiError(500, { error: 'boom' }));
      await loading;
      expect(list.status).toBe('error');
      expect(list.error).toBe(expected[type]);
    }
  });

  it('refuses a resource type that has no typeahead', () => {
    expect(() => setup('tag')).toThrow(/typeahead/);
  });

  it('dispose cancels a pending search and aborts the running one', async () => {
    const { transport, list } = setup();
    void list.load();
    list.setKeywords('x');
    list.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.calls).toHaveLength(1);
    expect(transport.last().aborted).toBe(true);
  });
});
