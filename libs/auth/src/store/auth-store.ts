import { createApiClient, isApiError, type ApiClient, type ApiClientOptions, type Credentials } from '@locus/api-client';
import { errorMessage, isAbortError, serverText, type ErrorReporter } from '@locus/resources';
import { makeAutoObservable } from 'mobx';
import type { Analytics, CurrentPath, KeyValueStorage, Navigate } from '../ports/surroundings.js';
import {
  BILLING_PATH,
  EXPIRED_PASSWORD_PATH,
  LOGIN_PATH,
  PASSWORD_RESET_COMPLETE_PATH,
  basePathFor,
  errorPath,
  expiredSessionPath,
  signInPath,
} from '../model/paths.js';
import type { Permissions } from '../model/permissions.js';
import { homePathFor } from '../model/resolve-route.js';
import type { RouteSession } from '../model/routes.js';
import { featureParams, isFeatureEnabled, toAccountSettings } from '../model/settings.js';
import { trialDaysLeft } from '../model/trial.js';
import { createAuthApi } from '../api/auth-api.js';
import type {
  Account,
  AuthApi,
  AuthSession,
  ConfirmResult,
  PasswordResetCheck,
  Profile,
  SignupRequest,
  SignupResult,
  User,
  Whitelabel,
} from '../ports/auth-api.js';
import {
  STORAGE_KEYS,
  clearStoredSession,
  readParentCredentials,
  readStoredSession,
  writeParentCredentials,
  writeStoredSession,
} from './session-storage.js';

/** P5-048: what a failed sign-up says when the server says nothing. */
export const SIGNUP_ERROR_MESSAGE = 'There was an issue creating your account. Please refresh and try again.';

/** User statuses whose failed meta-load is expected, so not reported (P3-002, P4-012). */
export const UNREPORTED_STATUSES: readonly string[] = ['pending', 'expired', 'suspended'];

export interface AuthStoreDeps {
  /** A client of the contract; without one the store builds its own, wired to its credentials, 401 and 402. */
  client?: ApiClient;
  /** Options for the client the store builds (base URL, fetch, client marker). */
  clientOptions?: Omit<ApiClientOptions, 'getCredentials' | 'onUnauthorized' | 'onInactive'>;
  storage: KeyValueStorage;
  navigate: Navigate;
  /** The current path with its query, for the way back after signing in again (P2-077). */
  currentPath?: CurrentPath;
  reporter?: ErrorReporter;
  analytics?: Analytics;
  now?: () => Date;
}

/** The reply of a form's call: its data, or the message (and field) to show. */
export type FormResult<T> = { ok: true; data: T } | { ok: false; error: string; field?: string };

const failure = (error: unknown, fallback?: string): { ok: false; error: string; field?: string } => {
  const field = isApiError(error) ? error.field : undefined;
  return { ok: false, error: (fallback ? serverText(error) : undefined) ?? (fallback || errorMessage(error)), ...(field ? { field } : {}) };
};

const statusOf = (error: unknown): number | undefined => (isApiError(error) ? error.status : undefined);

export interface MetaIds {
  account_id: number;
  user_id: number;
  profile_id: number | null;
}

/** The account, user, profile, settings and white-label calls for one set of ids, in flight. */
export interface MetaFetch {
  ids: MetaIds;
  account: Promise<Account>;
  user: Promise<User>;
  profile: Promise<Profile | null>;
  settings: Promise<readonly { code: string; value: string }[]>;
  whitelabel: Promise<Whitelabel>;
}

const sameMetaIds = (a: MetaIds, b: MetaIds) =>
  a.account_id === b.account_id && a.user_id === b.user_id && a.profile_id === b.profile_id;

/**
 * The signed-in state and its transitions (platform.md sections 3 and 4). Field names follow the
 * spec's auth state (P3-001): wire names for what the server sends, camelCase for the flags.
 */
export class AuthStore {
  // P3-001
  account_id: number | null = null;
  account_active = true;
  token: string | null = null;
  email: string | null = null;
  permissions: Permissions = {};
  profile_id: number | null = null;
  user_id: number | null = null;
  isParent = false;
  isShadowing = false;
  isImpersonated = false;
  isAccountOwner = false;
  isWhitelabel = false;
  /** The user's status (P3-002: pending, expired and suspended are seen). */
  status: string | null = null;
  user_type_id: number | null = null;
  user_type: string | null = null;
  /** Changes whenever the session changes, so views can refetch what depends on it. */
  nonce = 0;
  /** The last login/logout/shadow error's text (P4-008, P4-009). */
  error: string | null = null;
  /** The session ended on the server (P2-077). */
  invalidated = false;
  // P3-003 (and the account settings, P3-006)
  account: Account | null = null;
  user: User | null = null;
  profile: Profile | null = null;
  whitelabel: Whitelabel | null = null;
  accountSettings: Record<string, boolean | string> = {};
  /** A login, refresh or shadow call is running. */
  pending = false;

