import { useId } from 'react';
import { StarScale } from '../LandingPage/StarScale.js';
import type { SurveyStarProps } from './public-survey-types.js';
import { RequiredMark } from './RequiredMark.js';
import { TenScale } from './TenScale.js';

export interface SurveyStarFieldProps extends SurveyStarProps {
  disabled: boolean;
  onStar(value: number): void;
}

/** The survey's rating question: five stars, or 1-10 buttons; a choice only sets the answer. */
export function SurveyStarField({ question, scale, value, error, disabled, onStar }: SurveyStarFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const Scale = scale === 10 ? TenScale : StarScale;
  return (
    <div className="locus-survey__question" data-invalid={error ? true : undefined}>
      <p id={labelId} className="locus-survey__label">
        {question} <RequiredMark />
      </p>
      <Scale
        labelledBy={labelId}
        describedBy={error ? errorId : undefined}
        value={value}
        disabled={disabled}
        onScore={onStar}
      />
      {error ? (
        <p id={errorId} className="locus-landing__helper locus-landing__helper--error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
