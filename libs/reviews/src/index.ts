// The whole public surface of @locus/reviews.
export { ReviewsListStore, type Review, type ReviewsListDeps } from './store/reviews-list-store.js';
export { REVIEWS_PER_PAGE } from './model/reviews-per-page.js';
export type { ReviewsApi, ReviewsPage } from './ports/reviews-api.js';
export { createReviewsApi } from './api/reviews-api.js';
export { ReviewsPreload } from './store/reviews-preload.js';
export { reviewDetailHref, reviewsBackHref } from './model/review-links.js';
export {
  responseStatusLabel,
  reviewListStatus,
  reviewRowView,
  type ReviewListStatus,
  type ReviewRowView,
} from './model/review-row-view.js';
