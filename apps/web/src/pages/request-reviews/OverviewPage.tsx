import Skeleton from '@mui/material/Skeleton';
import { FilterBarSkeleton, RequestsOverview } from '@locus/design-system';
import { requestsPeriod, useRequestsOverview } from '@locus/requests';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { PageFilterBar } from '../../app/filters/page-filter-bar';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import { OVERVIEW_FILTERS, createOverviewPageStores, type OverviewPageStores } from './report-deps';
import { RequestReviewsFrame } from './RequestReviewsFrame';

// The chart library is the heaviest part of the page: its own chunk, loaded with the page (never in the shell).
const RequestsTrendChart = lazy(() => import('./RequestsTrendChartModule'));

/** The trend chart's height, kept by its placeholder while the chart's module loads (the page does not shift). */
const CHART_HEIGHT = 280;

/** /request-reviews/overview (P7-027): the shared filter bar and the requests' funnel for it. */
export default function OverviewPage() {
  const stores = useUrlPageStores(createOverviewPageStores);
  return (
    <RequestReviewsFrame routeId="request-reviews-overview">
      {stores ? <Overview stores={stores} /> : <FilterBarSkeleton visible={OVERVIEW_FILTERS} />}
    </RequestReviewsFrame>
  );
}

const Overview = observer(function Overview({ stores }: { stores: OverviewPageStores }) {
  const view = useRequestsOverview(stores.report, requestsPeriod(stores.filters));
  const navigate = useNavigate();
  return (
    <>
      <PageFilterBar stores={stores} visible={OVERVIEW_FILTERS} />
      <RequestsOverview
        {...view}
        onNavigate={(href) => void navigate(href)}
        chartHeight={CHART_HEIGHT}
        chart={
          <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} aria-label="Loading chart" />}>
            <RequestsTrendChart points={view.byDay} height={CHART_HEIGHT} />
          </Suspense>
        }
      />
    </>
  );
});
