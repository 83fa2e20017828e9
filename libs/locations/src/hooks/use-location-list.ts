import { useStoreValue } from '@locus/resources';
import { cityStateZip } from '../model/detail-view.js';
import type { LocationSortField } from '../ports/locations-api.js';
import type { LocationListStore } from '../store/location-list-store.js';

/** The locations list's view model: rows, paging, sort, search and the list's state. */
export function useLocationList(store: LocationListStore) {
  const state = useStoreValue(() => ({
    status: store.loader.status,
    error: store.loader.error ?? null,
    typed: store.typed,
    query: store.query,
    total: store.total,
    totalPages: store.totalPages,
    rows: store.rows.map((row) => ({
      id: row.id,
      name: row.name,
      externalId: row.external_id,
      address: row.address ?? '',
      cityStateZip: cityStateZip(row),
    })),
  }));
  return {
    ...state,
    onSearch: (text: string) => store.setTyped(text),
    onSort: (field: LocationSortField) => store.sort(field),
    onGroupChange: (groupId: number | null) => store.setGroup(groupId),
    onPageChange: (page: number) => store.setPage(page),
    onRetry: () => void store.loader.reload(),
  };
}
