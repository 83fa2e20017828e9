// The whole public surface of @locus/reviews.
export { ReviewsListStore, REVIEWS_PER_PAGE, type Review, type ReviewsListDeps } from './store/reviews-list-store.js';
export { reviewDetailHref, reviewsBackHref } from './model/review-links.js';
export {
  responseStatusLabel,
  reviewListStatus,
  reviewRowView,
  type ReviewListStatus,
  type ReviewRowView,
} from './model/review-row-view.js';
