import type { AccountField, AccountValues } from '../model/account-form.js';
import { ACCOUNT_SAVED, accountErrors, accountFieldOf, accountValues, accountWriteBody, EMPTY_ACCOUNT } from '../model/account-form.js';
import { EMPTY_EMAIL_FORM, emailChangeErrors, emailFieldOf, emailLinkSent, type EmailField } from '../model/email-change.js';
import { EMPTY_PASSWORD_FORM, PASSWORD_CHANGED, passwordErrors, passwordFieldOf, passwordWriteBody, type PasswordField } from '../model/password-form.js';
import { EMPTY_PROFILE, PROFILE_SAVED, profileErrors, profileFieldOf, profileValues, profileWriteBody, type ProfileField } from '../model/profile-form.js';
import {
  TOAST_DURATION_SAVED,
  toastDurationErrors,
  toastDurationMs,
  toastDurationValues,
  toastFieldOf,
  type ToastDurationField,
} from '../model/toast-duration.js';
import type { AccountApi, CredentialsApi, ProfileApi, UiSettingsApi } from '../ports/settings-api.js';
import { FormStore } from './form-store.js';

/** Name, title, phone and time zone of the signed-in user (profile update is everyone's, own profile only). */
export function createProfileFormStore(api: ProfileApi): FormStore<ProfileField> {
  return new FormStore<ProfileField>({
    initial: EMPTY_PROFILE,
    load: async (signal) => profileValues(await api.get(signal)),
    submit: async (values) => profileValues(await api.save(profileWriteBody(values))),
    validate: profileErrors,
    fieldOf: profileFieldOf,
    canEdit: true,
    notice: () => PROFILE_SAVED,
  });
}

/** The new address gets a link; the form empties and says where the link went (the old address stays). */
export function createEmailChangeStore(api: CredentialsApi, currentEmail: string | null): FormStore<EmailField> {
  return new FormStore<EmailField>({
    initial: EMPTY_EMAIL_FORM,
    submit: async (values) => {
      await api.requestEmailChange(values.email.trim());
    },
    validate: (values) => emailChangeErrors(values, currentEmail),
    fieldOf: emailFieldOf,
    canEdit: true,
    notice: (sent) => emailLinkSent(sent.email.trim()),
  });
}

/** Current, new and confirmation; emptied once changed (a password is never kept on screen). */
export function createPasswordChangeStore(api: CredentialsApi): FormStore<PasswordField> {
  return new FormStore<PasswordField>({
    initial: EMPTY_PASSWORD_FORM,
    submit: async (values) => {
      await api.changePassword(passwordWriteBody(values));
    },
    validate: passwordErrors,
    fieldOf: passwordFieldOf,
    canEdit: true,
    notice: () => PASSWORD_CHANGED,
  });
}

/**
 * The toast duration (P4-075): read and saved as the user's setting, and handed to `apply` (the toast
 * queue's default duration) when read and when saved, so the next toast already uses it.
 */
export function createToastDurationStore(api: UiSettingsApi, apply: (ms: number) => void): FormStore<ToastDurationField> {
  const applied = (stored: number | null) => {
    const values = toastDurationValues(stored);
    apply(toastDurationMs(values));
    return values;
  };
  return new FormStore<ToastDurationField>({
    initial: toastDurationValues(null),
    load: async (signal) => applied(await api.getToastDuration(signal)),
    submit: async (values) => applied(await api.saveToastDuration(toastDurationMs(values))),
    validate: toastDurationErrors,
    fieldOf: toastFieldOf,
    canEdit: true,
    notice: () => TOAST_DURATION_SAVED,
  });
}

/** The account settings form and its logo upload (the file's URL fills the logo field, saved with the form). */
export interface AccountSettings {
  form: FormStore<AccountField>;
  uploadLogo(file: Blob, name: string): Promise<boolean>;
  dispose(): void;
}

/** The account's name, industry, time zone and logo: admins edit (account update), others read. */
export function createAccountSettingsStore(api: AccountApi, canUpdate: boolean): AccountSettings {
  const form = accountForm(api, canUpdate);
  return {
    form,
    uploadLogo: (file, name) => form.fill('logoUrl', () => api.uploadLogo(file, name)),
    dispose: () => form.dispose(),
  };
}

function accountForm(api: AccountApi, canUpdate: boolean): FormStore<AccountField> {
  return new FormStore<AccountField>({
    initial: EMPTY_ACCOUNT,
    load: async (signal) => accountValues(await api.get(signal)),
    submit: async (values: AccountValues) => accountValues(await api.save(accountWriteBody(values))),
    validate: accountErrors,
    fieldOf: accountFieldOf,
    canEdit: canUpdate,
    notice: () => ACCOUNT_SAVED,
  });
}
