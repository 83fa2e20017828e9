// The customer's landing page view model (requests-view-models.md, 9: LandingView), as the views' props.

export type LandingStatus =
  'loading' | 'not_found' | 'question' | 'sites' | 'feedback' | 'thanks' | 'unsubscribed' | 'error';
export type LandingFeedbackType = 'nps' | 'stars';

/** A review site the customer is invited to, e.g. { urlId: 3, label: 'Review us on Google' }. */
export interface LandingSite {
  urlId: number;
  label: string;
}

export interface LandingPageProps {
  status: LandingStatus;
  locationName: string;
  locationAddress: string;
  logoUrl: string | null;
  contactEmail: string | null;
  contactNumber: string | null;
  customerFirstName: string;
  feedbackType: LandingFeedbackType;
  score: number | null;
  sites: LandingSite[];
  feedback: string;
  feedbackError: string | null;
  busy: boolean;
  error: string | null;
  unsubscribeHref: string;
  onScore(score: number): void;
  onSite(urlId: number): void;
  onFeedbackChange(v: string): void;
  onSendFeedback(): void;
}

/** The longest feedback the page accepts (the contract's limit). */
export const FEEDBACK_LIMIT = 5000;
