import Box from '@mui/material/Box';
import { PageHeader, ReviewHistoryTimeline } from '@locus/design-system';
import {
  createReviewEventsApi,
  createReviewsApi,
  ReviewHistoryStore,
  systemClock,
  useReviewHistory,
} from '@locus/reviews';
import { useLocation, useParams } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { RouterLink } from '../../ui/RouterLink';

/** /reviews/{id}/history: the review's timeline, with the way back to the review and its filters. */
export default function ReviewHistoryPage() {
  const { reviewId } = useParams();
  const location = useLocation();
  const id = Number(reviewId);
  const store = usePageStore(
    ({ client }) =>
      new ReviewHistoryStore({
        reviewId: id,
        reviews: createReviewsApi(client),
        api: createReviewEventsApi(client),
        clock: systemClock,
      }),
    id,
  );
  const back = { label: 'Back to Review', href: `/reviews/${id}${location.search}` };
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader title="Review history" back={back} LinkComponent={RouterLink} />
      {store ? <Timeline store={store} /> : <ReviewHistoryTimeline status="loading" entries={[]} />}
    </Box>
  );
}

function Timeline({ store }: { store: ReviewHistoryStore }) {
  const history = useReviewHistory(store);
  return <ReviewHistoryTimeline {...history} />;
}
