import { ApiError } from '@locus/api-client';
import { describe, expect, it, vi } from 'vitest';
import type { ScheduledExport, ScheduledExportsApi } from '../ports/scheduled-exports-api.js';
import { recordingNotifier } from '@locus/resources/testing';
import { testSession } from '../testing/fixtures.js';
import { ScheduledExportsListStore } from './scheduled-exports-list-store.js';

const rows = [1, 2, 3].map((id) => ({ id, display_name: `T${id}` }) as ScheduledExport);

function setup(userType = 'admin', failing: number[] = []) {
  const api = {
    list: vi.fn<ScheduledExportsApi['list']>(async () => ({ items: rows, total: 3, page: 1, totalPages: 1 })),
    create: vi.fn<ScheduledExportsApi['create']>(),
    update: vi.fn<ScheduledExportsApi['update']>(),
    remove: vi.fn<ScheduledExportsApi['remove']>(async (id) => {
      if (failing.includes(id)) throw new Error('nope');
    }),
    searchUsers: vi.fn<ScheduledExportsApi['searchUsers']>(),
  };
  const notifier = recordingNotifier();
  const store = new ScheduledExportsListStore({ api, session: testSession({ user_type: userType }), notifier });
  return { api, notifier, store };
}

describe('ScheduledExportsListStore', () => {
  it('[P6-021] a non-admin lists only their own; [P7-051] rows come from the reply', async () => {
    const { api, store } = setup('manager');
    await store.load();
    expect(api.list).toHaveBeenCalledWith({ account_id: 10, created_by_user_id: 20, page: 1 });
    expect(store.rows).toHaveLength(3);
  });

  it('drops a reply that lands after the page has gone', async () => {
    const { store } = setup();
    const loading = store.load();
    store.dispose();
    await loading;
    expect(store.rows).toEqual([]);
  });

  it('[P2-144] the Type sort cycles asc, desc, none by display_name', async () => {
    const { api, store } = setup();
    await store.toggleTypeSort();
    await store.toggleTypeSort();
    await store.toggleTypeSort();
    expect(api.list.mock.calls.map(([q]) => [q['sort[by]'], q['sort[order]']])).toEqual([
      ['display_name', 'asc'],
      ['display_name', 'desc'],
      [undefined, undefined],
    ]);
  });

  it('[P2-151] rows are selectable one by one and all at once', async () => {
    const { store } = setup();
    await store.load();
    store.toggleRow(2);
    expect([...store.selected]).toEqual([2]);
    store.selectAll();
    expect([...store.selected]).toEqual([1, 2, 3]);
    store.toggleRow(1);
    expect([...store.selected]).toEqual([2, 3]);
    store.deselectAll();
    expect(store.selected.size).toBe(0);
  });

  it('[P7-049] [P8-043] deleting sends one DELETE per selected row and reports the count', async () => {
    const { api, notifier, store } = setup();
    await store.load();
    store.toggleRow(1);
    store.toggleRow(3);
    await store.deleteSelected();
    expect(api.remove.mock.calls.map(([id]) => id)).toEqual([1, 3]);
    expect(notifier.notes).toEqual([{ level: 'success', message: '2 Scheduled Exports deleted' }]);
    expect(store.selected.size).toBe(0);
  });

  it('[P8-045] a partial failure keeps the failed rows selected', async () => {
    const { notifier, store } = setup('admin', [2]);
    store.toggleRow(1);
    store.toggleRow(2);
    await store.deleteSelected();
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'Some Scheduled Exports were not deleted' }]);
    expect([...store.selected]).toEqual([2]);
  });

  it('[P7-049] deleting every row of the last page shows the page before', async () => {
    const { api, store } = setup();
    api.list.mockImplementation(async (query) =>
      query.page === 2 && api.remove.mock.calls.length ? { items: [], total: 3, page: 2, totalPages: 1 } : { items: rows, total: 28, page: query.page ?? 1, totalPages: 2 },
    );
    await store.load(2);
    store.selectAll();
    await store.deleteSelected();
    expect(api.list.mock.calls.map(([q]) => q.page)).toEqual([2, 2, 1]);
    expect(store.page).toBe(1);
  });

  it('[P8-001] a failed load keeps the server text for the page', async () => {
    const { api, store } = setup();
    api.list.mockRejectedValueOnce(new ApiError(500, { status: 500, code: 'server_error', error: 'Database down' }));
    await store.load();
    expect([store.status, store.error]).toEqual(['error', 'Database down']);
    await store.load();
    expect([store.status, store.error]).toEqual(['loaded', null]);
  });

  it('[P2-150] an empty reply is the empty state', async () => {
    const { api, store } = setup();
    api.list.mockResolvedValueOnce({ items: [], total: 0, page: 1, totalPages: 1 });
    await store.load();
    expect(store.empty).toBe(true);
  });
});
