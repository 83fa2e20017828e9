// Test helpers of @locus/reviews (tests only).
export { reviewsPageReply } from './reviews-page.js';
export {
  APOLOGY_TEMPLATE,
  FIXTURE_NOW,
  RESPONSE_TEMPLATES_FIXTURE,
  REVIEW_EVENTS_FIXTURE,
  responseFixture,
  responseTemplateFixture,
  reviewDetailFixture,
  reviewFixture,
  THANKS_TEMPLATE,
} from './review-fixtures.js';
export { fakeResponsesApi, memoryDraftStorage, type FakeStream } from './fake-responses-api.js';
export { ALERT_GROUPS_FIXTURE, reviewAlertFixture } from './review-alert-fixtures.js';
