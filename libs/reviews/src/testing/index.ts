// Test helpers of @locus/reviews (tests only).
export { countingFetch } from './counting-fetch.js';
