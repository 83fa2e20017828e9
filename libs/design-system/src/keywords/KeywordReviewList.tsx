import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import moment from 'moment';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { ListSkeleton } from '../states/Skeletons/ListSkeleton.js';

export interface KeywordReviewItem {
  id: number;
  author: string;
  rating: number | null;
  title: string | null;
  content: string;
  /** ISO instant. */
  publishedAt: string;
}

export interface KeywordReviewListProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  /** Shown once loaded with no review. */
  emptyText: string | null;
  reviews: readonly KeywordReviewItem[];
  page: number;
  totalPages: number;
  /** How many rows a page holds: the loading placeholders keep that size. */
  pageSize?: number;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
}

const ROW_HEIGHT = 96;

/** The reviews that mention a keyword, a page at a time. */
export function KeywordReviewList(props: KeywordReviewListProps) {
  const body = () => {
    if (props.status === 'error') return <ErrorState message={props.error ?? 'Unable to load reviews.'} onRetry={props.onRetry} />;
    if (props.status !== 'loaded' && props.reviews.length === 0)
      return <ListSkeleton label="Loading reviews" rows={Math.min(props.pageSize ?? 5, 5)} rowHeight={ROW_HEIGHT} />;
    if (props.emptyText) return <EmptyState title={props.emptyText} />;
    return (
      <Box component="ul" aria-label="Reviews" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {props.reviews.map((review) => (
          <Box component="li" key={review.id} sx={{ py: 1.5, minHeight: ROW_HEIGHT, borderBottom: 1, borderColor: 'divider' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {review.rating !== null ? <Rating value={review.rating} readOnly size="small" /> : null}
              <Typography variant="subtitle2">{review.author || 'Anonymous'}</Typography>
              <Typography variant="caption" color="text.secondary">
                {moment(review.publishedAt).format('MMM D, YYYY')}
              </Typography>
            </Stack>
            {review.title ? <Typography variant="subtitle1">{review.title}</Typography> : null}
            <Typography variant="body2">{review.content}</Typography>
          </Box>
        ))}
      </Box>
    );
  };
  return (
    <Box component="section" aria-label="Reviews mentioning this keyword">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Reviews
      </Typography>
      {body()}
      {props.totalPages > 1 ? (
        <Pagination
          sx={{ mt: 2 }}
          page={props.page}
          count={props.totalPages}
          onChange={(_event, page) => props.onPageChange(page)}
        />
      ) : null}
    </Box>
  );
}
