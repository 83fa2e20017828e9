// Test helpers of the widgets domain (tests only; not part of the lib's main surface).
export { fakeWidgetsApi, widgetFixture } from './fake-widgets-api.js';
export { ALL_AMPLIFY_SETTINGS } from './fixtures.js';
