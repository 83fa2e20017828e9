import { useId } from 'react';
import { ScaleGroup } from '../LandingPage/ScaleGroup.js';

export interface TenScaleProps {
  labelledBy: string;
  describedBy?: string | undefined;
  value: number | null;
  disabled: boolean;
  onScore(score: number): void;
}

const CHOICES = Array.from({ length: 10 }, (_, index) => ({
  value: index + 1,
  name: String(index + 1),
  content: index + 1,
}));

/** A 1-10 rating: the NPS scale's buttons, five a row on a phone and ten from 600 px. */
export function TenScale({ labelledBy, describedBy, value, disabled, onScore }: TenScaleProps) {
  const endsId = useId();
  return (
    <div className="locus-nps">
      <ScaleGroup
        labelledBy={labelledBy}
        describedBy={describedBy ? `${endsId} ${describedBy}` : endsId}
        choices={CHOICES}
        value={value}
        disabled={disabled}
        onChoose={onScore}
        className="locus-nps__choices locus-survey__ten"
        choiceClassName="locus-nps__choice"
      />
      <p id={endsId} className="locus-scale-ends">
        <span>1 = Poor</span>
        <span>10 = Excellent</span>
      </p>
    </div>
  );
}
