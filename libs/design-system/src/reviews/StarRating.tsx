import '../theme/tokens.css';
import './StarRating.css';

export interface StarRatingProps {
  /** 0 (no rating) to 5 stars; a fraction is rounded to whole stars, as MUI's Rating shows it. */
  value: number;
}

/**
 * Read-only stars named by their count ("4 stars"): one element whose stylesheet draws five outlined stars
 * and fills as many as the rating. A list of 25 reviews paints 25 elements rather than 125 icons.
 */
export function StarRating({ value }: StarRatingProps) {
  const filled = Math.min(5, Math.max(0, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={`${value} stars`}
      className={`locus-star-rating locus-star-rating--${filled}`}
    />
  );
}
