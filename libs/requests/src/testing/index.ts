// Fixtures and fakes for tests and stories of the Ask for Reviews area.

// --- compose (lib-compose)
export {
  campaignFixture,
  campaignRecipientFixture,
  composeApis,
  composeFakeApi,
  COMPOSE_CLOCK,
  COMPOSE_LOCATIONS,
  COMPOSE_NOW,
  recipientUploadResultFixture,
  requestPageFixture,
  requestTemplateFixture,
  SITE_URLS_FIXTURE,
  SOURCES_FIXTURE,
} from './campaign-fixtures.js';
export { replyGate, type ReplyGate } from './reply-gate.js';
// --- end compose
// lib-report: the reports, the do-not-contact list, the customer's landing page.
export { campaignReportFixture, requestsOverviewFixture } from './requests-overview-fixtures.js';
export {
  doNotContactFixture,
  halPage,
  landingFixture,
  listPage,
  reviewRequestFixture,
} from './request-history-fixtures.js';
// microsurveys: the customer's public answer page
export { publicSurveyFixture } from './public-survey-fixtures.js';
// Microsurveys, the business's pages.
export { microsurveyFixture, microsurveyResponseFixture, microsurveySummaryFixture } from './microsurvey-fixtures.js';
