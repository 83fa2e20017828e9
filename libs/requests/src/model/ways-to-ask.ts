import type { ReviewLink } from '../ports/ways-to-ask-api.js';
import type { RequestsOption } from './request-history.js';
import type { RequestsLoadStatus } from './requests-overview.js';

/** Ways to ask for reviews without a campaign, per location (requests-view-models.md 10). */
export interface WaysToAskView {
  status: RequestsLoadStatus;
  loadError: string | null;
  locationOptions: RequestsOption<number>[];
  locationId: number | null;
  /** The location's best review link (Google first), null when none. */
  reviewLink: string | null;
  /** "Google" */
  siteLabel: string | null;
  /** What to do when there is no link yet. */
  noLinkHint: string | null;
  cardTitle: string;
  cardText: string;
  /** The e-mail signature snippet (HTML, every value escaped). */
  signatureHtml: string;
  copied: 'link' | 'signature' | null;
  onLocationChange(id: number): void;
  onCopyLink(): void;
  onCopySignature(): void;
  onPrintCard(): void;
}

export const WAYS_TO_ASK_MESSAGES = {
  loadFailed: "The location's review links could not be loaded.",
  noLocation: 'Add a location first: each location gets its own review link.',
  noLink:
    'This location has no checked review-site link yet. Add its Google or Facebook page under Review sites; once it is checked, its link shows here.',
  copyFailed: 'Copying did not work here; select the text and copy it by hand.',
} as const;

/** The sites customers most often review on come first; the rest by name. */
const PREFERRED_SITES = ['google', 'facebook'];

/** The link to share: Google first, then Facebook, then the others by site name; null when none. */
export function bestReviewLink(links: readonly ReviewLink[]): ReviewLink | null {
  const rank = (link: ReviewLink) => {
    const index = PREFERRED_SITES.indexOf(link.sourceCode);
    return index < 0 ? PREFERRED_SITES.length : index;
  };
  const sorted = [...links].sort(
    (a, b) => rank(a) - rank(b) || a.sourceName.localeCompare(b.sourceName) || a.urlId - b.urlId,
  );
  return sorted[0] ?? null;
}

/** The printable card, for the counter or the bag. */
export function reviewCard(
  locationName: string,
  link: ReviewLink | null,
): { cardTitle: string; cardText: string } {
  const cardTitle = locationName ? `Enjoyed your visit to ${locationName}?` : 'Enjoyed your visit?';
  const cardText = link
    ? `We would love to hear how it went. Leave us a review on ${link.sourceName}: ${link.url}`
    : 'We would love to hear how it went.';
  return { cardTitle, cardText };
}

/** Text as HTML text or attribute value: the five characters that could end either. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An e-mail signature line linking to the review page; empty when there is no link. */
export function signatureHtml(locationName: string, link: ReviewLink | null): string {
  if (!link) return '';
  const name = escapeHtml(locationName);
  return (
    `<p>Enjoyed your visit to ${name}? ` +
    `<a href="${escapeHtml(link.url)}">Leave us a review on ${escapeHtml(link.sourceName)}</a></p>`
  );
}
