import type { Schemas } from '@locus/api-client';
import { failure, type FakeRoutes } from '@locus/api-client/testing';

/** Fixed data of the auth tests (the demo's Harbor Dental admin). */
export const SESSION: Schemas['AuthSessionCreated'] = {
  token: 'tok-1',
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
  permissions: { metrics: ['read'], review: ['read', 'respond'], alert: ['read', 'update'], media: ['create', 'read'] },
  expires_at: '2026-11-15T00:00:00Z',
};

export const ACCOUNT: Schemas['Account'] = {
  id: 3,
  name: 'Harbor Dental Group',
  kind: 'regular',
  status: 'trial',
  parent_id: null,
  vertical: 'healthcare',
  segment: 'enterprise',
  trial_started_at: '2026-10-20T00:00:00Z',
  trial_ended_at: '2026-11-11T00:00:00Z',
  total_locations: 48,
  customer_success_manager_id: null,
  customer_success_manager_name: null,
  review_status_label_id: null,
  billing_provider: null,
  is_whitelabel: false,
  created_at: '2026-01-01T00:00:00Z',
};

export const USER: Schemas['User'] = {
  id: 11,
  account_id: 3,
  email: 'admin@harbor.test',
  name: 'Alicia Moreno',
  profile_name: null,
  user_type_id: 6,
  user_type: 'admin',
  status: 'active',
  profile_id: 21,
  shadow_user_id: null,
  confirmed_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  last_sign_in_at: '2026-01-02T09:00:00Z',
  is_account_owner: true,
};

export const PROFILE: Schemas['Profile'] = {
  id: 21,
  user_id: 11,
  account_id: 3,
  name: 'Alicia Moreno',
  phone: null,
  timezone: 'America/New_York',
  title: 'Director of Operations',
};

export const WHITELABEL: Schemas['Whitelabel'] = {
  id: 1,
  account_id: 3,
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

const list = (name: string, rows: unknown[]) => ({
  _embedded: { [name]: rows },
  _total: rows.length,
  _total_pages: 1,
  _page: 1,
  _links: { self: { href: '/api/x' }, first: { href: '/api/x' }, last: { href: '/api/x' } },
});

const NOT_FOUND = failure(404, 'Not found', 'not_found');

/** Replies of a working server for one signed-in admin. */
export function signedInRoutes(session: Partial<Schemas['AuthSessionCreated']> = {}): FakeRoutes {
  const s = { ...SESSION, ...session };
  const { token: _token, ...withoutToken } = s;
  return {
    'POST /auth': { status: 201, body: s },
    'GET /auth': { status: 200, body: withoutToken },
    'DELETE /auth': { status: 204 },
    // Only this session's rows exist; other ids are not found.
    'GET /accounts/{id}': ({ params }) => (params.id === String(s.account_id) ? { status: 200, body: { ...ACCOUNT, id: s.account_id } } : NOT_FOUND),
    'GET /users/{id}': ({ params }) => (params.id === String(s.user_id) ? { status: 200, body: USER } : NOT_FOUND),
    'GET /profiles/{id}': ({ params }) => (params.id === String(s.profile_id) ? { status: 200, body: PROFILE } : NOT_FOUND),
    'GET /mywhitelabel': { status: 200, body: WHITELABEL },
    'GET /account_settings': {
      status: 200,
      body: list('account_settings', [
        { id: 1, account_id: s.account_id, code: 'insights', value: 'true' },
        { id: 2, account_id: s.account_id, code: 'media', value: 'false' },
      ]),
    },
  };
}
