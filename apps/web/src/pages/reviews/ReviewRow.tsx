import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@locus/api-client';
import { RouterLink } from '../../ui/RouterLink';

/** Whether a review has been answered, in words. */
export function responseStatusLabel(review: Pick<Schemas['Review'], 'response_count'>): string {
  return review.response_count > 0 ? 'Responded' : 'Not responded';
}

/** A row's least height (one line of text, no title): the list's skeleton rows have it too. */
export const REVIEW_ROW_MIN_HEIGHT = 112;

const publishedOn = (timestamp: string) => timestamp.slice(0, 10);

/** One review of the list: stars, source, location, text, response status, a link to its page. */
export function ReviewRow({ review, href }: { review: Schemas['Review']; href: string }) {
  return (
    <Box
      component="li"
      data-testid="review-row"
      sx={{
        listStyle: 'none',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        boxSizing: 'border-box',
        minHeight: REVIEW_ROW_MIN_HEIGHT,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Rating value={review.rating} readOnly size="small" aria-label={`${review.rating} stars`} />
        <Typography variant="body2">{review.source_name}</Typography>
        <Typography variant="body2">{review.location_name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {publishedOn(review.published_at)}
        </Typography>
        <Chip
          size="small"
          label={responseStatusLabel(review)}
          color={review.response_count > 0 ? 'success' : 'default'}
        />
      </Stack>
      {review.title ? (
        <Typography variant="subtitle2" component="h2">
          {review.title}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ my: 0.5 }}>
        {review.content ?? 'No text'}
      </Typography>
      <RouterLink href={href}>View review{review.author_name ? ` by ${review.author_name}` : ''}</RouterLink>
    </Box>
  );
}
