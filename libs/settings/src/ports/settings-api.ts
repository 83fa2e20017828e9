import type { Schemas } from '@locus/api-client';

export type Profile = Schemas['Profile'];
export type ProfileUpdate = Schemas['ProfileUpdate'];
export type Account = Schemas['Account'];
export type AccountUpdate = Schemas['AccountUpdate'];
export type EmailChangePending = Schemas['EmailChangePending'];
export type PasswordChangeRequest = Schemas['PasswordChangeRequest'];

/** The user's profile: GET and PATCH /profiles/{id}. */
export interface ProfileApi {
  get(signal?: AbortSignal): Promise<Profile>;
  save(body: ProfileUpdate): Promise<Profile>;
}

/** The user's own e-mail change and password: POST /users/{id}/email_change and /users/{id}/password. */
export interface CredentialsApi {
  requestEmailChange(email: string): Promise<EmailChangePending>;
  changePassword(body: PasswordChangeRequest): Promise<void>;
}

/** The public landing of the e-mailed link: POST /email_confirmations/{token}. */
export interface EmailConfirmationApi {
  confirm(token: string): Promise<{ email: string }>;
}

/** The user's interface settings: GET and PUT /users/{id}/ui_settings (the toast duration). */
export interface UiSettingsApi {
  getToastDuration(signal?: AbortSignal): Promise<number | null>;
  saveToastDuration(ms: number | null): Promise<number | null>;
}

/** The account: GET and PATCH /accounts/{id}; its logo file through the photo upload channel (POST /upload). */
export interface AccountApi {
  get(signal?: AbortSignal): Promise<Account>;
  save(body: AccountUpdate): Promise<Account>;
  /** Stores an image and answers the URL it is served at (the value logo_url takes). */
  uploadLogo(file: Blob, name: string): Promise<string>;
}
