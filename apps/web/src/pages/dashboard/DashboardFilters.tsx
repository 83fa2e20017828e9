import { FilterBar } from '@locus/design-system';
import { useFilters } from '@locus/filters';
import { dateFilterModel } from '../../app/filters/date-filter-model';
import { useTypeaheadFilter } from '../../app/filters/typeahead-filter';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import { createDashboardPageStores, type DashboardPageStores } from './dashboard-page-stores';

/**
 * The dashboard's shared filter bar (date, group, location, source) over the URL. Its own module,
 * loaded after the page frame, so the filters and moment stay out of the shell's first load. The bar is
 * static CSS: its dropdowns bring MUI and their theme when first opened (the dashboard is a static page,
 * route-styles.ts).
 */
export default function DashboardFilters() {
  const stores = useUrlPageStores(createDashboardPageStores);
  return stores ? <DashboardFilterBar stores={stores} /> : null;
}

function DashboardFilterBar({ stores }: { stores: DashboardPageStores }) {
  const { filters, lists } = stores;
  const bar = useFilters(filters);
  const group = useTypeaheadFilter(lists.group, bar.groupId, bar.onGroupChange);
  const location = useTypeaheadFilter(lists.location, bar.locationId, bar.onLocationChange);
  const source = useTypeaheadFilter(lists.source, bar.sourceId, bar.onSourceChange);
  return (
    <FilterBar
      visible={['date', 'group', 'location', 'source']}
      date={dateFilterModel(bar)}
      group={group}
      location={location}
      source={source}
    />
  );
}
