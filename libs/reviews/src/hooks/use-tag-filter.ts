import { useStoreValue } from '@locus/resources';
import type { TagFilterStore } from '../store/tag-filter-store.js';

/**
 * The tag filter as the filter bar's list model (a tag's id is its name): the account's names, the chosen
 * one named even before they load, and the URL's change handler.
 */
export function useTagFilter(
  store: TagFilterStore,
  value: string | null,
  onChange: (name: number | string | undefined) => void,
) {
  const state = useStoreValue(() => ({
    options: store.names.map((name) => ({ id: name, name })),
    loading: store.status === 'loading',
    error: store.status === 'error',
    errorText: store.error,
  }));
  return {
    ...state,
    value,
    selectedName: value,
    onChange,
    onOpen: () => store.open(),
    onSearch: (text: string) => store.search(text),
  };
}
