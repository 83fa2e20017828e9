import type { ListOf, Schemas } from '@locus/api-client';

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

/** An accepted request whose outcome arrives by e-mail. */
export type Accepted = Schemas['Accepted'];

/**
 * The calls of platform.md section 7 the auth domain makes: the session, the signed-in user's account,
 * profile, settings and white label, signup, confirmation and password reset. The store adapts the client
 * it builds to this port.
 */
export interface AuthApi {
  /** P7-065 */
  createSession(email: string, password: string, confirmationToken?: string): Promise<AuthSessionCreated>;
  /** P7-066, P7-073: the refresh of the signed-in state. */
  getSession(): Promise<AuthSession>;
  /** P7-067 */
  deleteSession(): Promise<unknown>;
  /** P7-074 */
  createShadowToken(childAccountId: number): Promise<AuthSessionCreated>;
  getAccount(id: number): Promise<Account>;
  getUser(id: number): Promise<User>;
  getProfile(id: number): Promise<Profile>;
  /** P7-038 */
  getMyWhitelabel(): Promise<Whitelabel>;
  /** P7-031: account settings in one page of 250. */
  listAccountSettings(accountId: number): Promise<ListOf<'AccountSetting'>>;
  /** P7-064 */
  signup(form: SignupRequest): Promise<SignupResult>;
  /** P7-068 */
  confirm(confirmationToken: string): Promise<ConfirmResult>;
  /** P7-069 */
  resendConfirmation(email: string, state?: string): Promise<Accepted>;
  /** P7-070 */
  requestPasswordReset(email: string): Promise<Accepted>;
  /** P7-072 */
  checkPasswordReset(token: string): Promise<PasswordResetCheck>;
  /** P7-071 */
  resetPassword(body: PasswordReset): Promise<unknown>;
}
