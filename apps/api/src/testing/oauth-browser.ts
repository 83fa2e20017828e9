/**
 * Plays the browser's part of an OAuth connection in tests: opens the authorize URL's consent page,
 * submits Allow or Deny, and follows the redirects to the server's callback without following them further.
 * URLs the server builds from PUBLIC_URL are sent to the test server's own origin.
 */
import type { TestServer } from './http-harness.js';

export interface Hop {
  status: number;
  location: string;
  body: string;
}

/** The same path and query on the test server. */
export const onServer = (server: TestServer, url: string) => {
  const parsed = new URL(url);
  return `${server.baseUrl}${parsed.pathname}${parsed.search}`;
};

export async function visit(server: TestServer, url: string, init: RequestInit = {}): Promise<Hop> {
  const response = await fetch(onServer(server, url), { ...init, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '', body: await response.text() };
}

/** Submits the local consent page's form for this authorize URL; answers the redirect to the callback. */
export function decide(server: TestServer, authorizeUrl: string, decision: 'allow' | 'deny'): Promise<Hop> {
  const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
  form.set('decision', decision);
  return visit(server, authorizeUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
}

/** Start (as `token`), allow or deny on the consent page, then the callback: answers the callback's redirect. */
export async function connect(server: TestServer, token: string, provider: string, decision: 'allow' | 'deny' = 'allow', returnTo = '/settings/integrations'): Promise<Hop> {
  const start = await server.request('POST', `/oauth/outbound/${provider}`, { token, body: { return_to: returnTo } });
  if (start.status !== 200) throw new Error(`startOauth ${provider}: ${start.status} ${JSON.stringify(start.body)}`);
  const consent = await decide(server, start.body.authorize_url, decision);
  if (consent.status !== 303) throw new Error(`consent: ${consent.status} ${consent.body}`);
  return visit(server, consent.location);
}

/** The redirect's query as an object. */
export const queryOf = (location: string) => Object.fromEntries(new URL(location).searchParams);
