// Test helpers of @locus/reviews (tests only).
export { reviewsPageReply } from './reviews-page.js';
