import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { StarRating } from '../reviews/StarRating.js';
import { BusyRegion } from '../states/Skeletons/BusyRegion.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { routeClick } from '../utils/link-click.js';

/** One of the latest reviews in words, linking to its page with the dashboard's filters. */
export interface LatestReviewItemView {
  id: number;
  author: string;
  /** 0 (no rating) to 5. */
  rating: number;
  ratingText: string;
  source: string;
  location: string;
  date: string;
  text: string;
  href: string;
}

export interface LatestReviewsProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  reviews: readonly LatestReviewItemView[];
  /** Every review of the filters on the reviews list. */
  allHref: string;
  /** How many a load brings: the skeleton keeps their height. */
  size?: number;
  /** The app's router navigation; without it the links load the page. */
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
}

/** Each review's height, so the skeleton takes the list's place without a shift. */
const ITEM_HEIGHT = 88;

function ReviewItem({ review, onNavigate }: { review: LatestReviewItemView; onNavigate?: (href: string) => void }) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', minHeight: ITEM_HEIGHT, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {review.rating > 0 ? <StarRating value={review.rating} /> : <Typography variant="body2">{review.ratingText}</Typography>}
        <Link href={review.href} onClick={routeClick(review.href, onNavigate)} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {review.author}
        </Link>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {`${review.source} · ${review.location} · ${review.date}`}
      </Typography>
      {review.text ? (
        <Typography
          variant="body2"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
        >
          {review.text}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The newest reviews of the dashboard's filters: stars, author, source, location, date and text. */
export function LatestReviews(props: LatestReviewsProps) {
  const { status, reviews, onNavigate } = props;
  const body = () => {
    if (status === 'error') return <ErrorState message={props.error ?? 'Unable to load the latest reviews.'} onRetry={props.onRetry} />;
    if (reviews.length === 0 && status !== 'loaded')
      return (
        <BusyRegion label="Loading Latest Reviews">
          {Array.from({ length: props.size ?? 5 }, (_, i) => (
            <Skeleton key={i} variant="rectangular" height={ITEM_HEIGHT - 8} sx={{ my: 1 }} />
          ))}
        </BusyRegion>
      );
    if (reviews.length === 0) return <Typography color="text.secondary">No reviews during this period.</Typography>;
    return (
      <>
        <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-busy={status === 'loading' || undefined}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} onNavigate={onNavigate} />
          ))}
        </Box>
        <Link href={props.allHref} onClick={routeClick(props.allHref, onNavigate)} sx={{ display: 'inline-block', mt: 1 }}>
          View all reviews
        </Link>
      </>
    );
  };
  return (
    <Box component="section" aria-label="Latest Reviews" sx={{ minWidth: 0, '@media print': { breakInside: 'avoid' } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Latest Reviews
      </Typography>
      {body()}
    </Box>
  );
}