  readonly client: ApiClient;
  private readonly calls: AuthApi;
  private readonly deps: AuthStoreDeps;
  private unsubscribeStorage: (() => void) | null = null;
  // While logging out, the DELETE's own 401 is no expired session.
  private signingOut = false;

  constructor(deps: AuthStoreDeps) {
    this.deps = deps;
    this.client =
      deps.client ??
      createApiClient({
        ...deps.clientOptions,
        getCredentials: () => this.credentials,
        onUnauthorized: () => this.handleUnauthorized(),
        onInactive: () => this.handleInactive(),
      });
    this.calls = createAuthApi(this.client);
    makeAutoObservable<AuthStore, 'calls' | 'deps' | 'unsubscribeStorage' | 'signingOut'>(
      this,
      { client: false, calls: false, deps: false, unsubscribeStorage: false, signingOut: false },
      { autoBind: true },
    );
  }

  // ---- derived state

  /** Basic auth from e-mail and token; the e-mail may be blank (P7-001, P7-002). */
  get credentials(): Credentials | null {
    return this.token ? { email: this.email ?? '', token: this.token } : null;
  }

  get signedIn(): boolean {
    return this.token !== null && this.user_id !== null;
  }

  /** Where the app serves this session: /as/{id} when shadowing (P1-005). */
  get basePath(): string {
    return basePathFor(this);
  }

  get settings(): Readonly<Record<string, boolean | string>> {
    return this.accountSettings;
  }

  get logoUrl(): string | null {
    return this.whitelabel?.is_whitelabel ? this.whitelabel.logo_url : null;
  }

  get userName(): string | null {
    return this.user?.name ?? this.profile?.name ?? null;
  }

  /** P3-005 */
  get trialDaysLeft(): number | null {
    return trialDaysLeft(this.account?.trial_ended_at, this.now());
  }

  /** The facts resolveRoute needs (section 2 routes). */
  get routeSession(): RouteSession {
    return {
      signedIn: this.signedIn,
      invalidated: this.invalidated,
      isParent: this.isParent,
      accountActive: this.account_active,
      permissions: this.permissions,
      settings: this.accountSettings,
      features: featureParams(this.search()),
      userTypeCode: this.user_type,
      status: this.status,
      isShadowing: this.isShadowing,
      isImpersonated: this.isImpersonated,
    };
  }

  /** P5-051: an account setting, or a features.<name> parameter of the current URL. */
  isFeatureEnabled(name: string, urlSearch: string = this.search()): boolean {
    return isFeatureEnabled(this.accountSettings, name, urlSearch);
  }

  // ---- start and stop

  /**
   * Restores the stored session (P3-001), listens to other tabs (P4-006) and refreshes the session
   * from the server (P7-073). Resolves when done; signed out when there was nothing to restore.
   */
  async start(): Promise<void> {
    this.unsubscribeStorage?.();
    this.unsubscribeStorage = this.deps.storage.subscribe(this.onStorageChange);
    const stored = readStoredSession(this.deps.storage);
    if (!stored.token) return;
    // P4-007: an account without a profile is a broken session.
    if (stored.account_id !== null && stored.profile_id === null) {
      this.discardBrokenSession();
      return;
    }
    this.setCredentials(stored.token, stored.email ?? '');
    Object.assign(this, { account_id: stored.account_id, profile_id: stored.profile_id, user_id: stored.user_id });
    // The stored ids start the meta calls beside GET /auth: one round trip less before the first page.
    const { account_id, user_id, profile_id } = stored;
    const early = account_id !== null && user_id !== null ? this.fetchMeta({ account_id, user_id, profile_id }) : undefined;
    await this.refresh(early);
  }

  dispose(): void {
    this.unsubscribeStorage?.();
    this.unsubscribeStorage = null;
  }

  // ---- transitions (P4-001..P4-015)

  /** POST /auth (P7-065), then the account, user, profile, white-label and settings (P4-001, P4-002). */
  async login(email: string, password: string, confirmationToken?: string): Promise<boolean> {
    // A login replaces any session, so a refused one is never taken for an expired session.
    this.clearSession();
    this.begin();
    try {
      const session = await this.calls.createSession(email, password, confirmationToken);
      return await this.establish(session, session.token);
    } catch (error) {
      this.fail(error); // P4-008
      return false;
    }
  }

