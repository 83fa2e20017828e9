// The public surface of @locus/requests (Ask for Reviews): see README.md.
export { formatPhone, normalizeEmail, normalizePhone } from './contact-rules.js';

// --- compose (lib-compose): campaign draft, recipients, sending, confirmation, request templates, landing-page settings
export type {
  Campaign,
  CampaignApi,
  CampaignSite,
  CampaignSiteUrl,
  CampaignSource,
  CampaignWrite,
  FeedbackType,
  RequestTemplate,
  RequestType,
} from './ports/campaign-api.js';
export type { RecipientsApi, RecipientUploadResult, RecipientWrite } from './ports/recipients-api.js';
export type { SendApi } from './ports/send-api.js';
export type { RequestTemplatesApi, RequestTemplateWrite } from './ports/request-templates-api.js';
export type { RequestPage, RequestPageApi, RequestPageWrite } from './ports/request-page-api.js';
export { createCampaignApi, defaultMediaFileUrl, type CampaignApiOptions } from './api/campaign-api.js';
export { createRecipientsApi } from './api/recipients-api.js';
export { createSendApi } from './api/send-api.js';
export { createRequestTemplatesApi } from './api/request-templates-api.js';
export { createRequestPageApi } from './api/request-page-api.js';
export {
  applyFeedbackType,
  applyTemplate,
  CONTENT_MAX,
  DEFAULT_FEEDBACK_TYPE,
  draftFieldErrors,
  draftFromCampaign,
  draftGone,
  DRAFT_GONE_MESSAGE,
  draftWriteBody,
  FEEDBACK_PLACEHOLDER,
  FEEDBACK_TEXT,
  newCampaignDraft,
  SUBJECT_MAX,
  type CampaignDraft,
  type ComposerField,
  type ComposeSettings,
  type DraftGone,
  type LayoutId,
} from './model/campaign-draft.js';
export {
  SMS_CONCATENATED_SEGMENT,
  SMS_MAX,
  SMS_SEGMENT,
  smsLength,
  type SmsLength,
} from './model/campaign-sms-length.js';
export {
  HEADER_IMAGE_IDLE,
  headerImageFields,
  headerImageStep,
  type HeaderImageEvent,
  type HeaderImageFields,
  type HeaderImageState,
} from './model/campaign-header-image.js';
export {
  CAMPAIGN_PLACEHOLDERS,
  FEEDBACK_OPTIONS,
  fillSample,
  insertPlaceholder,
  LAYOUT_OPTIONS,
  REMINDER_OPTIONS,
  requestTypeOptions,
  SAMPLE_CUSTOMER,
  type CampaignComposerView,
  type ViewLoadStatus,
  type ViewOption,
} from './model/campaign-composer-view.js';
export {
  formatDay,
  formatScheduled,
  systemClock,
  type Clock,
} from './model/request-times.js';
export {
  MAX_HAND_ROWS,
  recipientRowErrors,
  recipientsToSave,
  type RecipientField,
  type RecipientRow,
  type RecipientRowErrors,
} from './model/recipient-rows.js';
export {
  failedRowsHref,
  RECIPIENT_TEMPLATE_HREF,
  RECIPIENT_UPLOAD_IDLE,
  recipientUploadStep,
  uploadEmptiesRecipients,
  type RecipientUploadEvent,
  type RecipientUploadState,
} from './model/recipient-upload.js';
export type { RecipientRowView, RecipientsPanelView } from './model/recipients-panel-view.js';
export {
  campaignConfirmationView,
  CONFIRMATION_HREFS,
  confirmationHref,
  SCHEDULE_MAX_DAYS,
  SCHEDULE_MIN_MINUTES,
  scheduleBounds,
  scheduledIso,
  scheduleProblem,
  sendSummary,
  type CampaignConfirmationView,
  type SendPanelView,
} from './model/send-panel.js';
export {
  REQUEST_TYPE_LABEL,
  requestTemplateErrors,
  requestTemplateRowView,
  TEMPLATE_NAME_MAX,
  templateNameCounter,
  type RequestTemplateEditing,
  type RequestTemplateEditorView,
  type RequestTemplateField,
  type RequestTemplateRowView,
  type RequestTemplatesView,
} from './model/request-templates-view.js';
export {
  REQUEST_PAGE_DEFAULTS,
  requestPageChange,
  requestPageErrors,
  requestPageForm,
  requestPageWriteBody,
  type RequestPageField,
  type RequestPageForm,
  type RequestPageSettingsView,
} from './model/request-page-settings.js';
export {
  CampaignDraftStore,
  type CampaignComposerData,
  type CampaignDraftDeps,
  type ComposeLocation,
  type DraftTextField,
} from './store/campaign-draft-store.js';
export { NO_DRAFT, RecipientsStore, type RecipientsDeps, type RecipientsPanelData } from './store/recipients-store.js';
export { SendStore, type CampaignSentRoute, type SendDeps, type SendPanelData } from './store/send-store.js';
export { createComposeStores, type ComposeStores, type ComposeStoresDeps } from './store/compose-stores.js';
export { CampaignConfirmationStore, type CampaignConfirmationDeps } from './store/campaign-confirmation-store.js';
export {
  RequestTemplatesStore,
  type RequestTemplatesData,
  type RequestTemplatesDeps,
} from './store/request-templates-store.js';
export {
  RequestPageSettingsStore,
  type RequestPageSettingsData,
  type RequestPageSettingsDeps,
} from './store/request-page-settings-store.js';
export { useCampaignComposer } from './hooks/use-campaign-composer.js';
export { useRecipientsPanel } from './hooks/use-recipients-panel.js';
export { useSendPanel } from './hooks/use-send-panel.js';
export { useCampaignConfirmation, type CampaignConfirmationOptions } from './hooks/use-campaign-confirmation.js';
export { useRequestTemplates } from './hooks/use-request-templates.js';
export { useRequestPageSettings } from './hooks/use-request-page-settings.js';
// --- end compose
// lib-report: the requests overview, the request history, the campaign reports, the do-not-contact list,
// the customer's landing page and the ways to ask.
export { formatCount, NO_RATE, rangeLabel, rate } from './model/requests-overview-format.js';
export type {
  RequestsLoadStatus,
  RequestsOverviewCardView,
  RequestsOverviewView,
} from './model/requests-overview.js';
export { COMPOSE_HREF, overviewCards, overviewData } from './model/requests-overview.js';
export { requestsPeriod, type RequestsFilterState } from './model/requests-period.js';
export type { CampaignOverview, RequestsOverviewApi, RequestsPeriod } from './ports/requests-overview-api.js';
export { createRequestsOverviewApi } from './api/requests-overview-api.js';
export { RequestsOverviewStore, type RequestsOverviewDeps } from './store/requests-overview-store.js';
export { useRequestsOverview } from './hooks/use-requests-overview.js';

