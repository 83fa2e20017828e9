/**
 * Google's OAuth 2.0 for web server apps: authorization code with PKCE (S256), offline access so a refresh
 * token comes back, consent asked every time so it comes back on a reconnect too. Token calls are
 * form-encoded POSTs answered in JSON; a refusal carries `error` (`invalid_grant`...).
 */
import { OAuthProviderError, type OAuthProvider, type TokenGrant } from '../oauth-provider.js';

export const GOOGLE_AUTHORIZE_ENDPOINT = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_ENDPOINT = 'https://oauth2.googleapis.com/token';
/** Google Business Profile: listings, reviews and photos. */
export const GOOGLE_BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';
const TIMEOUT_MS = 10_000;

export interface GoogleOAuthOptions {
  clientId: string;
  clientSecret: string;
  authorizeEndpoint?: string;
  tokenEndpoint?: string;
}

interface TokenReply {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  scope?: unknown;
  error?: unknown;
  error_description?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function googleOAuthProvider({ clientId, clientSecret, authorizeEndpoint = GOOGLE_AUTHORIZE_ENDPOINT, tokenEndpoint = GOOGLE_TOKEN_ENDPOINT }: GoogleOAuthOptions): OAuthProvider {
  async function tokenCall(form: Record<string, string>): Promise<TokenGrant> {
    let response: Response;
    try {
      response = await fetch(tokenEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ ...form, client_id: clientId, client_secret: clientSecret }).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new OAuthProviderError('temporarily_unavailable', `Google's token endpoint did not answer: ${(error as Error).message}`);
    }
    const reply = (await response.json().catch(() => ({}))) as TokenReply;
    const accessToken = text(reply.access_token);
    if (!response.ok || !accessToken) {
      const code = text(reply.error) ?? 'server_error';
      throw new OAuthProviderError(code, text(reply.error_description) ?? `Google refused the token request (${response.status} ${code})`);
    }
    return {
      accessToken,
      refreshToken: text(reply.refresh_token),
      expiresInSeconds: typeof reply.expires_in === 'number' ? reply.expires_in : null,
      scope: text(reply.scope),
      // The token endpoint does not name the Business Profile account; that is a separate API call.
      accountName: null,
    };
  }

  return {
    kind: 'google',
    authorizeUrl(state, challenge, redirectUri) {
      const url = new URL(authorizeEndpoint);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_BUSINESS_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    exchangeCode: (code, verifier, redirectUri) =>
      tokenCall({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri }),
    refresh: (refreshToken) => tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  };
}
