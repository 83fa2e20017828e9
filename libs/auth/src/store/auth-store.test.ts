import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../adapters/memory-storage.js';
import { FAKE_BASE_URL, createFakeApi, failure, type FakeReply, type FakeRoutes } from '@locus/api-client/testing';
import { SESSION, WHITELABEL, signedInRoutes } from '../testing/fixtures.js';
import { AuthStore, SIGNUP_ERROR_MESSAGE } from './auth-store.js';
import { STORAGE_KEYS } from './session-storage.js';

function setup(routes: FakeRoutes = signedInRoutes(), initial: Record<string, string> = {}) {
  const api = createFakeApi(routes);
  const storage = createMemoryStorage(initial);
  const navigate = vi.fn<(path: string) => void>();
  const reporter = { report: vi.fn() };
  const analytics = { identify: vi.fn(), pageView: vi.fn(), track: vi.fn() };
  let path = '/reviews?rating=5';
  const store = new AuthStore({
    clientOptions: { baseUrl: FAKE_BASE_URL, fetch: api.fetch },
    storage,
    navigate,
    reporter,
    analytics,
    currentPath: () => path,
    now: () => new Date('2026-11-01T00:00:00Z'),
  });
  return { api, storage, navigate, reporter, analytics, store, setPath: (p: string) => (path = p) };
}

const STORED = {
  [STORAGE_KEYS.token]: 'tok-1',
  [STORAGE_KEYS.email]: 'admin@harbor.test',
  [STORAGE_KEYS.account_id]: '3',
  [STORAGE_KEYS.profile_id]: '21',
  [STORAGE_KEYS.user_id]: '11',
};

