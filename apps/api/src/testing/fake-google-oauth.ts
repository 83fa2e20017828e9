/**
 * A local node:http server answering like Google's OAuth 2.0 token endpoint, for the tests of the real Google
 * adapter: form-encoded POSTs, JSON replies, `invalid_client` for a wrong client, `invalid_grant` for an
 * unknown or reused code, a verifier that does not match the S256 challenge, or a different redirect_uri.
 * Its "authorize" step is `approve()`: what Google does when the user clicks Allow (a code bound to the challenge).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
export const FAKE_CLIENT_SECRET = 'test-secret';
export const FAKE_EXPIRES_IN = 3599;
const SCOPE = 'https://www.googleapis.com/auth/business.manage';

export interface FakeGoogle {
  authorizeUrl: string;
  tokenUrl: string;
  /** The user allowed access: a code for this challenge and redirect URI. */
  approve(challenge: string, redirectUri: string): string;
  /** Every token request's form, in order. */
  requests: Record<string, string>[];
  close(): Promise<void>;
}

const random = () => randomBytes(24).toString('base64url');

function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(Object.fromEntries(new URLSearchParams(body))));
    request.on('error', reject);
  });
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const refreshTokens = new Set<string>();
  const requests: Record<string, string>[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/token') return json(response, 404, { error: 'not_found' });
      if (!/^application\/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '')) return json(response, 400, { error: 'invalid_request', error_description: 'Form body expected' });
      const form = await readForm(request);
      requests.push(form);
      if (form['client_id'] !== FAKE_CLIENT_ID || form['client_secret'] !== FAKE_CLIENT_SECRET) return json(response, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      if (form['grant_type'] === 'authorization_code') {
        const issued = codes.get(form['code'] ?? '');
        codes.delete(form['code'] ?? '');
        const verifier = form['code_verifier'] ?? '';
        if (!issued) return json(response, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
        if (issued.redirectUri !== form['redirect_uri']) return json(response, 400, { error: 'redirect_uri_mismatch', error_description: 'Bad Request' });
        if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) return json(response, 400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' });
        const refreshToken = `1//${random()}`;
        refreshTokens.add(refreshToken);
        return json(response, 200, { access_token: `ya29.${random()}`, expires_in: FAKE_EXPIRES_IN, refresh_token: refreshToken, scope: SCOPE, token_type: 'Bearer' });
      }
      if (form['grant_type'] === 'refresh_token') {
        if (!refreshTokens.has(form['refresh_token'] ?? '')) return json(response, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        return json(response, 200, { access_token: `ya29.${random()}`, expires_in: FAKE_EXPIRES_IN, scope: SCOPE, token_type: 'Bearer' });
      }
      return json(response, 400, { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${form['grant_type']}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    authorizeUrl: `${origin}/o/oauth2/v2/auth`,
    tokenUrl: `${origin}/token`,
    approve(challenge, redirectUri) {
      const code = `4/${random()}`;
      codes.set(code, { challenge, redirectUri });
      return code;
    },
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
