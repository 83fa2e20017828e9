import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The review as its page shows it; libs/reviews' `reviewDetailView` gives this shape, dates formatted. */
export interface ReviewDetailCardView {
  rating: number;
  /** The stars in words ("2 stars"). */
  ratingLabel: string;
  author: string | null;
  title: string | null;
  content: string;
  siteName: string;
  locationName: string;
  /** ISO time, for the <time> element. */
  publishedAt: string;
  /** The date as shown ("Mar 20, 2026"). */
  publishedOn: string;
}

export interface ReviewDetailCardProps {
  review: ReviewDetailCardView;
  /** What the team changes on the review (its status and tags), under its text. */
  controls?: ReactNode;
  /** The responses and the reply box, in the card's "Responses" section. */
  responses?: ReactNode;
}

/** One review on its own page: stars, site, location and date, author, title and text, then its answer. */
export function ReviewDetailCard({ review, controls, responses }: ReviewDetailCardProps) {
  return (
    <Box component="article" aria-label="Review" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Rating value={review.rating} readOnly aria-label={review.ratingLabel} />
      <Typography variant="body2">
        {review.siteName} · {review.locationName} · <time dateTime={review.publishedAt}>{review.publishedOn}</time>
      </Typography>
      {review.author ? <Typography variant="subtitle2">{review.author}</Typography> : null}
      {review.title ? (
        <Typography variant="h6" component="h2">
          {review.title}
        </Typography>
      ) : null}
      <Typography sx={{ my: 1, whiteSpace: 'pre-wrap' }}>{review.content}</Typography>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {controls}
        {responses ? (
          <Box component="section" aria-labelledby="responses-title">
            <Typography id="responses-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              Responses
            </Typography>
            <Stack spacing={1}>{responses}</Stack>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