  /**
   * GET /auth with the stored token (P7-066, P7-073). `early`: the meta calls already started for the
   * ids the session is expected to name; used only when it names them.
   */
  async refresh(early?: MetaFetch): Promise<boolean> {
    const token = this.token;
    if (!token) return false;
    this.begin();
    try {
      return await this.establish(await this.calls.getSession(), token, early);
    } catch (error) {
      // A 401 has signed out through the client already (P4-005). Another failure (server down) keeps
      // the stored credentials for the next try, says what happened and is reported like a meta-load.
      if (statusOf(error) !== 401) {
        this.setError(errorMessage(error));
        this.onMetaError(error);
      }
      this.done();
      return false;
    }
  }

  /** /sso-login/{token}: the token alone is the credential, with a blank e-mail (P7-002, P5-053). */
  async ssoLogin(token: string): Promise<boolean> {
    this.clearSession();
    this.setCredentials(token, '');
    return this.refresh();
  }

  /** DELETE /auth (P7-067), then forget the session even when the call failed (P4-009). */
  async logout(): Promise<void> {
    this.signingOut = true;
    let error: string | null = null;
    try {
      if (this.token) await this.calls.deleteSession();
    } catch (e) {
      if (!isAbortError(e)) error = errorMessage(e);
    } finally {
      this.signingOut = false;
    }
    this.clearSession();
    clearStoredSession(this.deps.storage);
    this.setError(error);
    this.deps.navigate(LOGIN_PATH);
  }

  /**
   * Acts as a child account (P1-005, P7-074): a shadow token replaces the session and the parent's
   * credentials are kept to come back to (exitShadow).
   */
  async shadow(childAccountId: number): Promise<boolean> {
    return (await this.tryShadow(childAccountId)) === true;
  }

  /** /switch-account/{childAccountId}: shadow the child and open its home under /as/{id}. */
  async switchAccount(childAccountId: number): Promise<boolean> {
    if (!this.token) {
      this.deps.navigate(signInPath(`/switch-account/${childAccountId}`));
      return false;
    }
    const outcome = await this.tryShadow(childAccountId);
    if (outcome === true) {
      this.deps.navigate(`${this.basePath}${homePathFor(this.routeSession)}`);
      return true;
    }
    // P8-051: the refusal's status and message travel to /error.
    this.deps.navigate(errorPath(statusOf(outcome.error), this.error));
    return false;
  }

  /** Back to the parent's own session after shadowing. */
  async exitShadow(): Promise<boolean> {
    const parent = readParentCredentials(this.deps.storage);
    if (!parent) return false;
    writeParentCredentials(this.deps.storage, null);
    this.clearSession();
    this.setCredentials(parent.token, parent.email);
    return this.refresh();
  }

  /** The client's 401 hook: a 401 anywhere signs out (P4-005); a lapsed session says so (P2-077). */
  handleUnauthorized(): void {
    if (!this.token || this.signingOut) return;
    const here = this.currentPath();
    this.clearSession();
    this.invalidated = true;
    this.deps.navigate(expiredSessionPath(here));
  }

  /** The client's 402 hook: the account is inactive (P4-013); billing is where it is fixed (P2-076). */
  handleInactive(): void {
    this.account_active = false;
    const path = this.currentPath().split('?')[0] ?? '';
    if (path !== BILLING_PATH && !path.startsWith(`${BILLING_PATH}/`)) this.deps.navigate(BILLING_PATH);
  }

  /** Goes to an app path through the injected navigate (for view models of this lib). */
  navigateTo(path: string): void {
    this.deps.navigate(path);
  }

  /** A route change: tracked as a page view (P2-073). */
  pageView(path: string): void {
    this.deps.analytics?.pageView(path);
  }

  /** A feature's event (F7-058), told to analytics with the account it happened in. */
  track(event: string, properties: Readonly<Record<string, string | number | boolean | null>> = {}): void {
    this.deps.analytics?.track(event, { ...properties, account_id: this.account_id });
  }

  clearError(): void {
    this.error = null;
  }

  // ---- sign-up, confirmation and passwords

  /** POST /signup/user (P7-064); a failure says the server's text or SIGNUP_ERROR_MESSAGE (P5-048). */
  async signup(form: SignupRequest): Promise<FormResult<SignupResult>> {
    try {
      return { ok: true, data: await this.calls.signup(form) };
    } catch (error) {
      return failure(error, SIGNUP_ERROR_MESSAGE);
    }
  }

