import { useStoreValue } from '@locus/resources';
import type { ReviewTagsStore } from '../store/review-tags-store.js';

/**
 * The review's tags as the design system's ReviewTagEditor props: typing suggests (debounced), Enter or a
 * pick adds, each tag removes; read-only without the review_tag permissions.
 */
export function useReviewTags(store: ReviewTagsStore) {
  const view = useStoreValue(() => store.view);
  return {
    tags: view.tags.map((tag) => tag.name),
    suggestions: view.suggestions,
    inputText: view.input,
    loadingSuggestions: view.suggestionsStatus === 'loading',
    busy: view.busy,
    error: view.error,
    readOnly: !view.canEdit,
    onInputChange: (text: string) => store.setInput(text),
    onAdd: (name: string) => void store.add(name),
    onRemove: (name: string) => void store.remove(name),
  };
}
