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
export type { DraftStorage } from './ports/draft-storage.js';
export { responseCapability, type ResponseCapability, type SourceCode } from './model/response-sites.js';
export {
  fillResponseTemplate,
  placeholderMarker,
  RESPONSE_PLACEHOLDERS,
  reviewerFirstName,
  unknownPlaceholders,
  type FilledResponseTemplate,
  type ResponsePlaceholder,
  type ResponseTemplateValues,
} from './model/response-templates.js';
export {
  responseCounterText,
  responseLength,
  responseValidationMessage,
  type ResponseLength,
} from './model/response-length.js';
export {
  checkHealthcareReply,
  HEALTHCARE_REPLY_RULES,
  healthcareReplyCheckApplies,
  type HealthcareReplyCheck,
  type HealthcareReplyMatch,
  type HealthcareReplyMode,
  type HealthcareReplyRule,
} from './model/healthcare-reply-check.js';
export {
  clearResponseDraft,
  parseResponseDraft,
  responseDraftKey,
  restoreResponseDraft,
  saveResponseDraft,
  serialiseResponseDraft,
  type ResponseDraftIds,
} from './model/response-draft.js';
