import { mdiStar, mdiStarOutline } from '@mdi/js';
import { useId, useState } from 'react';
import { PathIcon } from '../../utils/PathIcon.js';
import { ScaleGroup } from './ScaleGroup.js';

export interface StarScaleProps {
  /** The id of the question that names the scale. */
  labelledBy: string;
  /** More of the scale's description (e.g. its error), read after its ends. */
  describedBy?: string | undefined;
  value: number | null;
  disabled: boolean;
  onScore(score: number): void;
}

/** Five large stars; the ones up to the pointed (or given) star fill, as on the review sites. */
export function StarScale({ labelledBy, describedBy, value, disabled, onScore }: StarScaleProps) {
  const endsId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? value ?? 0;
  const choices = [1, 2, 3, 4, 5].map((stars) => ({
    value: stars,
    name: stars === 1 ? '1 star' : `${stars} stars`,
    content: (
      <span
        onMouseEnter={() => setHovered(stars)}
        onMouseLeave={() => setHovered(null)}
        className="locus-stars__icon"
      >
        <PathIcon path={stars <= lit ? mdiStar : mdiStarOutline} />
      </span>
    ),
  }));
  return (
    <div className="locus-stars">
      <ScaleGroup
        labelledBy={labelledBy}
        describedBy={describedBy ? `${endsId} ${describedBy}` : endsId}
        choices={choices}
        value={value}
        disabled={disabled}
        onChoose={onScore}
        className="locus-stars__choices"
        choiceClassName="locus-stars__choice"
      />
      <p id={endsId} className="locus-scale-ends">
        <span>1 star = Poor</span>
        <span>5 stars = Excellent</span>
      </p>
    </div>
  );
}
