import { useId } from 'react';
import { ScaleGroup } from './ScaleGroup.js';

export interface NpsScaleProps {
  /** The id of the question that names the scale. */
  labelledBy: string;
  value: number | null;
  disabled: boolean;
  onScore(score: number): void;
}

const CHOICES = Array.from({ length: 11 }, (_, score) => ({
  value: score,
  name: String(score),
  content: score,
}));

/** "How likely are you to recommend us?" 0-10: eleven buttons, in one row, or two on a phone. */
export function NpsScale({ labelledBy, value, disabled, onScore }: NpsScaleProps) {
  const endsId = useId();
  return (
    <div className="locus-nps">
      <ScaleGroup
        labelledBy={labelledBy}
        describedBy={endsId}
        choices={CHOICES}
        value={value}
        disabled={disabled}
        onChoose={onScore}
        className="locus-nps__choices"
        choiceClassName="locus-nps__choice"
      />
      <p id={endsId} className="locus-scale-ends">
        <span>0 = Not likely</span>
        <span>10 = Very likely</span>
      </p>
    </div>
  );
}
