// Test helpers of @locus/integrations (tests only; not part of the lib's main surface).
export { integrationFixture, recordingNavigator } from './integration-fixtures.js';