describe('AuthStore: login', () => {
  it('[P7-065] logs in with POST /auth and an optional confirmation_token', async () => {
    const { api, store } = setup();
    expect(await store.login('admin@harbor.test', 'secret', 'conf-1')).toBe(true);
    expect(api.calls('POST /auth')[0]?.body).toEqual({
      email: 'admin@harbor.test',
      password: 'secret',
      confirmation_token: 'conf-1',
    });
    await store.logout();
    await store.login('admin@harbor.test', 'secret');
    expect(api.calls('POST /auth')[1]?.body).toEqual({ email: 'admin@harbor.test', password: 'secret' });
  });

  it('[P3-001] holds the auth state fields after login', async () => {
    const { store } = setup(signedInRoutes({ is_whitelabel: true, is_account_owner: false }));
    await store.login('admin@harbor.test', 'secret');
    expect({
      account_id: store.account_id,
      account_active: store.account_active,
      token: store.token,
      email: store.email,
      permissions: store.permissions,
      profile_id: store.profile_id,
      user_id: store.user_id,
      isParent: store.isParent,
      isShadowing: store.isShadowing,
      isImpersonated: store.isImpersonated,
      isAccountOwner: store.isAccountOwner,
      isWhitelabel: store.isWhitelabel,
      status: store.status,
      user_type_id: store.user_type_id,
      error: store.error,
      invalidated: store.invalidated,
    }).toEqual({
      account_id: 3,
      account_active: true,
      token: 'tok-1',
      email: 'admin@harbor.test',
      permissions: SESSION.permissions,
      profile_id: 21,
      user_id: 11,
      isParent: false,
      isShadowing: false,
      isImpersonated: false,
      isAccountOwner: false,
      isWhitelabel: true,
      status: 'active',
      user_type_id: 6,
      error: null,
      invalidated: false,
    });
    expect(store.nonce).toBeGreaterThan(0);
    expect(store.signedIn).toBe(true);
  });

  it('[P4-001] on login success the account, user and profile are fetched', async () => {
    const { api, store } = setup();
    await store.login('admin@harbor.test', 'secret');
    expect(api.calls('GET /accounts/{id}', { id: '3' })).toHaveLength(1);
    expect(api.calls('GET /users/{id}', { id: '11' })).toHaveLength(1);
    expect(api.calls('GET /profiles/{id}', { id: '21' })).toHaveLength(1);
    expect(store.account?.name).toBe('Harbor Dental Group');
    expect(store.user?.name).toBe('Alicia Moreno');
    expect(store.profile?.title).toBe('Director of Operations');
  });

  it('[P3-003] the auth state holds the loaded account, user, profile and whitelabel', async () => {
    const routes = signedInRoutes();
    routes['GET /mywhitelabel'] = { status: 200, body: { ...WHITELABEL, is_whitelabel: true, logo_url: '/logo.svg' } };
    const { store } = setup(routes);
    await store.login('admin@harbor.test', 'secret');
    expect(store.account?.id).toBe(3);
    expect(store.user?.id).toBe(11);
    expect(store.profile?.id).toBe(21);
    expect(store.whitelabel?.is_whitelabel).toBe(true);
    expect(store.logoUrl).toBe('/logo.svg');
  });

  it('[P4-002] on login success the white-label settings are resolved', async () => {
    const { api, store } = setup();
    await store.login('admin@harbor.test', 'secret');
    expect(api.calls('GET /mywhitelabel')).toHaveLength(1);
    expect(store.whitelabel).toEqual(WHITELABEL);
    expect(store.logoUrl).toBeNull();
  });

  it('[P7-031] account settings are read with per_page 250 and become booleans (P3-007)', async () => {
    const { api, store } = setup();
    await store.login('admin@harbor.test', 'secret');
    const call = api.calls('GET /account_settings')[0];
    expect(call?.query.get('per_page')).toBe('250');
    expect(call?.query.get('account_id')).toBe('3');
    expect(store.settings).toEqual({ insights: true, media: false });
    expect(store.isFeatureEnabled('media', '?features.media=true')).toBe(true);
    expect(store.isFeatureEnabled('media')).toBe(false);
  });

  it('[P4-003] on login success analytics identification is set up', async () => {
    const { analytics, store } = setup();
    await store.login('admin@harbor.test', 'secret');
    expect(analytics.identify).toHaveBeenCalledWith({
      id: 11,
      email: 'admin@harbor.test',
      name: 'Alicia Moreno',
      account_id: 3,
      user_type: 'admin',
    });
  });

  it('[P4-004] analytics identification is skipped when impersonating (P6-016)', async () => {
    const { analytics, store } = setup(signedInRoutes({ is_impersonated: true, is_shadowing: true }));
    await store.login('admin@harbor.test', 'secret');
    expect(store.signedIn).toBe(true);
    expect(analytics.identify).not.toHaveBeenCalled();
  });

  it('[P4-008] a login error stores the error and clears the token', async () => {
    const routes = signedInRoutes();
    routes['POST /auth'] = failure(401, 'Invalid e-mail or password', 'unauthorized');
    const { store, storage, navigate } = setup(routes, STORED);
    expect(await store.login('admin@harbor.test', 'wrong')).toBe(false);
    expect(store.error).toBe('Invalid e-mail or password');
    expect(store.token).toBeNull();
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    // A refused login is no expired session.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('[P4-007] an account id without a profile id clears the stored data and goes to /login', async () => {
    const { store, storage, navigate, api } = setup(signedInRoutes({ profile_id: null }));
    expect(await store.login('admin@harbor.test', 'secret')).toBe(false);
    expect(storage.entries()).toEqual({});
    expect(store.token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(api.calls('GET /accounts/{id}', { id: '3' })).toHaveLength(0);
  });
});

describe('AuthStore: restore and refresh', () => {
  it('[P7-073] restores the stored session and refreshes it with GET /auth', async () => {
    const { api, store } = setup(signedInRoutes(), STORED);
    await store.start();
    const call = api.calls('GET /auth')[0];
    expect(call?.headers.get('Authorization')).toBe(`Basic ${btoa('admin@harbor.test:tok-1')}`);
    expect(store.signedIn).toBe(true);
    expect(store.token).toBe('tok-1');
    expect(store.user?.name).toBe('Alicia Moreno');
    store.dispose();
  });

  it('[P4-001] a restored session asks for its account, user, profile, settings and white-label beside GET /auth', async () => {
    const routes = signedInRoutes();
    const session = routes['GET /auth'];
    let answerSession: () => void = () => undefined;
    routes['GET /auth'] = () => new Promise((resolve) => (answerSession = () => resolve(session as FakeReply<'GET /auth'>)));
    const { api, store } = setup(routes, STORED);
    const started = store.start();
    await vi.waitFor(() => expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /mywhitelabel'));
    expect(api.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      ['GET /account_settings', 'GET /accounts/3', 'GET /auth', 'GET /mywhitelabel', 'GET /profiles/21', 'GET /users/11'].sort(),
    );
    expect(store.user).toBeNull();
    answerSession();
    await started;
    expect(store.user?.name).toBe('Alicia Moreno');
    expect(store.account?.id).toBe(3);
    // Each call once: the early replies were used.
    expect(api.calls('GET /users/{id}', { id: '11' })).toHaveLength(1);
    store.dispose();
  });

  it('[P4-001] when the session names other ids than the stored ones, their meta is loaded instead', async () => {
    const { api, store } = setup(signedInRoutes(), { ...STORED, [STORAGE_KEYS.user_id]: '99' });
    await store.start();
    expect(api.calls('GET /users/{id}', { id: '99' })).toHaveLength(1);
    expect(api.calls('GET /users/{id}', { id: '11' })).toHaveLength(1);
    expect(store.user?.name).toBe('Alicia Moreno');
    store.dispose();
  });

  it('[P4-007] a stored account id without a profile id is cleared at start', async () => {
    const { storage, store, navigate, api } = setup(signedInRoutes(), {
      ...STORED,
      [STORAGE_KEYS.profile_id]: '',
    });
    await store.start();
    expect(storage.entries()).toEqual({});
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(api.requests).toHaveLength(0);
  });

  it('starts signed out when nothing is stored', async () => {
    const { store, api } = setup(signedInRoutes());
    await store.start();
    expect(store.signedIn).toBe(false);
    expect(api.requests).toHaveLength(0);
  });

  it('a server failure on refresh keeps the stored credentials for the next try', async () => {
    const routes = signedInRoutes();
    routes['GET /auth'] = failure(500, 'An unexpected error occurred');
    const { store, storage, reporter } = setup(routes, STORED);
    await store.start();
    expect(store.error).toBe('An unexpected error occurred');
    expect(storage.get(STORAGE_KEYS.token)).toBe('tok-1');
    expect(reporter.report).toHaveBeenCalledTimes(1);
  });
});

describe('AuthStore: signing out', () => {
  it('[P4-005] a 401 from any call signs out (P7-008)', async () => {
    const { store, storage, navigate, api } = setup(signedInRoutes(), STORED);
    await store.start();
    api.on('GET /users/{id}', failure(401, 'Session expired', 'unauthorized'));
    await store.client.GET('/users/{id}', { params: { path: { id: 11 } } });
    expect(store.signedIn).toBe(false);
    expect(store.token).toBeNull();
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('[P2-077] an expired session goes to /login with invalidated and the current path', async () => {
    const routes = signedInRoutes();
    routes['GET /auth'] = failure(401, 'Session expired', 'unauthorized');
    const { store, navigate, setPath, reporter } = setup(routes, STORED);
    setPath('/reviews/4?x=1');
    await store.start();
    expect(store.invalidated).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/login?invalidated=true&redirect=%2Freviews%2F4%3Fx%3D1');
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('[P4-006] a storage change in another tab without a token logs out', async () => {
    const { store, storage, navigate } = setup(signedInRoutes(), STORED);
    await store.start();
    storage.changeElsewhere(STORAGE_KEYS.email, 'x@y.test');
    expect(store.signedIn).toBe(true);
    storage.changeElsewhere(STORAGE_KEYS.token, null);
    expect(store.signedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('[P4-006] clearing the storage in another tab logs out too', async () => {
    const { store, storage } = setup(signedInRoutes(), STORED);
    await store.start();
    storage.clearElsewhere();
    expect(store.token).toBeNull();
    store.dispose();
  });

  it('[P7-067] logout calls DELETE /auth and forgets the session', async () => {
    const { store, api, storage, navigate } = setup();
    await store.login('admin@harbor.test', 'secret');
    await store.logout();
    expect(api.calls('DELETE /auth')).toHaveLength(1);
    expect(store.token).toBeNull();
    expect(store.error).toBeNull();
    expect(storage.entries()).toEqual({});
    expect(navigate).toHaveBeenLastCalledWith('/login');
  });

  it('[P4-009] a logout error stores the error and clears the token', async () => {
    const routes = signedInRoutes();
    routes['DELETE /auth'] = failure(401, 'Session expired', 'unauthorized');
    const { store, navigate } = setup(routes);
    await store.login('admin@harbor.test', 'secret');
    await store.logout();
    expect(store.error).toBe('Session expired');
    expect(store.token).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('AuthStore: meta-load failures', () => {
  const failingAccount = (session: Parameters<typeof signedInRoutes>[0] = {}) => {
    const routes = signedInRoutes(session);
    routes['GET /accounts/{id}'] = failure(500, 'An unexpected error occurred');
    return routes;
  };

  it('[P4-010] a meta-load failure is reported to error monitoring', async () => {
    const { store, reporter } = setup(failingAccount());
    expect(await store.login('admin@harbor.test', 'secret')).toBe(true);
    expect(reporter.report).toHaveBeenCalledTimes(1);
    expect(reporter.report.mock.calls[0]?.[1]).toMatchObject({ step: 'meta-load', status: 500 });
    expect(store.account).toBeNull();
    expect(store.user?.id).toBe(11);
  });

  it('[P4-011] a meta-load failure is not reported when impersonating', async () => {
    const { store, reporter } = setup(failingAccount({ is_impersonated: true }));
    await store.login('admin@harbor.test', 'secret');
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('[P4-012] a meta-load failure is not reported when status is pending, expired or suspended (P3-002)', async () => {
    for (const status of ['pending', 'expired', 'suspended'] as const) {
      const { store, reporter } = setup(failingAccount({ status }));
      await store.login('admin@harbor.test', 'secret');
      expect(store.status).toBe(status);
      expect(reporter.report).not.toHaveBeenCalled();
    }
  });

  it('[P4-014] a white-label fetch returning 401 leads to login', async () => {
    const routes = signedInRoutes();
    routes['GET /mywhitelabel'] = failure(401, 'Session expired', 'unauthorized');
    const { store, navigate, reporter } = setup(routes);
    expect(await store.login('admin@harbor.test', 'secret')).toBe(false);
    expect(store.token).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/login\?invalidated=true/);
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('[P4-015] another white-label failure leads to /error with its status and message', async () => {
    const routes = signedInRoutes();
    routes['GET /mywhitelabel'] = failure(503, 'Down for maintenance');
    const { store, navigate } = setup(routes);
    await store.login('admin@harbor.test', 'secret');
    expect(navigate).toHaveBeenCalledWith('/error?statusCode=503&message=Down+for+maintenance');
  });

  it('[P4-015] a white-label failure without status or message uses 500 and the default message', async () => {
    const routes = signedInRoutes();
    routes['GET /mywhitelabel'] = () => Promise.reject(new TypeError('Failed to fetch'));
    const { store, navigate } = setup(routes);
    await store.login('admin@harbor.test', 'secret');
    expect(navigate).toHaveBeenCalledWith('/error?statusCode=500&message=An+unexpected+error+occurred');
  });
});

describe('AuthStore: inactive accounts', () => {
  it('[P4-013] [F4-121] HTTP 402 marks the account inactive and leads to billing (P2-076)', async () => {
    const { store, api, navigate, setPath } = setup(signedInRoutes(), STORED);
    await store.start();
    api.on('GET /users/{id}', failure(402, 'Account inactive', 'account_inactive'));
    await store.client.GET('/users/{id}', { params: { path: { id: 11 } } });
    expect(store.account_active).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/settings/billing');
    setPath('/settings/billing/edit');
    await store.client.GET('/users/{id}', { params: { path: { id: 11 } } });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('AuthStore: shadowing and impersonation', () => {
  const shadowRoutes = () => {
    const routes = signedInRoutes();
    const child = { ...SESSION, token: 'shadow-1', account_id: 8, is_shadowing: true, shadowed_account_id: 8 };
    Object.assign(routes, {
      'POST /shadow_user/tokens': { status: 201, body: child },
      'GET /accounts/{id}': { status: 200, body: { id: 8, name: 'Summit Auto Group' } },
    });
    return routes;
  };

  it('[P7-074] shadow posts child_account_id and serves the session under /as/{id} (P1-005)', async () => {
    const { store, api, storage } = setup(shadowRoutes());
    await store.login('admin@harbor.test', 'secret');
    expect(await store.shadow(8)).toBe(true);
    expect(api.calls('POST /shadow_user/tokens')[0]?.body).toEqual({ child_account_id: 8 });
    expect(store.token).toBe('shadow-1');
    expect(store.isShadowing).toBe(true);
    expect(store.basePath).toBe('/as/8');
    expect(store.account?.name).toBe('Summit Auto Group');
    expect(storage.get(STORAGE_KEYS.parentToken)).toBe('tok-1');
  });

  it('[P1-004] an impersonated session is flagged and served under /as/{id}', async () => {
    const { store } = setup(signedInRoutes({ is_impersonated: true, is_shadowing: true, user_type: 'support' }));
    await store.login('support@locus.test', 'secret');
    expect(store.isImpersonated).toBe(true);
    expect(store.basePath).toBe('/as/3');
  });

  it('exitShadow comes back to the parent session', async () => {
    const { store, api } = setup(shadowRoutes());
    await store.login('admin@harbor.test', 'secret');
    await store.shadow(8);
    api.on('GET /auth', { status: 200, body: { ...SESSION, token: undefined } });
    expect(await store.exitShadow()).toBe(true);
    expect(store.token).toBe('tok-1');
    expect(store.basePath).toBe('');
    expect(await store.exitShadow()).toBe(false);
  });

  it('switchAccount opens the child home under /as/{id}, or /error when refused', async () => {
    const { store, navigate, api } = setup(shadowRoutes());
    await store.switchAccount(8);
    expect(navigate).toHaveBeenLastCalledWith('/login?redirect=%2Fswitch-account%2F8');
    await store.login('admin@harbor.test', 'secret');
    expect(await store.switchAccount(8)).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/as/8/dashboard?dateDescriptor=sixMonths');
    api.on('POST /shadow_user/tokens', failure(403, 'Not your account', 'forbidden'));
    expect(await store.switchAccount(9)).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/error?statusCode=403&message=Not+your+account');
  });
});

describe('AuthStore: SSO, sign-up, confirmation and passwords', () => {
  it('[P5-053] sso-login uses the token with a blank e-mail, then GET /auth (P7-002, P7-066)', async () => {
    const { store, api } = setup();
    expect(await store.ssoLogin('sso-tok')).toBe(true);
    expect(api.calls('GET /auth')[0]?.headers.get('Authorization')).toBe(`Basic ${btoa(':sso-tok')}`);
    expect(store.email).toBe('');
    expect(store.token).toBe('sso-tok');
    expect(store.signedIn).toBe(true);
  });

  it('[P7-064] signup posts /signup/user', async () => {
    const routes: FakeRoutes = { 'POST /signup/user': { status: 201, body: { user_id: 1, account_id: 2, email: 'a@b.test', status: 'pending' } } };
    const { store, api } = setup(routes);
    const form = { name: 'A', email: 'a@b.test', password: 'password1', password_confirmation: 'password1', account_name: 'Acme' };
    expect(await store.signup(form)).toEqual({ ok: true, data: { user_id: 1, account_id: 2, email: 'a@b.test', status: 'pending' } });
    expect(api.calls('POST /signup/user')[0]?.body).toEqual(form);
  });

  it("[P5-048] sign-up failure shows the server error, or 'There was an issue creating your account...'", async () => {
    const form = { name: 'A', email: 'a@b.test', password: 'password1', password_confirmation: 'password1', account_name: 'Acme' };
    const taken = setup({ 'POST /signup/user': failure(409, 'An account with that e-mail already exists', 'conflict') });
    expect(await taken.store.signup(form)).toEqual({ ok: false, error: 'An account with that e-mail already exists' });
    const silent = setup({ 'POST /signup/user': { status: 500 } });
    expect(await silent.store.signup(form)).toEqual({ ok: false, error: SIGNUP_ERROR_MESSAGE });
  });

  it('[P7-068] confirm sends PATCH /confirm with confirmation_token (as POST with the override, P7-006)', async () => {
    const reply = { user_id: 1, email: 'a@b.test', status: 'active' as const, confirmed_at: '2026-11-01T00:00:00Z' };
    const { store, api } = setup({ 'PATCH /confirm': { status: 200, body: reply } });
    expect(await store.confirm('c-1')).toEqual({ ok: true, data: reply });
    expect(api.calls('PATCH /confirm')[0]?.body).toEqual({ confirmation_token: 'c-1' });
  });

  it('[P7-069] resendConfirmation posts /confirm with state', async () => {
    const { store, api } = setup({ 'POST /confirm': { status: 202, body: { accepted: true } } });
    expect(await store.resendConfirmation('a@b.test', '/reviews')).toEqual({ ok: true, data: true });
    expect(api.calls('POST /confirm')[0]?.body).toEqual({ email: 'a@b.test', state: '/reviews' });
  });

  it('[P7-070] forgotPassword posts /passwords with email', async () => {
    const { store, api } = setup({ 'POST /passwords': { status: 202, body: { accepted: true } } });
    expect(await store.forgotPassword('a@b.test')).toEqual({ ok: true, data: true });
    expect(api.calls('POST /passwords')[0]?.body).toEqual({ email: 'a@b.test' });
  });

  it('[P7-072] checkResetToken gets /passwords with reset_password_token; unknown or expired → /expired-password', async () => {
    const { store, api, navigate } = setup({
      'GET /passwords': (r) =>
        r.query.get('reset_password_token') === 'good'
          ? { status: 200, body: { email: 'a@b.test', expires_at: '2026-11-01T02:00:00Z' } }
          : failure(404, 'Password reset token not found', 'not_found'),
    });
    expect(await store.checkResetToken('good')).toMatchObject({ ok: true, data: { email: 'a@b.test' } });
    expect(api.calls('GET /passwords')[0]?.query.get('reset_password_token')).toBe('good');
    expect(navigate).not.toHaveBeenCalled();
    expect((await store.checkResetToken('old')).ok).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/expired-password');
  });

  it('[P7-071] resetPassword patches /passwords; an expired link goes to /expired-password', async () => {
    const { store, api, navigate } = setup({ 'PATCH /passwords': { status: 204 } });
    expect(await store.resetPassword('t', 'password1', 'password1')).toEqual({ ok: true, data: true });
    expect(api.calls('PATCH /passwords')[0]?.body).toEqual({
      reset_password_token: 't',
      password: 'password1',
      password_confirmation: 'password1',
    });
    expect(navigate).toHaveBeenLastCalledWith('/password-reset-complete');
    api.on('PATCH /passwords', failure(422, 'Your password reset link has expired', 'unprocessable'));
    expect(await store.resetPassword('t', 'password1', 'password1')).toEqual({
      ok: false,
      error: 'Your password reset link has expired',
    });
    expect(navigate).toHaveBeenLastCalledWith('/expired-password');
    api.on('PATCH /passwords', { status: 400, body: { status: 400, code: 'validation_failed', error: 'password is too short', field: 'password' } });
    expect(await store.resetPassword('t', 'short', 'short')).toEqual({ ok: false, error: 'password is too short', field: 'password' });
  });
});

describe('AuthStore: derived state', () => {
  it('[P3-005] trial days left come from the account trial_ended_at', async () => {
    const { store } = setup();
    await store.login('admin@harbor.test', 'secret');
    expect(store.trialDaysLeft).toBe(10);
  });

  it('[P2-073] a route change is tracked as a page view', () => {
    const { store, analytics } = setup();
    store.pageView('/reviews');
    expect(analytics.pageView).toHaveBeenCalledWith('/reviews');
  });

  it('a feature event is told to analytics with the signed-in account', async () => {
    const { store, analytics } = setup();
    await store.login('admin@harbor.test', 'secret');
    store.track('location_performance_print', { view: 'locations' });
    expect(analytics.track).toHaveBeenCalledWith('location_performance_print', { view: 'locations', account_id: store.account_id });
    expect(store.account_id).not.toBeNull();
  });

  it('routeSession carries what resolveRoute needs', async () => {
    const { store, setPath } = setup();
    await store.login('admin@harbor.test', 'secret');
    setPath('/photos?features.media=true');
    expect(store.routeSession).toMatchObject({ signedIn: true, isParent: false, accountActive: true, userTypeCode: 'admin' });
    expect(store.routeSession.features?.has('media')).toBe(true);
  });
});
