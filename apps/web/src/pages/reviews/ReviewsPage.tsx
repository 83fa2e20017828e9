import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useStoreValue } from '@locus/auth';
import {
  EmptyState,
  ErrorState,
  FilterBar,
  FilterBarSkeleton,
  ListSkeleton,
  PageHeader,
  SavedFilterNameDialog,
  type FilterBarKey,
} from '@locus/design-system';
import { SAVED_FILTER_NAME_MAX, useExport, useFilters, useSavedFilters } from '@locus/filters';
import { useNavigate } from 'react-router';
import { dateFilterModel } from '../../features/filters/date-filter-model';
import { TrialExportDialog } from '../../features/filters/TrialExportDialog';
import { useTypeaheadFilter } from '../../features/filters/typeahead-filter';
import { useUrlPageStores } from '../../features/filters/use-url-page-stores';
import { ScheduleExport } from '../../features/scheduled-exports/ScheduleExport';
import { REVIEWS_PER_PAGE, reviewDetailHref } from '@locus/reviews';
import { REVIEW_ROW_MIN_HEIGHT, ReviewRow } from './ReviewRow';
import { createReviewsPageStores, exportFilters, type ReviewsPageStores } from './reviews-page-stores';

const FILTERS: readonly FilterBarKey[] = [
  'date',
  'group',
  'location',
  'source',
  'rating',
  'sentiment',
  'savedFilters',
];

/** A page of placeholder rows of a review row's size: what follows the list stays put when it loads. */
const ListLoading = () => (
  <ListSkeleton label="Loading reviews" rows={REVIEWS_PER_PAGE} rowHeight={REVIEW_ROW_MIN_HEIGHT} />
);

export default function ReviewsPage() {
  const stores = useUrlPageStores(createReviewsPageStores);
  return (
    <Box>
      {stores ? (
        <ReviewsView stores={stores} />
      ) : (
        // The loaded page's layout, in placeholders of the final size (no layout shift, issue 8).
        <>
          <PageHeader title="Reviews" />
          <FilterBarSkeleton visible={FILTERS} />
          <Box sx={{ mt: 2 }}>
            <ListLoading />
          </Box>
        </>
      )}
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

  const actions = (
    <>
      <ScheduleExport filters={filters} exportType="reviews" disabled={exporter.busy} />
      <Button
        variant="contained"
        disabled={exporter.busy}
        onClick={() => exporter.onExport({ resource: 'reviews', filters: exportFilters(page.query) })}
      >
        {exporter.busy ? 'Exporting…' : 'Export'}
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title="Reviews" actions={actions} />
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
        visible={FILTERS}
        disabled={exporter.busy}
        date={dateFilterModel(bar)}
        group={group}
        location={location}
        source={source}
        rating={{ options: bar.ratingOptions, onToggle: bar.onRatingToggle }}
        sentiment={{ options: bar.sentimentOptions, onChange: bar.onSentimentChange }}
        savedFilters={saved}
      />
      <SavedFilterNameDialog view={saved} maxLength={SAVED_FILTER_NAME_MAX} />
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
          <ListLoading />
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
