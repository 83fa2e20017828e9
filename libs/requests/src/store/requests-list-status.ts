import type { LoadStatus } from '@locus/resources';
import type { RequestsLoadStatus } from '../model/requests-overview.js';

/** A resources list's status as the views show it: not loaded yet is loading. */
export function listStatus(status: LoadStatus): RequestsLoadStatus {
  if (status === 'loaded') return 'ready';
  return status === 'error' ? 'error' : 'loading';
}

interface PagedListState {
  status: LoadStatus;
  error: string | undefined;
  page: number;
  totalPages: number;
  total: number;
}

/** The paging half every paged table's view shows: status, the load error in words, page and totals. */
export function pagedListView(list: PagedListState, loadFailed: string) {
  return {
    status: listStatus(list.status),
    loadError: list.status === 'error' ? (list.error ?? loadFailed) : null,
    page: Math.max(1, list.page),
    pageCount: list.totalPages,
    total: list.total,
  };
}
