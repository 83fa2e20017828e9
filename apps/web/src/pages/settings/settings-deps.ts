import { can } from '@locus/auth';
import {
  createAccountApi,
  createAccountSettingsStore,
  createCredentialsApi,
  createEmailChangeStore,
  createPasswordChangeStore,
  createProfileApi,
  createProfileFormStore,
  createToastDurationStore,
  createUiSettingsApi,
  type FormStore,
  type ToastDurationField,
} from '@locus/settings';
import type { RootStore } from '../../app/root-store';

/** The signed-in user's settings stores, each over its adapter for the session's ids. */
export function profileFormStore(root: RootStore) {
  return createProfileFormStore(createProfileApi(root.client, root.auth.profile_id ?? 0));
}

export function emailChangeStore(root: RootStore) {
  return createEmailChangeStore(createCredentialsApi(root.client, root.auth.user_id ?? 0), root.auth.email);
}

export function passwordChangeStore(root: RootStore) {
  return createPasswordChangeStore(createCredentialsApi(root.client, root.auth.user_id ?? 0));
}

/** P4-075: what is read or saved becomes the toast queue's default duration at once. */
export function toastDurationStore(root: RootStore): FormStore<ToastDurationField> {
  return createToastDurationStore(createUiSettingsApi(root.client, root.auth.user_id ?? 0), (ms) => root.toasts.setDefaultDuration(ms));
}

/** Admins (account update) edit; everyone else reads. */
export function accountSettingsStore(root: RootStore) {
  const { auth } = root;
  return createAccountSettingsStore(createAccountApi(root.client, auth.account_id ?? 0), can(auth.permissions, 'account', 'update'));
}
