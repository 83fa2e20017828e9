import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Schemas } from '@locus/api-client';
import { usePermission } from '@locus/auth';
import {
  CardSkeleton,
  ErrorState,
  PageHeader,
  ResponseCard,
  ResponseComposer,
  ResponseTemplatesDialog,
  ReviewDetailCard,
  ReviewStatusSelect,
  ReviewTagEditor,
} from '@locus/design-system';
import {
  createReviewsApi,
  ReviewAnswerLoader,
  reviewDetailView,
  reviewsBackHref,
  systemClock,
  useResponseComposer,
  useResponseTemplates,
  useReviewAnswer,
  useReviewStatus,
  useReviewTags,
  type ResponseTemplatesStore,
  type ReviewAnswerStores,
} from '@locus/reviews';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { RouterLink } from '../../ui/RouterLink';
import { reviewAnswerDeps, responseTemplatesStore } from './review-answer-deps';

/** The review page's stores: the review read with its answer's stores, and the account's templates. */
function reviewPageStores(root: Parameters<typeof reviewAnswerDeps>[0], id: number) {
  const loader = new ReviewAnswerLoader(id, createReviewsApi(root.client), reviewAnswerDeps(root));
  const templates = responseTemplatesStore(root);
  return { loader, templates, dispose: () => loader.dispose() };
}

/**
 * /reviews/{id}: the review, its status and tags, its responses and the reply box, with a way back to the
 * list's filters (P2-122) and to the review's history.
 */
export default function ReviewDetailPage() {
  const { reviewId } = useParams();
  const id = Number(reviewId);
  const stores = usePageStore((root) => reviewPageStores(root, id), id);
  return stores ? <ReviewPage loader={stores.loader} templates={stores.templates} /> : <Header />;
}

function Header({ templates }: { templates?: ResponseTemplatesStore }) {
  const { reviewId } = useParams();
  const location = useLocation();
  const [managing, setManaging] = useState(false);
  const mayWriteTemplates = usePermission('response_template', 'create');
  const back = { label: 'Back to Reviews', href: reviewsBackHref(location.search) };
  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button component={RouterLink} href={`/reviews/${reviewId}/history${location.search}`}>
        History
      </Button>
      {mayWriteTemplates && templates ? (
        <Button onClick={() => setManaging(true)}>Manage templates</Button>
      ) : null}
    </Stack>
  );
  return (
    <>
      <PageHeader title="Review" back={back} LinkComponent={RouterLink} actions={actions} />
      {managing && templates ? (
        <TemplatesDialog templates={templates} onClose={() => setManaging(false)} />
      ) : null}
    </>
  );
}

function TemplatesDialog({ templates, onClose }: { templates: ResponseTemplatesStore; onClose: () => void }) {
  const manager = useResponseTemplates(templates);
  return <ResponseTemplatesDialog {...manager} onClose={onClose} />;
}

function ReviewPage({
  loader,
  templates,
}: {
  loader: ReviewAnswerLoader;
  templates: ResponseTemplatesStore;
}) {
  const answer = useReviewAnswer(loader);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Header templates={templates} />
      {answer.status === 'error' ? (
        <ErrorState message={answer.error ?? ''} onRetry={answer.onRetry} />
      ) : answer.review && answer.stores ? (
        <ReviewAnswer review={answer.review} stores={answer.stores} templates={templates} />
      ) : (
        <CardSkeleton />
      )}
    </Box>
  );
}

function ReviewAnswer({
  review,
  stores,
  templates,
}: {
  review: Schemas['ReviewDetail'];
  stores: ReviewAnswerStores;
  templates: ResponseTemplatesStore;
}) {
  const status = useReviewStatus(stores.status);
  const tags = useReviewTags(stores.tags);
  const composer = useResponseComposer(stores.composer, templates);
  return (
    <ReviewDetailCard
      review={reviewDetailView(review, systemClock)}
      controls={
        <>
          <ReviewStatusSelect {...status} />
          <ReviewTagEditor {...tags} />
        </>
      }
      responses={
        <>
          {composer.earlierResponses.map(({ id, ...card }) => (
            <ResponseCard key={id} {...card} />
          ))}
          <ResponseComposer {...composer} />
        </>
      }
    />
  );
}
