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
export { OVERRIDE_MESSAGES, canEditOverrides, isOverridePhone, overrideError } from './model/overrides.js';
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
  createWidgetPath,
  detailPath,
  groupEditPath,
  listPath,
  listQueryFromUrl,
  listQueryToUrl,
} from './model/navigation.js';
export type { ListUrlQuery } from './model/navigation.js';
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

// ports
export type { LocationSession } from './ports/session.js';
export { LOCATION_SETTINGS, isHealthcare } from './ports/session.js';
export type { BlockedLeave, LeaveGuard } from './ports/leave-guard.js';
export type { LocationSortField, LocationSynced, LocationsApi, LocationsQuery } from './ports/locations-api.js';
export type { GroupFields, GroupsApi, GroupsQuery } from './ports/groups-api.js';
export type { Category, LookupsApi } from './ports/lookups-api.js';
export type { NpiApi, NpiSearch } from './ports/npi-api.js';
export type { BillingApi } from './ports/billing-api.js';
export type { NewOverride, OverrideFields, OverridesApi } from './ports/overrides-api.js';
export type { AccountsApi } from './ports/accounts-api.js';

// api: the ports over the openapi-fetch client
export type { LocationAreaApi } from './api/location-area-api.js';
export { createLocationAreaApi } from './api/location-area-api.js';
export { createAccountsApi } from './api/accounts-api.js';
export { createBillingApi } from './api/billing-api.js';
export { createGroupsApi } from './api/groups-api.js';
export { createLocationsApi } from './api/locations-api.js';
export { createLookupsApi } from './api/lookups-api.js';
export { createNpiApi } from './api/npi-api.js';
export { createOverridesApi } from './api/overrides-api.js';

// stores
export type { FormMode, LocationDetail, LocationFormStoreDeps, SaveOutcome } from './store/location-form-store.js';
export { LocationFormStore } from './store/location-form-store.js';
export type { Location, LocationListQuery, LocationListStoreDeps } from './store/location-list-store.js';
export { DEFAULT_LIST_QUERY, LOCATIONS_FETCH_ERROR, LocationListStore } from './store/location-list-store.js';
export type { Group, GroupStoreDeps } from './store/groups-store.js';
export { GroupEditStore, GroupFormStore, GroupListStore } from './store/groups-store.js';
export type { GroupStepStoreDeps } from './store/group-step-store.js';
export { GroupStepStore } from './store/group-step-store.js';
export type { SyncDiffStatus, SyncDiffStoreDeps } from './store/sync-diff-store.js';
export { SyncDiffStore } from './store/sync-diff-store.js';
export type { LocationDetailStoreDeps } from './store/location-detail-store.js';
export { LocationDetailStore } from './store/location-detail-store.js';
export type { DeleteLocationStoreDeps, DeleteModal } from './store/delete-location-store.js';
export { DeleteLocationStore } from './store/delete-location-store.js';
export type { OverrideDraft, OverridesStoreDeps } from './store/overrides-store.js';
export { OverridesStore } from './store/overrides-store.js';
export { CategorySearch, CountryStateLookups } from './store/lookups-store.js';
export { BillingPreviewStore } from './store/billing-preview-store.js';
export type { LocationFormLookupsDeps } from './store/form-lookups.js';
export { LocationFormLookups } from './store/form-lookups.js';
export type { QuickPlaceSearchDeps } from './store/quick-place-search.js';
export { QuickPlaceSearch, placeFoundText } from './store/quick-place-search.js';

// hooks
export { useLocationForm } from './hooks/use-location-form.js';
export type { LookupViewModel } from './hooks/use-location-lookups.js';
export { useLocationLookups } from './hooks/use-location-lookups.js';
export { useQuickPlaceSearch } from './hooks/use-quick-place-search.js';
export { useLocationDetail } from './hooks/use-location-detail.js';
export { useLocationList } from './hooks/use-location-list.js';
export { useGroupEdit, useGroupForm, useGroupList, useGroupStep } from './hooks/use-groups.js';
export { useDeleteLocation, useOverrides, useSyncDiff } from './hooks/use-location-modals.js';
export type { UnsavedChangesGuardOptions } from './hooks/use-unsaved-changes-guard.js';
export { useUnsavedChangesGuard } from './hooks/use-unsaved-changes-guard.js';
