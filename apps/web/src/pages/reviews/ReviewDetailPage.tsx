import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@locus/api-client';
import { usePermission } from '@locus/auth';
import {
  CardSkeleton,
  ErrorState,
  PageHeader,
  ResponseCard,
  ResponseComposer,
  ResponseTemplateManager,
  ReviewStatusSelect,
  ReviewTagEditor,
} from '@locus/design-system';
import {
  createReviewsApi,
  ReviewAnswerLoader,
  reviewsBackHref,
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
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="templates-title">
      <DialogTitle id="templates-title">Response templates</DialogTitle>
      <DialogContent>
        <ResponseTemplateManager {...manager} />
      </DialogContent>
    </Dialog>
  );
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
    <Box component="article" aria-label="Review" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Rating value={review.rating} readOnly aria-label={`${review.rating} stars`} />
      <Typography variant="body2">
        {review.source.name} · {review.location.name} · {review.published_at.slice(0, 10)}
      </Typography>
      {review.author_name ? <Typography variant="subtitle2">{review.author_name}</Typography> : null}
      {review.title ? (
        <Typography variant="h6" component="h2">
          {review.title}
        </Typography>
      ) : null}
      <Typography sx={{ my: 1 }}>{review.content ?? 'No text'}</Typography>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <ReviewStatusSelect {...status} />
        <ReviewTagEditor {...tags} />
        <Box component="section" aria-labelledby="responses-title">
          <Typography id="responses-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Responses
          </Typography>
          <Stack spacing={1}>
            {composer.earlierResponses.map(({ id, ...card }) => (
              <ResponseCard key={id} {...card} />
            ))}
            <ResponseComposer {...composer} />
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}
