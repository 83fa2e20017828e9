import { useRef } from 'react';
import { BusyRegion } from '../../states/Skeletons/BusyRegion.js';
import '../../states/Skeletons/ListSkeleton.css';
import { LandingFeedbackForm } from './LandingFeedbackForm.js';
import { LandingFrame } from './LandingFrame.js';
import { LandingMessage } from './LandingMessage.js';
import { LandingQuestion } from './LandingQuestion.js';
import { LandingSites } from './LandingSites.js';
import type { LandingPageProps, LandingStatus } from './landing-types.js';
import { useStepFocus } from './use-step-focus.js';

export type { LandingFeedbackType, LandingPageProps, LandingSite, LandingStatus } from './landing-types.js';

/** The states where the customer may still unsubscribe (the link is known and they are not out yet). */
const UNSUBSCRIBE_SHOWN: ReadonlySet<LandingStatus> = new Set([
  'question',
  'sites',
  'feedback',
  'thanks',
  'error',
]);

/** The card while a public page loads (shared with the microsurvey's answer page). */
export function LandingSkeleton() {
  return (
    <BusyRegion label="Loading">
      <span className="locus-skeleton locus-skeleton--text locus-landing__skeleton-title" />
      <span className="locus-skeleton locus-skeleton--text" />
      <span className="locus-skeleton locus-landing__skeleton-scale" />
    </BusyRegion>
  );
}

function LandingContent(props: LandingPageProps) {
  const place = props.locationName || 'the business';
  switch (props.status) {
    case 'loading':
      return <LandingSkeleton />;
    case 'question':
      return (
        <LandingQuestion
          locationName={place}
          customerFirstName={props.customerFirstName}
          feedbackType={props.feedbackType}
          score={props.score}
          busy={props.busy}
          error={props.error}
          onScore={props.onScore}
        />
      );
    case 'sites':
      return (
        <LandingSites
          locationName={place}
          sites={props.sites}
          busy={props.busy}
          error={props.error}
          onSite={props.onSite}
        />
      );
    case 'feedback':
      return (
        <LandingFeedbackForm
          locationName={place}
          feedback={props.feedback}
          feedbackError={props.feedbackError}
          busy={props.busy}
          error={props.error}
          onFeedbackChange={props.onFeedbackChange}
          onSendFeedback={props.onSendFeedback}
        />
      );
    case 'thanks':
      return (
        <LandingMessage
          title={props.customerFirstName ? `Thank you, ${props.customerFirstName}!` : 'Thank you!'}
        >
          {`${place} appreciates you taking the time to tell them about your visit.`}
        </LandingMessage>
      );
    case 'unsubscribed':
      return (
        <LandingMessage title="You're unsubscribed">{`You won't get any more review requests from ${place}.`}</LandingMessage>
      );
    case 'not_found':
      return (
        <LandingMessage title="This link is no longer valid">
          It may have expired or been copied incompletely. To tell the business about your visit, please
          contact them directly.
        </LandingMessage>
      );
    case 'error':
      return (
        <LandingMessage title="Something went wrong" role="alert">
          {props.error ?? 'This page could not be loaded. Please try again in a moment.'}
        </LandingMessage>
      );
  }
}

/**
 * The public page a customer opens from a review request (/r/{token}, no sign-in): one question, then the
 * review sites for a happy customer or a private feedback form for the others. Mobile first: most customers
 * open it on a phone.
 */
export function LandingPage(props: LandingPageProps) {
  const card = useRef<HTMLElement>(null);
  useStepFocus(card, props.status);
  return (
    <LandingFrame
      cardRef={card}
      locationName={props.locationName}
      locationAddress={props.status === 'loading' ? '' : props.locationAddress}
      logoUrl={props.logoUrl}
      contactEmail={props.contactEmail}
      contactNumber={props.contactNumber}
      unsubscribeHref={UNSUBSCRIBE_SHOWN.has(props.status) ? props.unsubscribeHref : null}
      busy={props.status === 'loading'}
    >
      <LandingContent {...props} />
    </LandingFrame>
  );
}
