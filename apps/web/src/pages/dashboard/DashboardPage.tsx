import { FilterBarSlot, PageHeader } from '@locus/design-system';
import { lazy, Suspense } from 'react';

// The filter bar and the overview (MUI, the filters and scoring libs, moment) are their own chunk: the page's frame paints without them.
const DashboardContent = lazy(() => import('./DashboardContent'));

/** /dashboard (P2-023): the shared filter bar over the URL (P2-105, P2-118) and the overview for it (P7-017). */
export default function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <Suspense fallback={<FilterBarSlot />}>
        <DashboardContent />
      </Suspense>
    </>
  );
}
