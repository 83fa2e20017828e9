import { useId } from 'react';
import { Notice } from '../../feedback/Notice/Notice.js';
import type { LandingFeedbackType } from './landing-types.js';
import { NpsScale } from './NpsScale.js';
import { StarScale } from './StarScale.js';

export interface LandingQuestionProps {
  locationName: string;
  customerFirstName: string;
  feedbackType: LandingFeedbackType;
  score: number | null;
  /** True while the answer is being sent: the scale waits. */
  busy: boolean;
  error: string | null;
  onScore(score: number): void;
}

/** The greeting and the one question: NPS 0-10 or 1-5 stars. A tap answers. */
export function LandingQuestion({
  locationName,
  customerFirstName,
  feedbackType,
  score,
  busy,
  error,
  onScore,
}: LandingQuestionProps) {
  const questionId = useId();
  const greeting = customerFirstName
    ? `How was your visit to ${locationName}, ${customerFirstName}?`
    : `How was your visit to ${locationName}?`;
  const question =
    feedbackType === 'nps'
      ? `How likely are you to recommend ${locationName} to a friend or family member?`
      : 'How would you rate your visit?';
  const Scale = feedbackType === 'nps' ? NpsScale : StarScale;
  return (
    <>
      <h1 className="locus-landing__title">{greeting}</h1>
      <p id={questionId} className="locus-landing__text">
        {question}
      </p>
      <Scale labelledBy={questionId} value={score} disabled={busy} onScore={onScore} />
      {busy ? (
        <p role="status" className="locus-landing__hint">
          Sending your answer…
        </p>
      ) : null}
      {error ? <Notice severity="error">{error}</Notice> : null}
    </>
  );
}