export type { RequestHistoryRowView, RequestHistoryView, RequestsOption } from './model/request-history.js';
export {
  OUTCOME_LABELS,
  OUTCOME_OPTIONS,
  requestContact,
  requestHistoryRow,
  reviewHref,
} from './model/request-history.js';
export type {
  RequestHistoryApi,
  RequestHistoryQuery,
  RequestOutcome,
  ReviewRequest,
} from './ports/request-history-api.js';
export { createRequestHistoryApi } from './api/request-history-api.js';
export { RequestHistoryStore, type RequestHistoryDeps } from './store/request-history-store.js';
export { useRequestHistory } from './hooks/use-request-history.js';

export type { CampaignReportRowView, CampaignReportsView } from './model/campaign-report.js';
export {
  CAMPAIGN_STATUS_LABELS,
  campaignReportRow,
  nextSort,
  REQUEST_TYPE_LABELS,
} from './model/campaign-report.js';
export type {
  CampaignReport,
  CampaignReportApi,
  CampaignReportFilters,
  CampaignReportQuery,
  CampaignReportSort,
} from './ports/campaign-report-api.js';
export { createCampaignReportApi } from './api/campaign-report-api.js';
export { CampaignReportsStore, type CampaignReportsDeps } from './store/campaign-report-store.js';
export { useCampaignReports } from './hooks/use-campaign-reports.js';

export type { DoNotContactRowView, DoNotContactView } from './model/do-not-contact.js';
export { DO_NOT_CONTACT_MESSAGES, doNotContactRow, readDoNotContactDraft } from './model/do-not-contact.js';
export type { DoNotContact, DoNotContactApi, DoNotContactEntry } from './ports/do-not-contact-api.js';
export { createDoNotContactApi } from './api/do-not-contact-api.js';
export { DoNotContactStore, type DoNotContactDeps } from './store/do-not-contact-store.js';
export { useDoNotContact } from './hooks/use-do-not-contact.js';

