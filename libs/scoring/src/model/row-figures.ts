import type { Figures } from './score-rules.js';

/** A report row's (or the overview's) figures, as the what-if takes them. */
export interface RowFigures {
  avg_rating: number | null;
  total_reviews: number;
  response_rate: number | null;
  response_time: number | null;
  listings_in_sync: number | null;
  media_count: number;
}

export const figuresOfRow = (row: RowFigures): Figures => ({
  avg_rating: row.avg_rating,
  total_reviews: row.total_reviews,
  response_rate: row.response_rate,
  response_time: row.response_time,
  listings_in_sync: row.listings_in_sync,
  media_count: row.media_count,
});
