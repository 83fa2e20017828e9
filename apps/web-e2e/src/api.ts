import { expect, type APIRequestContext } from '@playwright/test';

export const MEDIA_TYPE = 'application/vnd.locus.v1+hal+json';
export const DEMO_PASSWORD = 'locus-demo';

export interface Session {
  email: string;
  token: string;
  account_id: number;
  user_id: number;
}

/** Signs in over real HTTP exactly as the web client does and returns the session. */
export async function signIn(request: APIRequestContext, email: string): Promise<Session> {
  const res = await request.post('/api/auth', {
    headers: { 'Content-Type': MEDIA_TYPE, Accept: MEDIA_TYPE, 'X-Locus-Client': 'e2e' },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Session;
}

export function authHeaders(session: Pick<Session, 'email' | 'token'>): Record<string, string> {
  const basic = Buffer.from(`${session.email}:${session.token}`).toString('base64');
  return { Authorization: `Basic ${basic}`, Accept: MEDIA_TYPE, 'Content-Type': MEDIA_TYPE, 'X-Locus-Client': 'e2e' };
}

/** Support, shadowing the account, switches one of its settings (feature flags are the provider's). */
export async function setAccountSetting(request: APIRequestContext, accountId: number, code: string, value: 'true' | 'false') {
  const support = await signIn(request, 'support@locus.test');
  const shadow = await request.post('/api/shadow_user/tokens', { headers: authHeaders(support), data: { child_account_id: accountId } });
  expect(shadow.status(), await shadow.text()).toBe(201);
  const shadowSession: Pick<Session, 'email' | 'token'> = { email: '', token: ((await shadow.json()) as { token: string }).token };
  const list = await request.get('/api/account_settings', { headers: authHeaders(shadowSession), params: { account_id: accountId, per_page: 500 } });
  const rows = ((await list.json()) as { _embedded: { account_settings: { id: number; code: string }[] } })._embedded.account_settings;
  const id = rows.find((row) => row.code === code)?.id;
  const res = await request.patch(`/api/account_settings/${id}`, { headers: authHeaders(shadowSession), data: { value } });
  expect(res.status(), await res.text()).toBe(200);
}
