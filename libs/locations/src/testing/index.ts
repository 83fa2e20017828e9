// Test helpers of the location domain (tests only; not part of the lib's main surface).
export { locationDetail, testSession } from './fixtures.js';
