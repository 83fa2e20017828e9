// Test helpers of @locus/integrations (tests only; not part of the lib's main surface).
export { catalogueReply, integrationFixture, recordingNavigator, wireIntegrationFixture } from './integration-fixtures.js';