export type { LandingStatus, LandingView } from './model/landing.js';
export {
  feedbackError,
  isValidScore,
  LANDING_FEEDBACK_MAX,
  landingStart,
  scoreRange,
  unsubscribeHref,
} from './model/landing.js';
export type { Landing, LandingApi } from './ports/landing-api.js';
export { createLandingApi } from './api/landing-api.js';
export { LandingStore, type LandingDeps } from './store/landing-store.js';
export { useLanding } from './hooks/use-landing.js';

export type { WaysToAskView } from './model/ways-to-ask.js';
export { bestReviewLink, escapeHtml, reviewCard, signatureHtml } from './model/ways-to-ask.js';
export type { ReviewLink, WaysToAskApi } from './ports/ways-to-ask-api.js';
export { createWaysToAskApi } from './api/ways-to-ask-api.js';
export { WaysToAskStore, type WaysToAskDeps } from './store/ways-to-ask-store.js';
export { useWaysToAsk } from './hooks/use-ways-to-ask.js';

// The section's tab bar (the app's frame of every Ask for Reviews page).
export {
  REQUEST_REVIEWS_HOME,
  REQUEST_REVIEWS_TABS,
  requestReviewsTabs,
  type RequestReviewsTab,
} from './model/request-reviews-tabs.js';

// --- microsurveys: the customer's public answer page (/s/{token})
export type { PublicSurvey, PublicSurveyApi, SurveyAnswerWrite, SurveyQuestion } from './ports/public-survey-api.js';
export { createPublicSurveyApi } from './api/public-survey-api.js';
export {
  answerKey,
  isSurveyStar,
  PUBLIC_SURVEY_MESSAGES,
  STAR_KEY,
  SURVEY_ATTRIBUTE_VALUE_MAX,
  SURVEY_ATTRIBUTES_MAX,
  SURVEY_TEXT_MAX,
  surveyAnswerBody,
  surveyAnswerErrors,
  surveyLinkParams,
  type PublicSurveyQuestionView,
  type PublicSurveyStarView,
  type PublicSurveyStatus,
  type PublicSurveyView,
  type SurveyLinkParams,
} from './model/public-survey.js';
export { PublicSurveyStore, type PublicSurveyDeps } from './store/public-survey-store.js';
export { usePublicSurvey } from './hooks/use-public-survey.js';
// --- end microsurveys public
// Microsurveys, the business's pages (issue 23 item 7): the list, the editor, the summaries.
export type {
  Microsurvey,
  MicrosurveyPeriod,
  MicrosurveyQuestion,
  MicrosurveyQuestionType,
  MicrosurveyResponse,
  MicrosurveysApi,
  MicrosurveySummary,
  MicrosurveyWrite,
} from './ports/microsurveys-api.js';
export { createMicrosurveysApi } from './api/microsurveys-api.js';
export {
  addQuestion,
  DEFAULT_STAR_QUESTION,
  MICROSURVEY_EDITOR_MESSAGES,
  MICROSURVEY_LIMITS,
  MICROSURVEY_QUESTION_TYPE_LABELS,
  microsurveyDraftErrors,
  microsurveyDraftOf,
  microsurveyNameCounter,
  microsurveyWriteBody,
  moveQuestion,
  newMicrosurveyDraft,
  nextQuestionId,
  type MicrosurveyDraft,
  type MicrosurveyEditorView,
  type MicrosurveyQuestionView,
  type MicrosurveyStarScale,
} from './model/microsurvey-editor.js';
export {
  MICROSURVEYS_MESSAGES,
  microsurveyQuestionCount,
  microsurveyRow,
  microsurveyShareUrl,
  microsurveySummariesHref,
  type MicrosurveyRowView,
  type MicrosurveysView,
} from './model/microsurvey-list.js';
export {
  MICROSURVEY_SUMMARY_MESSAGES,
  microsurveyBars,
  microsurveyPeriodLabel,
  microsurveyResponseRow,
  type MicrosurveyBarView,
  type MicrosurveyQuestionSummaryView,
  type MicrosurveyResponseRowView,
  type MicrosurveySummaryView,
} from './model/microsurvey-summary.js';
export { MicrosurveyEditorStore, type MicrosurveyEditorDeps } from './store/microsurvey-editor-store.js';
export { MicrosurveysStore, type MicrosurveysDeps } from './store/microsurveys-store.js';
export { MicrosurveySummaryStore, type MicrosurveySummaryDeps } from './store/microsurvey-summary-store.js';
export { useMicrosurveys } from './hooks/use-microsurveys.js';
export { useMicrosurveyEditor } from './hooks/use-microsurvey-editor.js';
export { useMicrosurveySummary } from './hooks/use-microsurvey-summary.js';
