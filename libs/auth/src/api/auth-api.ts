import { unwrap, type ApiClient } from '@locus/api-client';
import { PAGE_SIZES } from '@locus/resources';
import type { AuthApi } from '../ports/auth-api.js';

/** AuthApi over the generated client, with literal paths (type-checked). */
export const createAuthApi = (client: ApiClient): AuthApi => ({
  // P7-065
  createSession: (email, password, confirmationToken) =>
    unwrap(
      client.POST('/auth', {
        body: { email, password, ...(confirmationToken ? { confirmation_token: confirmationToken } : {}) },
      }),
    ),
  // P7-066, P7-073: the refresh of the signed-in state.
  getSession: () => unwrap(client.GET('/auth')),
  // P7-067
  deleteSession: () => unwrap(client.DELETE('/auth')),
  // P7-074
  createShadowToken: (childAccountId) =>
    unwrap(client.POST('/shadow_user/tokens', { body: { child_account_id: childAccountId } })),
  getAccount: (id) => unwrap(client.GET('/accounts/{id}', { params: { path: { id } } })),
  getUser: (id) => unwrap(client.GET('/users/{id}', { params: { path: { id } } })),
  getProfile: (id) => unwrap(client.GET('/profiles/{id}', { params: { path: { id } } })),
  // P7-038
  getMyWhitelabel: () => unwrap(client.GET('/mywhitelabel')),
  // P7-031: account settings in one page of 250.
  listAccountSettings: (accountId) =>
    unwrap(
      client.GET('/account_settings', {
        params: { query: { account_id: accountId, per_page: PAGE_SIZES.accountSetting } },
      }),
    ),
  // P7-064
  signup: (form) => unwrap(client.POST('/signup/user', { body: form })),
  // P7-068
  confirm: (confirmationToken) =>
    unwrap(client.PATCH('/confirm', { body: { confirmation_token: confirmationToken } })),
  // P7-069
  resendConfirmation: (email, state) =>
    unwrap(client.POST('/confirm', { body: { email, ...(state ? { state } : {}) } })),
  // P7-070
  requestPasswordReset: (email) => unwrap(client.POST('/passwords', { body: { email } })),
  // P7-072
  checkPasswordReset: (token) =>
    unwrap(client.GET('/passwords', { params: { query: { reset_password_token: token } } })),
  // P7-071
  resetPassword: (body) => unwrap(client.PATCH('/passwords', { body })),
});