  /** PATCH /confirm (P7-068). */
  async confirm(confirmationToken: string): Promise<FormResult<ConfirmResult>> {
    return this.attempt(() => this.calls.confirm(confirmationToken));
  }

  /** POST /confirm (P7-069): a new confirmation link; `state` travels in it. */
  async resendConfirmation(email: string, state?: string): Promise<FormResult<true>> {
    return this.attempt(async () => (await this.calls.resendConfirmation(email, state)).accepted);
  }

  /** POST /passwords (P7-070). */
  async forgotPassword(email: string): Promise<FormResult<true>> {
    return this.attempt(async () => (await this.calls.requestPasswordReset(email)).accepted);
  }

  /** GET /passwords (P7-072); an unknown or expired link shows the expired-password page. */
  async checkResetToken(token: string): Promise<FormResult<PasswordResetCheck>> {
    const result = await this.attempt(() => this.calls.checkPasswordReset(token));
    if (!result.ok) this.deps.navigate(EXPIRED_PASSWORD_PATH);
    return result;
  }

  /** PATCH /passwords (P7-071); an expired link shows the expired-password page. */
  async resetPassword(token: string, password: string, passwordConfirmation: string): Promise<FormResult<true>> {
    try {
      await this.calls.resetPassword({
        reset_password_token: token,
        password,
        password_confirmation: passwordConfirmation,
      });
      this.deps.navigate(PASSWORD_RESET_COMPLETE_PATH);
      return { ok: true, data: true };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404 || status === 422) this.deps.navigate(EXPIRED_PASSWORD_PATH);
      return failure(error);
    }
  }

  // ---- internals

  /** Shadowing's call and state change: true, or the error (kept as text in `error`). */
  private async tryShadow(childAccountId: number): Promise<true | { error: unknown }> {
    const parent = this.isShadowing ? readParentCredentials(this.deps.storage) : this.credentials;
    this.begin();
    try {
      const session = await this.calls.createShadowToken(childAccountId);
      if (parent?.token) writeParentCredentials(this.deps.storage, { token: parent.token, email: parent.email ?? '' });
      return (await this.establish(session, session.token)) || { error: undefined };
    } catch (error) {
      this.setError(errorMessage(error));
      this.done();
      return { error };
    }
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private currentPath(): string {
    return this.deps.currentPath?.() ?? '/';
  }

  private search(): string {
    const path = this.currentPath();
    const at = path.indexOf('?');
    return at < 0 ? '' : path.slice(at);
  }

  private async attempt<T>(call: () => Promise<T>): Promise<FormResult<T>> {
    try {
      return { ok: true, data: await call() };
    } catch (error) {
      return failure(error);
    }
  }

  private begin(): void {
    this.pending = true;
    this.error = null;
  }

  private done(): void {
    this.pending = false;
  }

  private setError(error: string | null): void {
    this.error = error;
  }

  /** Login and logout errors keep their text and clear the token (P4-008, P4-009). */
  private fail(error: unknown): void {
    this.clearSession();
    this.error = errorMessage(error);
  }

  private setCredentials(token: string, email: string): void {
    this.token = token;
    this.email = email;
  }

  /** Takes a session reply, stores it, then loads what belongs to it. */
  private async establish(session: AuthSession, token: string, early?: MetaFetch): Promise<boolean> {
    this.applySession(session, token);
    // P4-007: an account without a profile: forget it all and start again at the login page.
    if (session.profile_id === null) {
      this.discardBrokenSession();
      return false;
    }
    await this.loadMeta(early);
    this.done();
    if (!this.signedIn) return false;
    // P4-003, P4-004, P6-016: impersonated sessions are not identified.
    if (!this.isImpersonated && this.user)
      this.deps.analytics?.identify({
        id: this.user.id,
        email: this.user.email,
        name: this.user.name,
        account_id: this.user.account_id,
        user_type: this.user.user_type,
      });
    return true;
  }

  private applySession(session: AuthSession, token: string): void {
    Object.assign(this, {
      token,
      // A refresh keeps the e-mail the credentials were given with: blank for an SSO token (P7-002).
      email: session.token !== undefined ? session.email : (this.email ?? session.email),
      account_id: session.account_id,
      account_active: session.account_active,
      permissions: session.permissions,
      profile_id: session.profile_id,
      user_id: session.user_id,
      isParent: session.is_parent,
      isShadowing: session.is_shadowing,
      isImpersonated: session.is_impersonated,
      isAccountOwner: session.is_account_owner,
      isWhitelabel: session.is_whitelabel,
      status: session.status,
      user_type_id: session.user_type_id,
      user_type: session.user_type,
      invalidated: false,
      error: null,
      nonce: this.nonce + 1,
    });
    writeStoredSession(this.deps.storage, this);
  }

  /**
   * Account, user, profile, white-label and account settings in parallel (P4-001, P4-002). A failure is
   * reported unless impersonating or the user's status explains it (P4-010..P4-012); the white-label
   * call has its own outcomes (P4-014, P4-015).
   */
  private async loadMeta(early?: MetaFetch): Promise<void> {
    const { account_id, user_id, profile_id } = this;
    if (account_id === null || user_id === null) return;
    const ids = { account_id, user_id, profile_id };
    const meta = early && sameMetaIds(early.ids, ids) ? early : this.fetchMeta(ids);
    const steps: Promise<unknown>[] = [
      meta.account.then(this.setAccount),
      meta.user.then(this.setUser),
      meta.profile.then((profile) => profile && this.setProfile(profile)),
      meta.settings.then(this.setSettings),
    ];
    const whitelabel = meta.whitelabel.then(this.setWhitelabel, this.onWhitelabelError);
    const results = await Promise.allSettled(steps);
    await whitelabel;
    for (const result of results) if (result.status === 'rejected') this.onMetaError(result.reason);
  }

  /** Starts the meta calls for these ids; nothing is applied until loadMeta takes them. */
  private fetchMeta(ids: MetaIds): MetaFetch {
    const meta: MetaFetch = {
      ids,
      account: this.calls.getAccount(ids.account_id),
      user: this.calls.getUser(ids.user_id),
      profile: ids.profile_id === null ? Promise.resolve(null) : this.calls.getProfile(ids.profile_id),
      settings: this.calls.listAccountSettings(ids.account_id).then((list) => list._embedded.account_settings),
      whitelabel: this.calls.getMyWhitelabel(),
    };
    // An early fetch the session does not confirm is dropped: its failures are nobody's (loadMeta reports the used ones).
    for (const call of [meta.account, meta.user, meta.profile, meta.settings, meta.whitelabel]) call.catch(() => undefined);
    return meta;
  }

  private onMetaError(error: unknown): void {
    const status = statusOf(error);
    // A 401 has signed out already (P4-005); an abort is nobody's failure.
    if (status === 401 || isAbortError(error)) return;
    if (this.isImpersonated || UNREPORTED_STATUSES.includes(this.status ?? '')) return;
    this.deps.reporter?.report(error, { area: 'auth', step: 'meta-load', ...(status ? { status } : {}) });
  }

  /** P4-014: a 401 leads to login; P4-015: anything else to /error with status and message. */
  private onWhitelabelError(error: unknown): void {
    if (isAbortError(error)) return;
    if (statusOf(error) === 401) return this.handleUnauthorized();
    this.deps.navigate(errorPath(statusOf(error), serverText(error)));
  }

  private setAccount(account: Account): void {
    this.account = account;
  }

  private setUser(user: User): void {
    this.user = user;
  }

  private setProfile(profile: Profile): void {
    this.profile = profile;
  }

  private setWhitelabel(whitelabel: Whitelabel): void {
    this.whitelabel = whitelabel;
  }

  private setSettings(rows: readonly { code: string; value: string }[]): void {
    this.accountSettings = toAccountSettings(rows);
  }

  /** P4-007 */
  private discardBrokenSession(): void {
    clearStoredSession(this.deps.storage);
    this.clearSession();
    this.deps.navigate(LOGIN_PATH);
  }

  /** P4-006: another tab signed out (its token is gone): so does this one. */
  private onStorageChange(key: string | null): void {
    if (key !== null && key !== STORAGE_KEYS.token) return;
    if (!this.token || readStoredSession(this.deps.storage).token) return;
    this.clearSession();
    this.deps.navigate(LOGIN_PATH);
  }

  /** Forgets the session in memory and in storage; `error` is kept for the login page to show. */
  private clearSession(): void {
    Object.assign(this, {
      account_id: null,
      account_active: true,
      token: null,
      email: null,
      permissions: {},
      profile_id: null,
      user_id: null,
      isParent: false,
      isShadowing: false,
      isImpersonated: false,
      isAccountOwner: false,
      isWhitelabel: false,
      status: null,
      user_type_id: null,
      user_type: null,
      invalidated: false,
      account: null,
      user: null,
      profile: null,
      whitelabel: null,
      accountSettings: {},
      pending: false,
      nonce: this.nonce + 1,
    });
    writeStoredSession(this.deps.storage, this);
  }
}
