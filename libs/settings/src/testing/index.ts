// Fixtures for tests and stories of the settings area.
export { accountFixture, profileFixture } from './settings-fixtures.js';
