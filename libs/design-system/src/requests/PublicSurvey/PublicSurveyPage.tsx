import { useEffect, useRef, type FormEvent } from 'react';
import { Notice } from '../../feedback/Notice/Notice.js';
import { LightButton } from '../../inputs/LightButton/LightButton.js';
import { LandingFrame } from '../LandingPage/LandingFrame.js';
import { LandingMessage } from '../LandingPage/LandingMessage.js';
import { LandingSkeleton } from '../LandingPage/LandingPage.js';
import { useStepFocus } from '../LandingPage/use-step-focus.js';
import type { PublicSurveyPageProps, SurveyQuestionProps } from './public-survey-types.js';
import { SurveyChoiceField } from './SurveyChoiceField.js';
import { SurveyStarField } from './SurveyStarField.js';
import { SurveyTextField } from './SurveyTextField.js';
import './PublicSurvey.css';

export type {
  PublicSurveyPageProps,
  PublicSurveyStatus,
  SurveyQuestionProps,
  SurveyQuestionType,
  SurveyStarProps,
} from './public-survey-types.js';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** What takes the focus in the first question with an error: its field, its checked or first radio, its scale. */
const FOCUSABLE = 'textarea, input:checked, input, button[tabindex="0"]';

function SurveyQuestion({
  question,
  textLimit,
  disabled,
  onAnswer,
}: {
  question: SurveyQuestionProps;
  textLimit: number;
  disabled: boolean;
  onAnswer(questionId: string, value: string): void;
}) {
  switch (question.type) {
    case 'text':
      return <SurveyTextField {...question} limit={textLimit} disabled={disabled} onAnswer={onAnswer} />;
    case 'choice':
      return (
        <SurveyChoiceField
          {...question}
          options={question.choices.map((choice) => ({ value: choice, label: choice }))}
          disabled={disabled}
          onAnswer={onAnswer}
        />
      );
    case 'yes_no':
      return (
        <SurveyChoiceField {...question} options={YES_NO} inline disabled={disabled} onAnswer={onAnswer} />
      );
  }
}

function SurveyForm(props: PublicSurveyPageProps) {
  const form = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const sending = props.status === 'sending';
  const hasErrors = Boolean(props.star?.error) || props.questions.some((question) => question.error);
  // After Send, the first question with an error takes the focus (its error is in its description), whether
  // the page found it or the server did; fixing one answer does not move the focus.
  useEffect(() => {
    if (!focusPending.current || props.status !== 'question' || !hasErrors) return;
    focusPending.current = false;
    form.current
      ?.querySelector<HTMLElement>('[data-invalid]')
      ?.querySelector<HTMLElement>(FOCUSABLE)
      ?.focus();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    focusPending.current = true;
    props.onSubmit();
  };
  const place = props.businessName || 'The business';
  return (
    <>
      <h1 className="locus-landing__title">{props.name}</h1>
      <p className="locus-landing__text">{`${place} would like to hear about your visit. It takes a minute.`}</p>
      <form
        ref={form}
        className="locus-survey__form"
        noValidate
        onSubmit={submit}
        aria-label={props.name}
        aria-busy={sending || undefined}
      >
        {props.star ? <SurveyStarField {...props.star} disabled={sending} onStar={props.onStar} /> : null}
        {props.questions.map((question) => (
          <SurveyQuestion
            key={question.id}
            question={question}
            textLimit={props.textLimit}
            disabled={sending}
            onAnswer={props.onAnswer}
          />
        ))}
        {props.error ? <Notice severity="error">{props.error}</Notice> : null}
        <LightButton type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </LightButton>
      </form>
    </>
  );
}

function SurveyContent(props: PublicSurveyPageProps) {
  switch (props.status) {
    case 'loading':
      return <LandingSkeleton />;
    case 'question':
    case 'sending':
      return <SurveyForm {...props} />;
    case 'thanks':
      return (
        <LandingMessage title="Thank you!">
          {`${props.businessName || 'The business'} appreciates you taking the time to answer.`}
        </LandingMessage>
      );
    case 'not_found':
      return (
        <LandingMessage title="This survey is no longer available">
          The link may have expired or been copied incompletely. To tell the business about your visit, please
          contact them directly.
        </LandingMessage>
      );
    case 'error':
      return (
        <LandingMessage title="Something went wrong" role="alert">
          {props.error ?? 'This survey could not be loaded. Please try again in a moment.'}
        </LandingMessage>
      );
  }
}

/**
 * The public page a customer opens from a microsurvey's share link (/s/{token}, no sign-in): the business's
 * frame, an optional rating, up to ten questions (text, choice, yes/no), Send, then thanks. Mobile first and
 * without MUI, like the review request's landing page whose frame, scales and stylesheet it reuses.
 */
export function PublicSurveyPage(props: PublicSurveyPageProps) {
  const card = useRef<HTMLElement>(null);
  // Sending keeps the form in place: only a new step (thanks, not found, an error) moves the focus.
  useStepFocus(card, props.status === 'sending' ? 'question' : props.status);
  return (
    <LandingFrame
      cardRef={card}
      locationName={props.businessName}
      locationAddress=""
      logoUrl={props.logoUrl}
      contactEmail={null}
      contactNumber={null}
      unsubscribeHref={null}
      busy={props.status === 'loading'}
    >
      <SurveyContent {...props} />
    </LandingFrame>
  );
}
