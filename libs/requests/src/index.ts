// The public surface of @locus/requests (Ask for Reviews): see README.md.
export { formatPhone, normalizeEmail, normalizePhone } from './contact-rules.js';

// lib-report: the requests overview, the request history, the campaign reports, the do-not-contact list,
// the customer's landing page and the ways to ask.
export type { Clock } from './model/requests-overview-format.js';
export { formatCount, NO_RATE, rangeLabel, rate, systemClock } from './model/requests-overview-format.js';
export type {
  RequestsLoadStatus,
  RequestsOverviewCardView,
  RequestsOverviewView,
} from './model/requests-overview.js';
export { COMPOSE_HREF, overviewCards, overviewData } from './model/requests-overview.js';
export type { CampaignOverview, RequestsOverviewApi, RequestsPeriod } from './ports/requests-overview-api.js';
export { createRequestsOverviewApi } from './api/requests-overview-api.js';
export { RequestsOverviewStore, type RequestsOverviewDeps } from './store/requests-overview-store.js';
export { useRequestsOverview } from './hooks/use-requests-overview.js';

export type { RequestHistoryRowView, RequestHistoryView, RequestsOption } from './model/request-history.js';
export {
  OUTCOME_LABELS,
  OUTCOME_OPTIONS,
  requestContact,
  requestHistoryRow,
  reviewHref,
} from './model/request-history.js';
export type {
  RequestHistoryApi,
  RequestHistoryQuery,
  RequestOutcome,
  ReviewRequest,
} from './ports/request-history-api.js';
export { createRequestHistoryApi } from './api/request-history-api.js';
export { RequestHistoryStore, type RequestHistoryDeps } from './store/request-history-store.js';
export { useRequestHistory } from './hooks/use-request-history.js';

export type { CampaignReportRowView, CampaignReportsView } from './model/campaign-report.js';
export {
  CAMPAIGN_STATUS_LABELS,
  campaignReportRow,
  nextSort,
  REQUEST_TYPE_LABELS,
} from './model/campaign-report.js';
export type {
  CampaignReport,
  CampaignReportApi,
  CampaignReportFilters,
  CampaignReportQuery,
  CampaignReportSort,
} from './ports/campaign-report-api.js';
export { createCampaignReportApi } from './api/campaign-report-api.js';
export { CampaignReportsStore, type CampaignReportsDeps } from './store/campaign-report-store.js';
export { useCampaignReports } from './hooks/use-campaign-reports.js';

export type { DoNotContactRowView, DoNotContactView } from './model/do-not-contact.js';
export { DO_NOT_CONTACT_MESSAGES, doNotContactRow, readDoNotContactDraft } from './model/do-not-contact.js';
export type { DoNotContact, DoNotContactApi, DoNotContactEntry } from './ports/do-not-contact-api.js';
export { createDoNotContactApi } from './api/do-not-contact-api.js';
export { DoNotContactStore, type DoNotContactDeps } from './store/do-not-contact-store.js';
export { useDoNotContact } from './hooks/use-do-not-contact.js';

export type { LandingStatus, LandingView } from './model/landing.js';
export {
  feedbackError,
  isValidScore,
  LANDING_FEEDBACK_MAX,
  landingStart,
  scoreRange,
  unsubscribeHref,
} from './model/landing.js';
export type { Landing, LandingApi } from './ports/landing-api.js';
export { createLandingApi } from './api/landing-api.js';
export { LandingStore, type LandingDeps } from './store/landing-store.js';
export { useLanding } from './hooks/use-landing.js';

export type { WaysToAskView } from './model/ways-to-ask.js';
export { bestReviewLink, escapeHtml, reviewCard, signatureHtml } from './model/ways-to-ask.js';
export type { ReviewLink, WaysToAskApi } from './ports/ways-to-ask-api.js';
export { createWaysToAskApi } from './api/ways-to-ask-api.js';
export { WaysToAskStore, type WaysToAskDeps } from './store/ways-to-ask-store.js';
export { useWaysToAsk } from './hooks/use-ways-to-ask.js';
