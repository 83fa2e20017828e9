// Fixtures and fakes for tests and stories of the Ask for Reviews area.

// lib-report: the reports, the do-not-contact list, the customer's landing page.
export { campaignReportFixture, requestsOverviewFixture } from './requests-overview-fixtures.js';
export {
  doNotContactFixture,
  halPage,
  landingFixture,
  listPage,
  reviewRequestFixture,
} from './request-history-fixtures.js';
