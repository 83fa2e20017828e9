/** A tab of the Ask for Reviews section: each is its own page (a link), the current one marked active. */
export interface RequestReviewsTab {
  label: string;
  href: string;
  active: boolean;
}

/** The section's pages in tab order, by the auth lib's route ids (Microsurveys only with the account setting). */
export const REQUEST_REVIEWS_TABS: readonly { routeId: string; label: string; href: string }[] = [
  { routeId: 'request-reviews-overview', label: 'Overview', href: '/request-reviews/overview' },
  { routeId: 'request-reviews-compose', label: 'Send requests', href: '/request-reviews/compose' },
  { routeId: 'request-reviews-history', label: 'History', href: '/request-reviews/history' },
  { routeId: 'request-reviews-campaigns', label: 'Campaigns', href: '/request-reviews/campaigns' },
  { routeId: 'request-reviews-templates', label: 'Templates', href: '/request-reviews/templates' },
  { routeId: 'request-reviews-microsurveys', label: 'Microsurveys', href: '/request-reviews/microsurveys' },
  { routeId: 'request-reviews-ways-to-ask', label: 'Ways to ask', href: '/request-reviews/ways-to-ask' },
];

/** Where /request-reviews itself sends the user. */
export const REQUEST_REVIEWS_HOME = '/request-reviews/overview';

// A page reached from a tab without being one (the confirmation after a send) keeps its tab lit.
const ACTIVE_ALIAS: Readonly<Record<string, string>> = {
  'request-reviews': 'request-reviews-overview',
  'request-reviews-new-confirmation': 'request-reviews-compose',
  'microsurvey-summaries': 'request-reviews-microsurveys',
};

const MICROSURVEYS_ROUTE = 'request-reviews-microsurveys';

/**
 * The tab bar for the page of `routeId`: the tab of that page (or of the page it belongs to) is active. The
 * Microsurveys tab shows only when the account has the `microsurveys` setting.
 */
export function requestReviewsTabs(routeId: string, opts: { microsurveys?: boolean } = {}): RequestReviewsTab[] {
  const current = ACTIVE_ALIAS[routeId] ?? routeId;
  return REQUEST_REVIEWS_TABS.filter((tab) => opts.microsurveys === true || tab.routeId !== MICROSURVEYS_ROUTE).map(
    ({ routeId: id, label, href }) => ({ label, href, active: id === current }),
  );
}
