import { ErrorState, LightButton, ListSkeleton, ResponseComposer } from '@locus/design-system';
import {
  createReviewsApi,
  ReviewAnswerLoader,
  reviewChangesOf,
  useResponseComposer,
  useReviewAnswer,
  type ResponseComposerStore,
  type ResponseTemplatesStore,
  type ReviewsListStore,
} from '@locus/reviews';
import { usePageStore } from '../../app/use-page-store';
import { reviewAnswerDeps } from './review-answer-deps';

/** A row's Respond / Edit reply button (static CSS: the list's first paint has no MUI); it closes the open box. */
export function RespondButton({ responded, open, onToggle }: { responded: boolean; open: boolean; onToggle: () => void }) {
  return (
    <LightButton size="medium" variant={open ? 'text' : 'outlined'} aria-expanded={open} onClick={onToggle}>
      {open ? 'Close reply' : responded ? 'Edit reply' : 'Respond'}
    </LightButton>
  );
}

/**
 * The reply box under one list row: reads the review (its responses, its location's phone), then the
 * composer; every live message of the review moves the row's status label in place.
 */
export function ReviewRowAnswer({
  reviewId,
  list,
  templates,
}: {
  reviewId: number;
  list: ReviewsListStore;
  templates: ResponseTemplatesStore | null;
}) {
  const loader = usePageStore(
    (root) =>
      new ReviewAnswerLoader(
        reviewId,
        createReviewsApi(root.client),
        reviewAnswerDeps(root, { onLiveState: (state) => list.updateItem(reviewId, reviewChangesOf(state)) }),
      ),
    reviewId,
  );
  return loader ? <LoadedAnswer loader={loader} templates={templates} /> : <Loading />;
}

function Loading() {
  return <ListSkeleton label="Loading the reply" rows={1} rowHeight={120} />;
}

function LoadedAnswer({ loader, templates }: { loader: ReviewAnswerLoader; templates: ResponseTemplatesStore | null }) {
  const answer = useReviewAnswer(loader);
  if (answer.status === 'error') return <ErrorState message={answer.error ?? ''} onRetry={answer.onRetry} />;
  return answer.stores ? <Composer store={answer.stores.composer} templates={templates} /> : <Loading />;
}

function Composer({ store, templates }: { store: ResponseComposerStore; templates: ResponseTemplatesStore | null }) {
  const composer = useResponseComposer(store, templates);
  return <ResponseComposer {...composer} />;
}
