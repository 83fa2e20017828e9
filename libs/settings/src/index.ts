// The whole public surface of @locus/settings: the user's and the account's settings (issue 29 part 3).

// ports and adapters
export type {
  Account,
  AccountApi,
  AccountUpdate,
  CredentialsApi,
  EmailChangePending,
  EmailConfirmationApi,
  PasswordChangeRequest,
  Profile,
  ProfileApi,
  ProfileUpdate,
  UiSettingsApi,
} from './ports/settings-api.js';
export { createAccountApi, createCredentialsApi, createEmailConfirmationApi, createProfileApi, createUiSettingsApi } from './api/settings-api.js';

// model
export type { FieldErrors, FormValues, FormView, FormViewData } from './model/form-view.js';
export { emailError, isTimeZone, timeZoneChoices } from './model/field-rules.js';
export type { SettingsIndexView, SettingsSection } from './model/settings-index.js';
export { SETTINGS_SECTIONS, settingsIndex } from './model/settings-index.js';
export type { ProfileField, ProfileValues } from './model/profile-form.js';
export { PROFILE_SAVED, profileErrors, profileValues, profileWriteBody } from './model/profile-form.js';
export type { EmailField, EmailValues } from './model/email-change.js';
export { emailChangeErrors, emailLinkSent } from './model/email-change.js';
export type { PasswordField, PasswordValues } from './model/password-form.js';
export { MIN_PASSWORD_LENGTH, PASSWORD_CHANGED, passwordErrors, passwordWriteBody } from './model/password-form.js';
export type { ToastDurationField, ToastDurationValues } from './model/toast-duration.js';
export { DEFAULT_TOAST_DURATION_MS, TOAST_DURATION_CHOICES, toastDurationMs, toastDurationValues } from './model/toast-duration.js';
export type { AccountField, AccountValues, Vertical } from './model/account-form.js';
export { ACCOUNT_SAVED, VERTICALS, accountErrors, accountValues, accountWriteBody } from './model/account-form.js';
export type { EmailConfirmationView } from './model/email-confirmation.js';
export { CONFIRMING, READY, confirmedView, failedView } from './model/email-confirmation.js';

// stores
export type { FormStoreDeps } from './store/form-store.js';
export { FormStore } from './store/form-store.js';
export type { AccountSettings } from './store/settings-stores.js';
export {
  createAccountSettingsStore,
  createEmailChangeStore,
  createPasswordChangeStore,
  createProfileFormStore,
  createToastDurationStore,
} from './store/settings-stores.js';
export { EmailConfirmationStore } from './store/email-confirmation-store.js';

// hooks
export { useSettingsForm } from './hooks/use-settings-form.js';
export { useSettingsIndex } from './hooks/use-settings-index.js';
export { useEmailConfirmation } from './hooks/use-email-confirmation.js';
