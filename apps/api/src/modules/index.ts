import type { CompleteHandlerMap, HandlerMap, OperationId } from '../http/handler-types.js';
import { accountHandlers } from './accounts/accounts-handlers.js';
import { authHandlers } from './auth/auth-handlers.js';
import { exportHandlers } from './exports/exports-handlers.js';
import { groupHandlers } from './groups/groups-handlers.js';
import { insightHandlers } from './insights/insights-handlers.js';
import { integrationHandlers } from './integrations/integrations-handlers.js';
import { catalogueHandlers } from './integrations/catalogue-handlers.js';
import { oauthHandlers } from './integrations/oauth-handlers.js';
import { issueHandlers } from './issues/issues-handlers.js';
import { localListingHandlers } from './listings/local-listings-handlers.js';
import { listingStatusHandlers } from './listings/listing-status-handlers.js';
import { locationDiffHandlers } from './locations/location-diff-handlers.js';
import { sourceOverrideHandlers } from './locations/source-overrides-handlers.js';
import { locationHandlers } from './locations/locations-handlers.js';
import { npiHandlers } from './npi/npi-handlers.js';
import { specialHoursHandlers } from './hours/special-hours-handlers.js';
import { lookupHandlers } from './lookups/lookups-handlers.js';
import { mediaHandlers } from './media/media-handlers.js';
import { systemHandlers } from './system/system-handlers.js';
import { passwordHandlers } from './signup/passwords-handlers.js';
import { campaignHandlers } from './requests/campaigns-handlers.js';
import { campaignReportHandlers } from './requests/campaign-reports-handlers.js';
import { doNotContactHandlers } from './requests/do-not-contact-handlers.js';
import { landingHandlers } from './requests/landing-handlers.js';
import { microsurveyHandlers } from './requests/microsurveys-handlers.js';
import { publicSurveyHandlers } from './requests/public-survey-handlers.js';
import { recipientCsvHandlers } from './requests/recipient-csv-handlers.js';
import { requestPageHandlers } from './requests/request-page-handlers.js';
import { requestTemplateHandlers } from './requests/request-templates-handlers.js';
import { reviewHandlers } from './reviews/reviews-handlers.js';
import { reviewHistoryHandlers } from './reviews/review-history-handlers.js';
import { reviewAlertHandlers } from './reviews/review-alerts-handlers.js';
import { responseTemplateHandlers } from './reviews/response-templates-handlers.js';
import { responseHandlers } from './reviews/responses-handlers.js';
import { performanceCsvHandlers } from './scoring/performance-csv-handlers.js';
import { dashboardHandlers } from './scoring/dashboard-handlers.js';
import { scoringHandlers } from './scoring/scoring-handlers.js';
import { scheduledExportHandlers } from './exports/scheduled-exports-handlers.js';
import { signupHandlers } from './signup/signup-handlers.js';
import { tagHandlers } from './tags/tags-handlers.js';
import { userPreferenceHandlers } from './user-preferences/user-preferences-handlers.js';
import { userHandlers } from './users/users-handlers.js';
import { emailChangeHandlers } from './users/email-change-handlers.js';
import { passwordChangeHandlers } from './users/password-change-handlers.js';
import { uiSettingsHandlers } from './users/ui-settings-handlers.js';
import { locationAccessHandlers } from './users/location-access-handlers.js';
import { whitelabelHandlers } from './whitelabels/whitelabels-handlers.js';
import { widgetHandlers } from './widgets/widgets-handlers.js';

const areas = [
  authHandlers,
  signupHandlers,
  passwordHandlers,
  accountHandlers,
  userHandlers,
  emailChangeHandlers,
  passwordChangeHandlers,
  uiSettingsHandlers,
  groupHandlers,
  locationHandlers,
  specialHoursHandlers,
  sourceOverrideHandlers,
  locationDiffHandlers,
  npiHandlers,
  issueHandlers,
  lookupHandlers,
  tagHandlers,
  integrationHandlers,
  catalogueHandlers,
  oauthHandlers,
  whitelabelHandlers,
  userPreferenceHandlers,
  reviewHandlers,
  reviewHistoryHandlers,
  reviewAlertHandlers,
  locationAccessHandlers,
  responseTemplateHandlers,
  responseHandlers,
  requestTemplateHandlers,
  campaignHandlers,
  doNotContactHandlers,
  requestPageHandlers,
  recipientCsvHandlers,
  landingHandlers,
  campaignReportHandlers,
  microsurveyHandlers,
  publicSurveyHandlers,
  exportHandlers,
  scheduledExportHandlers,
  systemHandlers,
  widgetHandlers,
  mediaHandlers,
  insightHandlers,
  localListingHandlers,
  listingStatusHandlers,
  scoringHandlers,
  performanceCsvHandlers,
  dashboardHandlers,
] as const;

/** The operationIds some module handles. */
type Handled = KeysOf<(typeof areas)[number]>;
type KeysOf<M> = M extends unknown ? keyof M : never;
/** Compile-time coverage: an operation of the contract without a handler fails here, naming its operationId. */
type NoneMissing<Missing extends never> = Missing;
export type EveryOperationHandled = NoneMissing<Exclude<OperationId, Handled>>;

/** Every operation handler, keyed by the contract's operationId (each id belongs to exactly one area). */
export const allHandlers = mergeHandlers(areas) as CompleteHandlerMap;

/** One map of the modules' maps; two modules claiming one operationId is a start-up error. */
export function mergeHandlers(maps: readonly HandlerMap[]): HandlerMap {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [operationId, handler] of Object.entries(map)) {
      if (operationId in merged) throw new Error(`Two handlers for operation ${operationId}`);
      merged[operationId] = handler;
    }
  }
  return merged as HandlerMap;
}
