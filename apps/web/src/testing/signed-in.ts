import type { Schemas } from '@locus/api-client';
import type { FakeRoutes, SuccessReply } from '@locus/api-client/testing';

type Session = Schemas['AuthSessionCreated'];

const FULL_PERMISSIONS: Session['permissions'] = {
  metrics: ['read'],
  review: ['read', 'respond'],
  request: ['read'],
  alert: ['read', 'update'],
  user: ['read'],
  account: ['read'],
};

/** A regular account's admin (Harbor-like); override what a test needs. */
export function session(overrides: Partial<Session> = {}): Session {
  return {
    token: 'token-1',
    email: 'admin@harbor.test',
    user_id: 11,
    account_id: 3,
    profile_id: 21,
    user_type_id: 6,
    user_type: 'admin',
    status: 'active',
    account_active: true,
    is_parent: false,
    is_whitelabel: false,
    is_account_owner: true,
    is_impersonated: false,
    is_shadowing: false,
    shadowed_account_id: null,
    permissions: FULL_PERMISSIONS,
    expires_at: '2026-12-01T00:00:00Z',
    ...overrides,
  };
}

/** An account's white-label record with nothing set (the product's own look). */
export function noWhitelabel(accountId: number): Schemas['Whitelabel'] {
  return {
    id: null,
    account_id: accountId,
    is_whitelabel: false,
    name: null,
    custom_domain: null,
    logo_url: null,
    nav_background: null,
    nav_text: null,
    nav_active_text: null,
    nav_hover_background: null,
    nav_hover_text: null,
    support_phone: null,
    support_email: null,
  };
}

/** The account of `s` as GET /accounts/{id} answers it. */
export function accountReply(s: Session, overrides: Partial<Schemas['Account']> = {}): SuccessReply<'GET /accounts/{id}'> {
  return {
    status: 200,
    body: { id: s.account_id, name: 'Harbor Dental Group', kind: s.is_parent ? 'parent' : 'regular', status: 'active', segment: 'enterprise', ...overrides },
  };
}

/** GET /account_settings with these settings on. */
export function settingsReply(accountId: number, codes: readonly string[]): SuccessReply<'GET /account_settings'> {
  return {
    status: 200,
    body: {
      _embedded: { account_settings: codes.map((code, i) => ({ id: i + 1, account_id: accountId, code, value: 'true' })) },
      _total: codes.length,
      _total_pages: 1,
      _page: 1,
      _links: { self: { href: '/api/account_settings' } },
    },
  };
}

/** Routes of a server where `s` is signed in (the session calls and the meta-load). */
export function signedInRoutes(s: Session = session(), whitelabel: Partial<Schemas['Whitelabel']> = {}) {
  const { token: _token, ...current } = s;
  return {
    'POST /auth': { status: 201, body: s },
    'GET /auth': { status: 200, body: current },
    'DELETE /auth': { status: 204 },
    'GET /accounts/{id}': accountReply(s),
    'GET /users/{id}': {
      status: 200,
      body: { id: s.user_id, account_id: s.account_id, email: s.email, name: 'Alicia Moreno', user_type: s.user_type, user_type_id: s.user_type_id },
    },
    'GET /profiles/{id}': {
      status: 200,
      body: { id: s.profile_id ?? undefined, user_id: s.user_id, account_id: s.account_id, name: 'Alicia Moreno' },
    },
    'GET /mywhitelabel': { status: 200, body: { ...noWhitelabel(s.account_id), ...whitelabel } },
    'GET /account_settings': settingsReply(s.account_id, ['insights']),
    // The stored toast duration, read once a session (P4-075): none stored.
    'GET /users/{id}/ui_settings': { status: 200, body: { toast_duration_ms: null } },
  } satisfies FakeRoutes;
}
