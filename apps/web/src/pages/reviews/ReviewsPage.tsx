import { useStoreValue } from '@locus/resources';
import {
  ExportStatus,
  FilterBar,
  type FilterBarKey,
  FilterBarSkeleton,
  LightButton,
  PageHeader,
  PrevNextPager,
  ReviewList,
  SavedFilterNameDialog,
  TrialExportDialog,
} from '@locus/design-system';
import { SAVED_FILTER_NAME_MAX, useExport, useFilters, useSavedFilters } from '@locus/filters';
import { usePermission } from '@locus/auth';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { dateFilterModel } from '../../app/filters/date-filter-model';
import { useTypeaheadFilter } from '../../app/filters/typeahead-filter';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import { ScheduleExportAction } from '../../app/scheduled-exports/ScheduleExportAction';
import { usePageStore } from '../../app/use-page-store';
import { REVIEWS_PER_PAGE, reviewListStatus, reviewRowView, useTagFilter } from '@locus/reviews';
import { RouterLink } from '../../ui/RouterLink';
import {
  createReviewsPageStores,
  exportFilters,
  preloadReviewsPage,
  type ReviewsPageStores,
} from './reviews-page-stores';
import type { PagePreload } from '../../app/route-modules';
import { responseTemplatesStore } from './review-answer-deps';
import { AnswerSkeleton, RespondButton } from './RowAnswerLight';

// The reply box (MUI, with its own theme) loads when a row's Respond is first pressed: the list paints without it.
const ReviewRowAnswer = lazy(() => import('./ReviewRowAnswer'));

const FILTERS: readonly FilterBarKey[] = [
  'date',
  'group',
  'location',
  'source',
  'rating',
  'sentiment',
  'reviewStatus',
  'tag',
  'savedFilters',
];

/** The list's first page starts with this module, beside the session check (route-modules.ts). */
export const preload: PagePreload = preloadReviewsPage;

export default function ReviewsPage() {
  const stores = useUrlPageStores(createReviewsPageStores);
  return (
    <div>
      {stores ? (
        <ReviewsView stores={stores} />
      ) : (
        // The loaded page's layout, in placeholders of the final size (no layout shift).
        <>
          <PageHeader title="Reviews" />
          <FilterBarSkeleton visible={FILTERS} />
          <ReviewList status="loading" rows={[]} placeholderRows={REVIEWS_PER_PAGE} />
        </>
      )}
    </div>
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
  const tag = useTagFilter(stores.tags, bar.tag, bar.onTagChange);
  const page = useStoreValue(() => ({
    status: list.status,
    items: list.items,
    error: list.error,
    hasNext: list.hasNext,
    hasPrevious: list.hasPrevious,
    query: filters.reviewsQuery,
  }));
  // Answering in place (P6-001): one reply box open at a time, under its row; the templates load once.
  const mayRespond = usePermission('review', 'respond');
  const [answering, setAnswering] = useState<number | null>(null);
  const templates = usePageStore((root) => ({
    store: responseTemplatesStore(root),
    dispose: () => undefined,
  }));

  const actions = (
    <>
      <ScheduleExportAction filters={filters} exportType="reviews" disabled={exporter.busy} />
      <LightButton
        variant="contained"
        size="medium"
        disabled={exporter.busy}
        onClick={() => exporter.onExport({ resource: 'reviews', filters: exportFilters(page.query) })}
      >
        {exporter.busy ? 'Exporting…' : 'Export'}
      </LightButton>
    </>
  );

  return (
    <>
      <PageHeader title="Reviews" actions={actions} />
      <ExportStatus busy={exporter.busy} message={exporter.message} failed={exporter.status === 'error'} />
      <FilterBar
        visible={FILTERS}
        disabled={exporter.busy}
        date={dateFilterModel(bar)}
        group={group}
        location={location}
        source={source}
        rating={{ options: bar.ratingOptions, onToggle: bar.onRatingToggle }}
        sentiment={{ options: bar.sentimentOptions, onChange: bar.onSentimentChange }}
        reviewStatus={{
          options: bar.reviewStatusOptions,
          value: bar.reviewStatus,
          onChange: bar.onReviewStatusChange,
        }}
        tag={tag}
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
      <ReviewList
        status={reviewListStatus(page.status, page.items.length)}
        rows={page.items.map((review) => reviewRowView(review, page.query))}
        error={page.error}
        onRetry={() => void list.load()}
        placeholderRows={REVIEWS_PER_PAGE}
        onNavigate={(href) => void navigate(href)}
        LinkComponent={RouterLink}
        rowActions={
          mayRespond
            ? (row) => (
                <RespondButton
                  responded={row.responded}
                  open={answering === row.id}
                  onToggle={() => setAnswering((open) => (open === row.id ? null : row.id))}
                />
              )
            : undefined
        }
        rowAnswer={(row) =>
          mayRespond && answering === row.id ? (
            <Suspense fallback={<AnswerSkeleton />}>
              <ReviewRowAnswer reviewId={row.id} list={list} templates={templates?.store ?? null} />
            </Suspense>
          ) : null
        }
      />
      <PrevNextPager
        hasPrevious={page.hasPrevious}
        hasNext={page.hasNext}
        onPrevious={() => list.previous()}
        onNext={() => list.next()}
      />
    </>
  );
}
