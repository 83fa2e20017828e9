import { useId } from 'react';
import { characterCount } from '../../inputs/TextAreaWithLimit/character-count.js';
import type { SurveyQuestionProps } from './public-survey-types.js';
import { RequiredMark } from './RequiredMark.js';

export interface SurveyTextFieldProps extends SurveyQuestionProps {
  limit: number;
  disabled: boolean;
  onAnswer(questionId: string, value: string): void;
}

/** A free-text question: a native text area with the remaining/too-many counter (its error in its place). */
export function SurveyTextField({
  id,
  label,
  required,
  value,
  error,
  limit,
  disabled,
  onAnswer,
}: SurveyTextFieldProps) {
  const fieldId = useId();
  const helperId = useId();
  const count = characterCount(value.length, limit);
  const invalid = Boolean(error) || count.over;
  return (
    <div className="locus-survey__question" data-invalid={error ? true : undefined}>
      <label className="locus-survey__label" htmlFor={fieldId}>
        {label} {required ? <RequiredMark /> : null}
      </label>
      <textarea
        id={fieldId}
        className="locus-landing__textarea"
        rows={4}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={helperId}
        value={value}
        disabled={disabled}
        onChange={(event) => onAnswer(id, event.target.value)}
      />
      <p
        id={helperId}
        className={invalid ? 'locus-landing__helper locus-landing__helper--error' : 'locus-landing__helper'}
      >
        {error ?? count.text}
      </p>
    </div>
  );
}
