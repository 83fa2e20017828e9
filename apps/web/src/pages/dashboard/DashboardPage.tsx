import { EmptyState, FilterBarSlot, PageHeader } from '@locus/design-system';
import { lazy, Suspense } from 'react';

// The filter bar (MUI, the filters lib and moment) is its own chunk: the page's frame paints without them.
const DashboardFilters = lazy(() => import('./DashboardFilters'));

/** /dashboard (P2-023): the shared filter bar over the URL (P2-105, P2-118) and the frame of its metrics. */
export default function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <FilterBarSlot>
        <Suspense fallback={null}>
          <DashboardFilters />
        </Suspense>
      </FilterBarSlot>
      <EmptyState
        title="Coming soon"
        description="The dashboard's metrics are not built yet. They will appear here for the filters above."
      />
    </>
  );
}
