import { FilterBarSlot, PerformanceOverview } from '@locus/design-system';
import { useDashboardOverview, type DashboardOverviewStore } from '@locus/scoring';
import { Themed } from '../../app/Themed';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import { DashboardDetails } from './DashboardDetails';
import { DashboardFilterBar } from './dashboard-filter-bar';
import { createDashboardPageStores } from './dashboard-page-stores';

/**
 * The dashboard's shared filter bar (date, group, location, source) over the URL and, for it, the overview,
 * the charts (a module of their own), the breakdown and the latest reviews. Its
 * own module, loaded after the page frame, so the filters, moment and MUI stay out of the shell's first load:
 * the bar is static CSS, the overview brings its theme (the dashboard is a static page, route-styles.ts).
 */
export default function DashboardContent() {
  const stores = useUrlPageStores(createDashboardPageStores);
  if (!stores) return <FilterBarSlot />;
  return (
    <>
      <FilterBarSlot>
        <DashboardFilterBar stores={stores} />
      </FilterBarSlot>
      <Themed>
        <DashboardOverview store={stores.overview} />
        <DashboardDetails store={stores.details} />
      </Themed>
    </>
  );
}

function DashboardOverview({ store }: { store: DashboardOverviewStore }) {
  const view = useDashboardOverview(store);
  return <PerformanceOverview status={view.status} error={view.error} cards={view.cards} onRetry={view.onRetry} />;
}
