import { FilterBar, type FilterBarKey } from '@locus/design-system';
import { useFilters } from '@locus/filters';
import { dateFilterModel } from './date-filter-model';
import type { FilterPageStores } from './filter-page-stores';
import { useTypeaheadFilter } from './typeahead-filter';

/**
 * The shared bar of a filter page over the URL: date, group, location and source, of which the page shows
 * `visible` (the lists load when their dropdown first opens, so a hidden one fetches nothing).
 */
export function PageFilterBar({ stores, visible }: { stores: FilterPageStores; visible: readonly FilterBarKey[] }) {
  const { filters, lists } = stores;
  const bar = useFilters(filters);
  const group = useTypeaheadFilter(lists.group, bar.groupId, bar.onGroupChange);
  const location = useTypeaheadFilter(lists.location, bar.locationId, bar.onLocationChange);
  const source = useTypeaheadFilter(lists.source, bar.sourceId, bar.onSourceChange);
  return <FilterBar visible={visible} date={dateFilterModel(bar)} group={group} location={location} source={source} />;
}
