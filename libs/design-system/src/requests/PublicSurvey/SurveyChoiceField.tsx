import { useId } from 'react';
import type { SurveyQuestionProps } from './public-survey-types.js';
import { RequiredMark } from './RequiredMark.js';

export interface SurveyChoiceFieldProps extends SurveyQuestionProps {
  /** The radios: a choice question's choices, or Yes and No. */
  options: { value: string; label: string }[];
  /** Yes and No side by side; the choices one under the other. */
  inline?: boolean;
  disabled: boolean;
  onAnswer(questionId: string, value: string): void;
}

/**
 * A choice or yes/no question: native radios in a fieldset, so the legend names the group and the arrow keys
 * move the choice as everywhere else (choosing only sets the answer; Send sends).
 */
export function SurveyChoiceField({
  id,
  label,
  required,
  value,
  error,
  options,
  inline,
  disabled,
  onAnswer,
}: SurveyChoiceFieldProps) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      className="locus-survey__question"
      data-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="locus-survey__label">
        {label} {required ? <RequiredMark /> : null}
      </legend>
      <div
        className={inline ? 'locus-survey__options locus-survey__options--inline' : 'locus-survey__options'}
      >
        {options.map((option) => (
          <label key={option.value} className="locus-survey__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              aria-invalid={error ? true : undefined}
              onChange={() => onAnswer(id, option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="locus-landing__helper locus-landing__helper--error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
