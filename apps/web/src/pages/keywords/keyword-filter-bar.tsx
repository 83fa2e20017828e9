import { FilterBar, type FilterBarKey } from '@locus/design-system';
import { useFilters } from '@locus/filters';
import { EXPERIENCE_CATEGORIES, categoryLabel } from '@locus/insights';
import { dateFilterModel } from '../../app/filters/date-filter-model';
import type { FilterPageStores } from '../../app/filters/filter-page-stores';
import { useTypeaheadFilter } from '../../app/filters/typeahead-filter';

/** The keywords pages' bar (P2-104); its date options are the keywords page's (six months, no fourteen days). */
export const KEYWORD_FILTERS: readonly FilterBarKey[] = [
  'date',
  'group',
  'location',
  'source',
  'rating',
  'sentiment',
  'category',
];

const CATEGORY_OPTIONS = EXPERIENCE_CATEGORIES.map((category) => ({
  id: category,
  name: categoryLabel(category),
}));

/** The filter bar of the keywords pages, composed like the reviews page's. */
export function KeywordFilterBar({ stores, disabled }: { stores: FilterPageStores; disabled?: boolean }) {
  const { filters, lists } = stores;
  const bar = useFilters(filters);
  const group = useTypeaheadFilter(lists.group, bar.groupId, bar.onGroupChange);
  const location = useTypeaheadFilter(lists.location, bar.locationId, bar.onLocationChange);
  const source = useTypeaheadFilter(lists.source, bar.sourceId, bar.onSourceChange);
  return (
    <FilterBar
      visible={KEYWORD_FILTERS}
      disabled={disabled}
      date={{ ...dateFilterModel(bar), hideFourteenDays: true }}
      group={group}
      location={location}
      source={source}
      rating={{ options: bar.ratingOptions, onToggle: bar.onRatingToggle }}
      sentiment={{ options: bar.sentimentOptions, onChange: bar.onSentimentChange }}
      category={{
        options: CATEGORY_OPTIONS,
        value: bar.category,
        onChange: (id) => bar.onCategoryChange(id === undefined ? undefined : String(id)),
      }}
    />
  );
}
