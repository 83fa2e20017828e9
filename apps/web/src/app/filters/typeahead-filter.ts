import type { ListFilterModel } from '@locus/design-system';
import { useEffect } from 'react';
import { useStoreValue, type NamedRow, type TypeaheadList } from '@locus/resources';

/**
 * A typeahead list as the bar's ListFilterModel. The bar offers its own 'All …' choice, so the
 * list is built without the pseudo option. Its rows load when the dropdown first opens; the chosen
 * row (from the URL) is named at once, fetched by id when no page holds it.
 */
export function useTypeaheadFilter(
  list: TypeaheadList<NamedRow>,
  value: number | null,
  onChange: (id: number | string | undefined) => void,
): ListFilterModel {
  const state = useStoreValue(() => ({
    options: list.list.items.map((row) => ({ id: row.id, name: row.name })),
    loading: list.status === 'loading',
    hasMore: list.hasMore,
    error: list.status === 'error',
    errorText: list.error ?? null,
    selectedName: value === null ? null : (list.nameOf(value) ?? null),
  }));
  useEffect(() => {
    if (value !== null) void list.ensureRow(value);
  }, [list, value]);
  return {
    ...state,
    value,
    onChange,
    onOpen: () => void list.loadOnce(),
    onLoadMore: () => void list.loadMore(),
    onSearch: (text) => list.setKeywords(text),
  };
}
