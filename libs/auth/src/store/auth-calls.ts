import { unwrap, type ApiClient, type Schemas } from '@locus/api-client';
import { PAGE_SIZES } from '@locus/resources';

/** The calls of platform.md section 7 the auth domain makes, with literal paths (type-checked). */

export type AuthSession = Schemas['AuthSession'];
export type AuthSessionCreated = Schemas['AuthSessionCreated'];
export type Account = Schemas['Account'];
export type User = Schemas['User'];
export type Profile = Schemas['Profile'];
export type Whitelabel = Schemas['Whitelabel'];
export type AccountSetting = Schemas['AccountSetting'];
export type SignupRequest = Schemas['SignupRequest'];
export type SignupResult = Schemas['SignupResult'];
export type ConfirmResult = Schemas['ConfirmResult'];
export type PasswordResetCheck = Schemas['PasswordResetCheck'];
export type PasswordReset = Schemas['PasswordReset'];

export const authCalls = (client: ApiClient) => ({
  // P7-065
  createSession: (email: string, password: string, confirmationToken?: string) =>
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
  createShadowToken: (childAccountId: number) =>
    unwrap(client.POST('/shadow_user/tokens', { body: { child_account_id: childAccountId } })),
  getAccount: (id: number) => unwrap(client.GET('/accounts/{id}', { params: { path: { id } } })),
  getUser: (id: number) => unwrap(client.GET('/users/{id}', { params: { path: { id } } })),
  getProfile: (id: number) => unwrap(client.GET('/profiles/{id}', { params: { path: { id } } })),
  // P7-038
  getMyWhitelabel: () => unwrap(client.GET('/mywhitelabel')),
  // P7-031: account settings in one page of 250.
  listAccountSettings: (accountId: number) =>
    unwrap(
      client.GET('/account_settings', {
        params: { query: { account_id: accountId, per_page: PAGE_SIZES.accountSetting } },
      }),
    ),
  // P7-064
  signup: (form: SignupRequest) => unwrap(client.POST('/signup/user', { body: form })),
  // P7-068
  confirm: (confirmationToken: string) =>
    unwrap(client.PATCH('/confirm', { body: { confirmation_token: confirmationToken } })),
  // P7-069
  resendConfirmation: (email: string, state?: string) =>
    unwrap(client.POST('/confirm', { body: { email, ...(state ? { state } : {}) } })),
  // P7-070
  requestPasswordReset: (email: string) => unwrap(client.POST('/passwords', { body: { email } })),
  // P7-072
  checkPasswordReset: (token: string) =>
    unwrap(client.GET('/passwords', { params: { query: { reset_password_token: token } } })),
  // P7-071
  resetPassword: (body: PasswordReset) => unwrap(client.PATCH('/passwords', { body })),
});

export type AuthCalls = ReturnType<typeof authCalls>;
