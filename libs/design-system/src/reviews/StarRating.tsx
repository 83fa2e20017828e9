import { mdiStar, mdiStarOutline } from '@mdi/js';
import { PathIcon } from '../utils/PathIcon.js';
import '../theme/tokens.css';
import './StarRating.css';

export interface StarRatingProps {
  /** 0 (no rating) to 5 stars; a fraction is rounded to whole stars, as MUI's Rating shows it. */
  value: number;
}

const STARS = [1, 2, 3, 4, 5];

/** Read-only stars named by their count ("4 stars"): no MUI Rating in a list's first paint (issue 8). */
export function StarRating({ value }: StarRatingProps) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={`${value} stars`} className="locus-star-rating">
      {STARS.map((star) =>
        star <= filled ? (
          <PathIcon key={star} path={mdiStar} />
        ) : (
          <span key={star} className="locus-star-rating__empty">
            <PathIcon path={mdiStarOutline} />
          </span>
        ),
      )}
    </span>
  );
}
