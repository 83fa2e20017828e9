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
// --- end compose
