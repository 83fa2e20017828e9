import { unwrap, type ApiClient } from '@locus/api-client';
import type { AccountApi, CredentialsApi, EmailConfirmationApi, ProfileApi, UiSettingsApi } from '../ports/settings-api.js';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createProfileApi(client: ApiClient, profileId: number): ProfileApi {
  const path = { params: { path: { id: profileId } } };
  return {
    get: (signal) => unwrap(client.GET('/profiles/{id}', { ...path, ...withSignal(signal) })),
    save: (body) => unwrap(client.PATCH('/profiles/{id}', { ...path, body })),
  };
}

export function createCredentialsApi(client: ApiClient, userId: number): CredentialsApi {
  const path = { params: { path: { id: userId } } };
  return {
    requestEmailChange: (email) => unwrap(client.POST('/users/{id}/email_change', { ...path, body: { email } })),
    changePassword: async (body) => {
      await unwrap(client.POST('/users/{id}/password', { ...path, body }));
    },
  };
}

export function createEmailConfirmationApi(client: ApiClient): EmailConfirmationApi {
  return { confirm: (token) => unwrap(client.POST('/email_confirmations/{token}', { params: { path: { token } } })) };
}

export function createUiSettingsApi(client: ApiClient, userId: number): UiSettingsApi {
  const path = { params: { path: { id: userId } } };
  return {
    getToastDuration: async (signal) => (await unwrap(client.GET('/users/{id}/ui_settings', { ...path, ...withSignal(signal) }))).toast_duration_ms,
    saveToastDuration: async (ms) => (await unwrap(client.PUT('/users/{id}/ui_settings', { ...path, body: { toast_duration_ms: ms } }))).toast_duration_ms,
  };
}

/** Stored photos are served publicly at /api/media_files/{key} (the server's mediaFileUrl). */
const mediaFileUrl = (key: string) => `/api/media_files/${encodeURIComponent(key)}`;

export function createAccountApi(client: ApiClient, accountId: number): AccountApi {
  const path = { params: { path: { id: accountId } } };
  return {
    get: (signal) => unwrap(client.GET('/accounts/{id}', { ...path, ...withSignal(signal) })),
    save: (body) => unwrap(client.PATCH('/accounts/{id}', { ...path, body })),
    async uploadLogo(file, name) {
      const form = new FormData();
      form.append('file_upload', file, name);
      const upload = await unwrap(
        client.POST('/upload', {
          // The photo checks (an image, its size) apply to a logo too.
          params: { query: { purpose: 'photo' } },
          // openapi-fetch types the multipart body by its schema; the form is what goes on the wire.
          body: form as unknown as { file_upload: string },
          bodySerializer: (body) => body as unknown as FormData,
        }),
      );
      return mediaFileUrl(upload.s3_path);
    },
  };
}
