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
