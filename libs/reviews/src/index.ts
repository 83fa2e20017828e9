// The whole public surface of @locus/reviews.
export { ReviewsListStore, type Review, type ReviewsListDeps } from './store/reviews-list-store.js';
export { fetchReviewsPage, REVIEWS_PER_PAGE, type ReviewsPage } from './store/reviews-fetch.js';
export { ReviewsPreload } from './store/reviews-preload.js';
export { reviewDetailHref, reviewsBackHref } from './model/review-links.js';
export {
  responseStatusLabel,
  reviewListStatus,
  reviewRowView,
  type ReviewListStatus,
  type ReviewRowView,
} from './model/review-row-view.js';
