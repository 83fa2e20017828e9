import { FilterBar, type FilterBarKey } from '@locus/design-system';
import { useFilters } from '@locus/filters';
import { dateFilterModel } from '../../app/filters/date-filter-model';
import type { FilterPageStores } from '../../app/filters/filter-page-stores';
import { useTypeaheadFilter } from '../../app/filters/typeahead-filter';

/** The filters of the dashboard and of Location Performance (P2-104, F2-041). */
export const DASHBOARD_FILTERS: readonly FilterBarKey[] = ['date', 'group', 'location', 'source'];

/** The bar of the dashboard pages: date, group, location and source over the URL. */
export function DashboardFilterBar({ stores }: { stores: FilterPageStores }) {
  const { filters, lists } = stores;
  const bar = useFilters(filters);
  const group = useTypeaheadFilter(lists.group, bar.groupId, bar.onGroupChange);
  const location = useTypeaheadFilter(lists.location, bar.locationId, bar.onLocationChange);
  const source = useTypeaheadFilter(lists.source, bar.sourceId, bar.onSourceChange);
  return <FilterBar visible={DASHBOARD_FILTERS} date={dateFilterModel(bar)} group={group} location={location} source={source} />;
}
