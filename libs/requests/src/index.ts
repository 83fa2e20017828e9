// The public surface of @locus/requests (Ask for Reviews): see README.md.
export { formatPhone, normalizeEmail, normalizePhone } from './contact-rules.js';

// --- compose (lib-compose): campaign draft, recipients, sending, confirmation, request templates, landing-page settings
export type {
  Campaign,
  CampaignApi,
  CampaignSite,
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
  formatCampaignDay,
  formatScheduled,
  systemCampaignClock,
  type CampaignClock,
} from './model/campaign-times.js';
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
