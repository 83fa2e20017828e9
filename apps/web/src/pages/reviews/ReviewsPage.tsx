import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useStoreValue } from '@locus/auth';
import { EmptyState, ErrorState, FilterBar, ListSkeleton, PageHeader } from '@locus/design-system';
import { useExport, useFilters, useSavedFilters } from '@locus/filters';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRootStore } from '../../app/contexts';
import { dateFilterModel } from '../../features/filters/date-filter-model';
import { SavedFilterNameDialog } from '../../features/filters/SavedFilterNameDialog';
import { TrialExportDialog } from '../../features/filters/TrialExportDialog';
import { useTypeaheadFilter } from '../../features/filters/typeahead-filter';
import { reviewDetailHref } from './review-links';
import { ReviewRow } from './ReviewRow';
import { createReviewsPageStores, exportFilters, type ReviewsPageStores } from './reviews-page-stores';

/** Builds the page's stores after mount (so StrictMode's second mount gets fresh ones) and feeds them the URL. */
function useReviewsPageStores(): ReviewsPageStores | null {
  const root = useRootStore();
  const location = useLocation();
  const navigate = useNavigate();
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const searchRef = useRef(location.search);
  const pathAtMount = useRef(location.pathname);
  const [stores, setStores] = useState<ReviewsPageStores | null>(null);
  useEffect(() => {
    const router = {
      pathname: () => pathRef.current,
      navigate: (to: string, options: { replace: boolean }) => void navigateRef.current(to, options),
    };
    const built = createReviewsPageStores(root, router, searchRef.current);
    setStores(built);
    return () => built.dispose();
  }, [root]);
  // Only this page's own URL is its filter state: leaving for /reviews/{id} must not read that query.
  const ownPath = location.pathname === pathAtMount.current;
  useEffect(() => {
    if (ownPath) stores?.adapter.locationChanged(location.search);
  }, [stores, ownPath, location.search]);
  return stores;
}

export default function ReviewsPage() {
  const stores = useReviewsPageStores();
  return (
    <Box>
      {stores ? <ReviewsView stores={stores} /> : <PageHeader title="Reviews" />}
      {stores ? null : <ListSkeleton label="Loading reviews" />}
    </Box>
  );
}

function ReviewsView({ stores }: { stores: ReviewsPageStores }) {
  const navigate = useNavigate();
  const { filters, list, lists } = stores;
  const bar = useFilters(filters);
  const saved = useSavedFilters(stores.savedFilters);
  const exporter = useExport(stores.exporter);
  const group = useTypeaheadFilter(lists.group, bar.groupId, bar.onGroupChange);
  const location = useTypeaheadFilter(lists.location, bar.locationId, bar.onLocationChange);
  const source = useTypeaheadFilter(lists.source, bar.sourceId, bar.onSourceChange);
  const page = useStoreValue(() => ({
    status: list.status,
    items: list.items,
    error: list.error,
    hasNext: list.hasNext,
    hasPrevious: list.hasPrevious,
    query: filters.reviewsQuery,
  }));

  const exportButton = (
    <Button
      variant="contained"
      disabled={exporter.busy}
      onClick={() => exporter.onExport({ resource: 'reviews', filters: exportFilters(page.query) })}
    >
      {exporter.busy ? 'Exporting…' : 'Export'}
    </Button>
  );

  return (
    <>
      <PageHeader title="Reviews" actions={exportButton} />
      {exporter.busy ? (
        <Box role="status" aria-label="Export in progress" sx={{ mb: 2 }}>
          <LinearProgress />
          Preparing your export…
        </Box>
      ) : null}
      {!exporter.busy && exporter.message ? (
        <Alert severity={exporter.status === 'error' ? 'error' : 'info'} sx={{ mb: 2 }}>
          {exporter.message}
        </Alert>
      ) : null}
      <FilterBar
        visible={['date', 'group', 'location', 'source', 'rating', 'sentiment', 'savedFilters']}
        disabled={exporter.busy}
        date={dateFilterModel(bar)}
        group={group}
        location={location}
        source={source}
        rating={{ options: bar.ratingOptions, onToggle: bar.onRatingToggle }}
        sentiment={{ options: bar.sentimentOptions, onChange: bar.onSentimentChange }}
        savedFilters={saved}
      />
      <SavedFilterNameDialog view={saved} />
      <TrialExportDialog
        block={exporter.trialBlock}
        onDismiss={exporter.onDismissTrialBlock}
        onUpgrade={(path) => {
          exporter.onDismissTrialBlock();
          void navigate(path);
        }}
      />
      <Box sx={{ mt: 2 }}>
        {page.status === 'error' ? (
          <ErrorState message={page.error ?? 'Unable to load reviews.'} onRetry={() => void list.load()} />
        ) : page.status !== 'loaded' ? (
          <ListSkeleton label="Loading reviews" />
        ) : page.items.length === 0 ? (
          <EmptyState title="No reviews" description="No review matches these filters." />
        ) : (
          <Box component="ul" aria-label="Reviews" sx={{ p: 0, m: 0 }}>
            {page.items.map((review) => (
              <ReviewRow key={review.id} review={review} href={reviewDetailHref(review.id, page.query)} />
            ))}
          </Box>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button disabled={!page.hasPrevious} onClick={() => list.previous()}>
          Previous
        </Button>
        <Button disabled={!page.hasNext} onClick={() => list.next()}>
          Next
        </Button>
      </Stack>
    </>
  );
}
