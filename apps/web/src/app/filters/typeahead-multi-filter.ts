import type { ListingsLocationsModel } from '@locus/design-system';
import { useEffect } from 'react';
import { useStoreValue, type NamedRow, type TypeaheadList } from '@locus/resources';

/**
 * A typeahead list as a several-rows filter (e.g. location_ids): its rows load when the control first opens;
 * the chosen rows (from the URL) are named at once, fetched by id when no page holds them.
 */
export function useTypeaheadMultiFilter(list: TypeaheadList<NamedRow>, value: readonly number[], onChange: (ids: number[]) => void): ListingsLocationsModel {
  const state = useStoreValue(() => ({
    options: list.list.items.flatMap((row) => (typeof row.id === 'number' ? [{ id: row.id, name: row.name }] : [])),
    loading: list.status === 'loading',
    names: new Map(value.map((id) => [id, list.nameOf(id) ?? `Location ${id}`])),
  }));
  const key = value.join(',');
  useEffect(() => {
    for (const id of key ? key.split(',').map(Number) : []) void list.ensureRow(id);
  }, [list, key]);
  return {
    options: state.options,
    loading: state.loading,
    value,
    nameOf: (id) => state.names.get(id) ?? `Location ${id}`,
    onChange,
    onOpen: () => void list.loadOnce(),
    onSearch: (text) => list.setKeywords(text),
  };
}
