import { useId, type FormEvent } from 'react';
import { Notice } from '../../feedback/Notice/Notice.js';
import { characterCount } from '../../inputs/TextAreaWithLimit/character-count.js';
import { LightButton } from '../../inputs/LightButton/LightButton.js';
import { FEEDBACK_LIMIT } from './landing-types.js';

export interface LandingFeedbackFormProps {
  locationName: string;
  feedback: string;
  /** The field's own error, e.g. "Tell us what happened" on an empty send. */
  feedbackError: string | null;
  busy: boolean;
  /** Why the send failed; what was written stays. */
  error: string | null;
  onFeedbackChange(v: string): void;
  onSendFeedback(): void;
}

/**
 * An unhappy customer: a private message to the business instead of a public review. A native text area
 * (no MUI on this page) with the same remaining/too-many counter as TextAreaWithLimit.
 */
export function LandingFeedbackForm({
  locationName,
  feedback,
  feedbackError,
  busy,
  error,
  onFeedbackChange,
  onSendFeedback,
}: LandingFeedbackFormProps) {
  const fieldId = useId();
  const helperId = useId();
  const count = characterCount(feedback.length, FEEDBACK_LIMIT);
  const invalid = Boolean(feedbackError) || count.over;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSendFeedback();
  };
  return (
    <>
      <h1 className="locus-landing__title">We're sorry. Tell us what happened</h1>
      <p className="locus-landing__text">{`Your message goes straight to the team at ${locationName}, not to a public review site.`}</p>
      <form
        className="locus-landing__form"
        noValidate
        onSubmit={submit}
        aria-label="Your feedback"
        aria-busy={busy || undefined}
      >
        <label className="locus-landing__label" htmlFor={fieldId}>
          What happened? (required)
        </label>
        <textarea
          id={fieldId}
          className="locus-landing__textarea"
          rows={6}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={helperId}
          value={feedback}
          disabled={busy}
          onChange={(event) => onFeedbackChange(event.target.value)}
        />
        <p
          id={helperId}
          role="status"
          className={invalid ? 'locus-landing__helper locus-landing__helper--error' : 'locus-landing__helper'}
        >
          {feedbackError ?? count.text}
        </p>
        {error ? <Notice severity="error">{error}</Notice> : null}
        <LightButton type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send'}
        </LightButton>
      </form>
    </>
  );
}
