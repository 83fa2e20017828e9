import { useStoreValue } from '@locus/resources';
import type { QuickPlaceSearch } from '../store/quick-place-search.js';

/** The quick place search's view model; `offered` false means the form shows none. */
export function useQuickPlaceSearch(search: QuickPlaceSearch) {
  const state = useStoreValue(() => ({
    offered: search.offered,
    text: search.text,
    busy: search.busy,
    message: search.message,
    error: search.error,
  }));
  return {
    ...state,
    onTextChange: (text: string) => search.setText(text),
    onApply: () => void search.apply(),
  };
}
