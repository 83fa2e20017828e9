import type { Schemas } from '@locus/api-client';
import type { Landing } from '../ports/landing-api.js';

export type LandingStatus =
  'loading' | 'not_found' | 'question' | 'sites' | 'feedback' | 'thanks' | 'unsubscribed' | 'error';

/** The customer's landing page as the design system's LandingView takes it (requests-view-models.md 9). */
export interface LandingView {
  status: LandingStatus;
  locationName: string;
  locationAddress: string;
  logoUrl: string | null;
  contactEmail: string | null;
  contactNumber: string | null;
  customerFirstName: string;
  feedbackType: Schemas['FeedbackType'];
  score: number | null;
  /** "Review us on Google" */
  sites: { urlId: number; label: string }[];
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

/** The private feedback's length limit (the contract's LandingFeedbackWrite). */
export const LANDING_FEEDBACK_MAX = 5000;

export const LANDING_MESSAGES = {
  loadFailed: 'This page could not be loaded. Please check your connection and try again.',
  answerFailed: 'Your answer could not be sent. Please try again.',
  clickFailed: 'The review site could not be opened. Please try again.',
  feedbackFailed: 'Your feedback could not be sent. Please try again.',
  feedbackRequired: 'Please tell us about your visit.',
} as const;

/** The scores each question accepts: 0-10 for "How likely are you to recommend us?", 1-5 stars. */
export function scoreRange(type: Schemas['FeedbackType']): { min: number; max: number } {
  return type === 'nps' ? { min: 0, max: 10 } : { min: 1, max: 5 };
}

export function isValidScore(type: Schemas['FeedbackType'], score: number): boolean {
  const { min, max } = scoreRange(type);
  return Number.isInteger(score) && score >= min && score <= max;
}

/** What the private feedback box says is wrong, or null when it can be sent. */
export function feedbackError(text: string): string | null {
  if (!text.trim()) return LANDING_MESSAGES.feedbackRequired;
  if (text.length > LANDING_FEEDBACK_MAX)
    return `Please keep it under ${LANDING_FEEDBACK_MAX.toLocaleString('en-US')} characters (now ${text.length.toLocaleString('en-US')}).`;
  return null;
}

/** Where a customer who comes back lands: unsubscribed, already answered (thanks), or the question. */
export function landingStart(landing: Landing): LandingStatus {
  if (landing.unsubscribed) return 'unsubscribed';
  return landing.score === null ? 'question' : 'thanks';
}

export const landingSiteLabel = (sourceName: string): string => `Review us on ${sourceName}`;

/** The page where the customer stops receiving requests (the web app's /unsubscribe/requests/{token}). */
export const unsubscribeHref = (token: string): string =>
  `/unsubscribe/requests/${encodeURIComponent(token)}`;
