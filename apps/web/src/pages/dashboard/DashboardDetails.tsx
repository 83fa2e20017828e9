import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { DashboardBreakdown, LatestReviews } from '@locus/design-system';
import { BREAKDOWN_SIZE, LATEST_REVIEWS, useDashboardDetails, type DashboardDetailsStore } from '@locus/scoring';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** Two columns from a tablet up, one on a phone; minmax(0, …) lets a column shrink below its content's width. */
const GRID = { display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' } } as const;

/** The charts' size while their module loads (their own skeletons have it too), so the page does not shift. */
function ChartsPlaceholder() {
  return (
    <>
      <Skeleton variant="rectangular" height={320} aria-label="Loading charts" />
      <Skeleton variant="rectangular" height={300} />
    </>
  );
}

/** The trend and source pie, the breakdown by location or group, and the latest reviews for the dashboard's filters. */
export function DashboardDetails({ store }: { store: DashboardDetailsStore }) {
  const view = useDashboardDetails(store);
  const navigate = useNavigate();
  const onNavigate = (href: string) => void navigate(href);
  return (
    <Box sx={GRID}>
      <Suspense fallback={<ChartsPlaceholder />}>
        <DashboardCharts trend={view.trend} sources={view.sources} />
      </Suspense>
      <DashboardBreakdown {...view.breakdown} size={BREAKDOWN_SIZE} onNavigate={onNavigate} />
      <LatestReviews {...view.latest} size={LATEST_REVIEWS} onNavigate={onNavigate} />
    </Box>
  );
}
