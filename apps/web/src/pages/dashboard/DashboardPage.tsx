import Box from '@mui/material/Box';
import { EmptyState, PageHeader } from '@locus/design-system';
import { lazy, Suspense } from 'react';

// The filter bar (and the filters lib with moment) is its own chunk: the frame shows at once.
const DashboardFilters = lazy(() => import('./DashboardFilters'));

/** /dashboard (P2-023): the shared filter bar over the URL (P2-105, P2-118) and the frame of its metrics. */
export default function DashboardPage() {
  return (
    <Box>
      <PageHeader title="Dashboard" />
      <Box sx={{ minHeight: 56 }}>
        <Suspense fallback={null}>
          <DashboardFilters />
        </Suspense>
      </Box>
      <EmptyState
        title="Coming soon"
        description="The dashboard's metrics are not built yet. They will appear here for the filters above."
      />
    </Box>
  );
}
