import { useStoreValue } from '@locus/resources';
import type { DateDescriptor } from '../model/date-ranges.js';
import type { FilterStore } from '../store/filter-store.js';

/** The filter bar's view model: current values, dropdown options and change handlers (no markup). */
export function useFilters(store: FilterStore) {
  const state = useStoreValue(() => ({
    dateDescriptor: store.dateDescriptor,
    dateLabel: store.dateLabel,
    dateOptions: store.dateOptions,
    range: store.range,
    groupId: store.groupId ?? null,
    locationId: store.locationId ?? null,
    sourceId: store.sourceId ?? null,
    ratingOptions: store.ratingOptions,
    sentimentOptions: store.sentimentOptions,
    category: store.category ?? null,
    reviewStatus: store.reviewStatus ?? null,
    reviewStatusOptions: store.reviewStatusOptions,
    tag: store.tag ?? null,
    savedFilterId: store.savedFilterId ?? null,
    searchTerms: store.searchTerms,
  }));
  return {
    ...state,
    onDateChange: (descriptor: DateDescriptor, custom?: { from: string; to: string }) => store.setDate(descriptor, custom),
    onGroupChange: (id: number | string | undefined) => store.setGroup(id),
    onLocationChange: (id: number | string | undefined) => store.setLocation(id),
    onSourceChange: (id: number | string | undefined) => store.setSource(id),
    onRatingToggle: (value: number) => store.toggleRating(value),
    onSentimentChange: (value: 'positive' | 'negative' | undefined) => store.setSentiment(value),
    onCategoryChange: (value: string | undefined) => store.setCategory(value),
    onReviewStatusChange: (value: number | string | undefined) =>
      store.setReviewStatus(value === undefined ? undefined : String(value)),
    onTagChange: (name: number | string | undefined) => store.setTag(name === undefined ? undefined : String(name)),
    onSearch: (terms: string) => store.setSearchTerms(terms),
  };
}
