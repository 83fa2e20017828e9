import { ErrorState, ResponseComposer } from '@locus/design-system';
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
import { Themed } from '../../app/Themed';
import { usePageStore } from '../../app/use-page-store';
import { reviewAnswerDeps } from './review-answer-deps';
import { AnswerSkeleton } from './RowAnswerLight';

/**
 * The reply box under one list row: reads the review (its responses, its location's phone), then the
 * composer; every live message of the review moves the row's status label in place. /reviews paints without
 * MUI (route-styles.ts), so this module is loaded when a box first opens and brings its own theme.
 */
export default function ReviewRowAnswer(props: ReviewRowAnswerProps) {
  return (
    <Themed>
      <RowAnswer {...props} />
    </Themed>
  );
}

export interface ReviewRowAnswerProps {
  reviewId: number;
  list: ReviewsListStore;
  templates: ResponseTemplatesStore | null;
}

function RowAnswer({ reviewId, list, templates }: ReviewRowAnswerProps) {
  const loader = usePageStore(
    (root) =>
      new ReviewAnswerLoader(
        reviewId,
        createReviewsApi(root.client),
        reviewAnswerDeps(root, { onLiveState: (state) => list.updateItem(reviewId, reviewChangesOf(state)) }),
      ),
    reviewId,
  );
  return loader ? <LoadedAnswer loader={loader} templates={templates} /> : <AnswerSkeleton />;
}

function LoadedAnswer({
  loader,
  templates,
}: {
  loader: ReviewAnswerLoader;
  templates: ResponseTemplatesStore | null;
}) {
  const answer = useReviewAnswer(loader);
  if (answer.status === 'error') return <ErrorState message={answer.error ?? ''} onRetry={answer.onRetry} />;
  return answer.stores ? (
    <Composer store={answer.stores.composer} templates={templates} />
  ) : (
    <AnswerSkeleton />
  );
}

function Composer({
  store,
  templates,
}: {
  store: ResponseComposerStore;
  templates: ResponseTemplatesStore | null;
}) {
  const composer = useResponseComposer(store, templates);
  return <ResponseComposer {...composer} />;
}
