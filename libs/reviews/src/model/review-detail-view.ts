import type { Schemas } from '@locus/api-client';
import { formatDay, type Clock } from './review-times.js';

/** The review itself as the review page shows it, in words (the design system's ReviewDetailCard takes this shape). */
export interface ReviewDetailView {
  rating: number;
  /** The stars in words, for a screen reader ("2 stars"). */
  ratingLabel: string;
  /** The reviewer's name; null when the site gave none. */
  author: string | null;
  title: string | null;
  /** The text, or a word saying there is none (a rating alone). */
  content: string;
  siteName: string;
  locationName: string;
  /** ISO time, for a <time> element. */
  publishedAt: string;
  /** e.g. "Mar 20, 2026", in the user's zone. */
  publishedOn: string;
}

/** A review read in full (ReviewDetail) as the page's card shows it. */
export function reviewDetailView(review: Schemas['ReviewDetail'], clock: Clock): ReviewDetailView {
  const author = review.author_name?.trim() ? review.author_name.trim() : null;
  return {
    rating: review.rating,
    ratingLabel: `${review.rating} ${review.rating === 1 ? 'star' : 'stars'}`,
    author,
    title: review.title?.trim() ? review.title : null,
    content: review.content?.trim() ? review.content : 'No text',
    siteName: review.source.name,
    locationName: review.location.name,
    publishedAt: review.published_at,
    publishedOn: formatDay(review.published_at, clock),
  };
}
