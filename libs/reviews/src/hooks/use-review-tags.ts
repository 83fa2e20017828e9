import { useStoreValue } from '@locus/resources';
import type { ReviewTagsStore } from '../store/review-tags-store.js';

/** The review's tags as a view model: typing suggests (debounced), Enter or a pick adds, each tag removes. */
export function useReviewTags(store: ReviewTagsStore) {
  const view = useStoreValue(() => store.view);
  return {
    ...view,
    onInputChange: (text: string) => store.setInput(text),
    onAdd: () => void store.add(),
    onPick: (name: string) => void store.add(name),
    onRemove: (name: string) => void store.remove(name),
  };
}
