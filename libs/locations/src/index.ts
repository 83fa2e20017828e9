// The whole public surface of @locus/locations.

// model
export type { FormField, FormValues, LocationFields, PayloadOptions } from './model/form-rules.js';
export {
  FIELD_LABELS,
  FORM_MESSAGES,
  PLACE_ISSUES,
  REQUIRED_FIELDS,
  fieldError,
  formErrors,
  isRequired,
  locationPayload,
  newLocationValues,
  offersQuickPlaceSearch,
  placeIdField,
  requiredMessage,
  valuesOf,
} from './model/form-rules.js';
export type { NamedOption } from './model/lookups.js';
export { CATEGORY_DEBOUNCE_MS, CATEGORY_PAGE_SIZE, LOOKUP_MESSAGES, LOOKUP_PAGE_SIZE, prefixMatches } from './model/lookups.js';
export type { BillingPreviewInput } from './model/billing-preview.js';
export { BILLING_PREVIEW_ERROR, GENERIC_BILLING_TEXT, billingPreviewText, showsExactPrice } from './model/billing-preview.js';
export { NPI_MESSAGES, NPI_PATTERN, npiBlurAction, npiNumberError, npiSearchError } from './model/npi.js';
export type { OverrideKind } from './model/overrides.js';
export { OVERRIDE_MESSAGES, isOverridePhone, overrideError } from './model/overrides.js';
export { DELETE_MESSAGES, addLocationStep, deleteStep, deletedMessage } from './model/delete-flow.js';
export {
  DELETE_RETURN_KEYS,
  GROUPS_PATH,
  LIST_QUERY_KEYS,
  LOCATIONS_PATH,
  NEW_GROUP_PATH,
  NEW_LOCATION_PATH,
  afterCreatePath,
  afterDeletePath,
  detailPath,
  listPath,
} from './model/navigation.js';
export type { DetailContext, DetailField, DetailViewModel, LocationDetailInput } from './model/detail-view.js';
export {
  CONTACT_ADMIN_HOLIDAY_HOURS,
  NO_EXTERNAL_ID,
  SEE_ALL_HOLIDAY_HOURS,
  cityStateZip,
  detailViewModel,
} from './model/detail-view.js';
export type { DiffRow } from './model/sync-diff.js';
export { DIFF_FIELD_LABELS, SYNC_MESSAGES, diffRows } from './model/sync-diff.js';
export { GROUP_MESSAGES, locationsCountLabel } from './model/groups.js';
