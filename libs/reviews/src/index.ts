// The whole public surface of @locus/reviews.
export { ReviewsListStore, type Review, type ReviewsListDeps } from './store/reviews-list-store.js';
export { REVIEWS_PER_PAGE } from './model/reviews-per-page.js';
export type { ReviewDetailApi, ReviewsApi, ReviewsPage } from './ports/reviews-api.js';
export { createReviewsApi } from './api/reviews-api.js';
export { ReviewsPreload } from './store/reviews-preload.js';
export { reviewDetailHref, reviewsBackHref } from './model/review-links.js';
export {
  responseNote,
  reviewChangesOf,
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

// Answering reviews: ports and their adapters.
export type {
  ResponsesApi,
  ReviewEvent,
  ReviewEventsApi,
  ReviewLiveState,
  ReviewResponse,
  ReviewStatus,
  ReviewStatusApi,
} from './ports/responses-api.js';
export type { ResponseTemplate, ResponseTemplateDraft, ResponseTemplatesApi } from './ports/response-templates-api.js';
export type { ReviewTagsApi } from './ports/review-tags-api.js';
export {
  createResponsesApi,
  createReviewEventsApi,
  createReviewStatusApi,
  parseLiveState,
} from './api/responses-api.js';
export { createResponseTemplatesApi } from './api/response-templates-api.js';
export { createReviewTagsApi } from './api/review-tags-api.js';

// Answering reviews: rules and view models.
export { formatDateTime, formatDay, formatWhen, systemClock, type Clock } from './model/review-times.js';
export {
  DELETE_FAILED_TEXT,
  isPending,
  NO_RESPOND_PERMISSION_TEXT,
  PUBLISH_FAILED_TEXT,
  responseAuthorText,
  responseRetryText,
  responseState,
  responseStatusText,
  type ResponseComposerState,
} from './model/response-state.js';
export { REVIEW_STATUS_OPTIONS, reviewStatusName } from './model/review-status.js';
export { reviewDetailView, type ReviewDetailView } from './model/review-detail-view.js';
export {
  reviewHistoryView,
  type ReviewHistoryContext,
  type ReviewHistoryRow,
} from './model/review-history-view.js';

// Answering reviews: stores.
export {
  composerReviewOf,
  ResponseComposerStore,
  type ComposerConfirm,
  type ComposerReview,
  type ResponseComposerDeps,
  type ResponseComposerView,
} from './store/response-composer-store.js';
export {
  ResponseTemplatesStore,
  type ResponseTemplateEditing,
  type ResponseTemplateEditorView,
  type ResponseTemplatesDeps,
  type ResponseTemplatesView,
} from './store/response-templates-store.js';
export {
  responseTemplateFieldErrors,
  TEMPLATE_CONTENT_MAX,
  TEMPLATE_NAME_MAX,
  templateFieldsValid,
  type TemplateFieldErrors,
} from './model/response-template-fields.js';
export { ReviewStatusStore, type ReviewStatusDeps, type ReviewStatusView } from './store/review-status-store.js';
export { ReviewTagsStore, type ReviewTagsDeps, type ReviewTagsView } from './store/review-tags-store.js';
export { ReviewHistoryStore, type ReviewHistoryDeps, type ReviewHistoryView } from './store/review-history-store.js';
export {
  createReviewAnswerStores,
  ReviewAnswerLoader,
  type ReviewAnswerDeps,
  type ReviewAnswerStores,
} from './store/review-answer-stores.js';

// Answering reviews: hooks (view models for the design system's views).
export { useResponseComposer } from './hooks/use-response-composer.js';
export { useResponseTemplates } from './hooks/use-response-templates.js';
export { useReviewTags } from './hooks/use-review-tags.js';
export { useReviewHistory } from './hooks/use-review-history.js';
export { useReviewStatus } from './hooks/use-review-status.js';
export { useReviewAnswer } from './hooks/use-review-answer.js';

// The /reviews tag filter's choices.
export { TagFilterStore, type TagFilterDeps } from './store/tag-filter-store.js';
export { useTagFilter } from './hooks/use-tag-filter.js';

// New-review alert e-mails: the signed-in user's settings (issue 22 item 7).
export type {
  ReviewAlert,
  ReviewAlertRatings,
  ReviewAlertSettings,
  ReviewAlertsApi,
} from './ports/review-alerts-api.js';
export { createReviewAlertsApi } from './api/review-alerts-api.js';
export {
  alertSettingsDiffer,
  alertSettingsOf,
  REVIEW_ALERT_MESSAGES,
  unsubscribedNotice,
} from './model/review-alerts.js';
export { ReviewAlertsStore, type ReviewAlertsDeps, type ReviewAlertsView } from './store/review-alerts-store.js';
export { useReviewAlerts } from './hooks/use-review-alerts.js';
