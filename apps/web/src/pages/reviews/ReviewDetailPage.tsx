import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { unwrap, type Schemas } from '@locus/api-client';
import { CardSkeleton, ErrorState, PageHeader } from '@locus/design-system';
import { errorMessage } from '@locus/resources';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useRootStore } from '../../app/contexts';
import { RouterLink } from '../../ui/RouterLink';
import { responseStatusLabel, reviewsBackHref } from '@locus/reviews';

type Loaded = { review: Schemas['ReviewDetail'] } | { error: string } | null;

/** /reviews/{id}: the review and its responses, with a way back to the list's filters (P2-122). */
export default function ReviewDetailPage() {
  const root = useRootStore();
  const { reviewId: id } = useParams();
  const location = useLocation();
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded(null);
    unwrap(
      root.client.GET('/reviews/{id}', { params: { path: { id: Number(id) } }, signal: controller.signal }),
    ).then(
      (review) => setLoaded({ review }),
      (error: unknown) => !controller.signal.aborted && setLoaded({ error: errorMessage(error) }),
    );
    return () => controller.abort();
  }, [root, id]);

  const back = { label: 'Back to Reviews', href: reviewsBackHref(location.search) };
  return (
    <Box>
      <PageHeader title="Review" back={back} LinkComponent={RouterLink} />
      {loaded === null ? (
        <CardSkeleton />
      ) : 'error' in loaded ? (
        <ErrorState message={loaded.error} />
      ) : (
        <ReviewDetail review={loaded.review} />
      )}
    </Box>
  );
}

function ReviewDetail({ review }: { review: Schemas['ReviewDetail'] }) {
  return (
    <Box component="article" aria-label="Review">
      <Rating value={review.rating} readOnly aria-label={`${review.rating} stars`} />
      <Typography variant="body2">
        {review.source.name} · {review.location.name} · {review.published_at.slice(0, 10)} ·{' '}
        {responseStatusLabel(review)}
      </Typography>
      {review.author_name ? <Typography variant="subtitle2">{review.author_name}</Typography> : null}
      {review.title ? (
        <Typography variant="h6" component="h2">
          {review.title}
        </Typography>
      ) : null}
      <Typography sx={{ my: 1 }}>{review.content ?? 'No text'}</Typography>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Responses
      </Typography>
      {review.responses.length === 0 ? (
        <Typography color="text.secondary">No response yet.</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2 }}>
          {review.responses.map((response) => (
            <li key={response.id}>
              <Typography>{response.content}</Typography>
              <Typography variant="caption" color="text.secondary">
                {response.status}
                {response.published_at ? ` · ${response.published_at.slice(0, 10)}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
