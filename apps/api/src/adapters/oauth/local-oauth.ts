/**
 * The local OAuth provider: plays Google (without credentials), Facebook and Trustpilot on this machine.
 * Its authorize URL is the server's own consent page (GET /api/_local/oauth/consent, http/local-oauth-routes.ts),
 * which issues a code bound to the PKCE challenge; the code is exchanged here, once, within 10 minutes, for
 * tokens that live 60 days with a refresh token. No real provider account is contacted.
 */
import type { OauthProviderCode } from '../../db/schema-integrations.js';
import { OAuthProviderError, type OAuthProvider, type TokenGrant } from '../oauth-provider.js';
import { randomToken, s256 } from './pkce.js';

const CODE_TTL_MS = 10 * 60 * 1000;
export const LOCAL_TOKEN_TTL_SECONDS = 60 * 24 * 60 * 60;
export const LOCAL_CLIENT_ID = 'locus-local';

export const PROVIDER_NAMES: Readonly<Record<OauthProviderCode, string>> = { google: 'Google', facebook: 'Facebook', trustpilot: 'Trustpilot' };

const LOCAL_SCOPES: Readonly<Record<OauthProviderCode, string>> = {
  google: 'https://www.googleapis.com/auth/business.manage',
  facebook: 'pages_show_list pages_read_user_content pages_manage_engagement',
  trustpilot: 'reviews.read reviews.reply',
};

interface IssuedCode {
  provider: OauthProviderCode;
  redirectUri: string;
  challenge: string;
  expiresAt: number;
}

export interface ConsentRequest {
  provider: OauthProviderCode;
  redirectUri: string;
  state: string;
  challenge: string;
}

export interface LocalOAuthAuthority {
  provider(code: OauthProviderCode): OAuthProvider;
  /** The consent page's Allow: a single-use code for this request. */
  issueCode(request: ConsentRequest): string;
  scopeOf(provider: OauthProviderCode): string;
}

const refreshPrefix = (provider: OauthProviderCode) => `locus-local-refresh-${provider}-`;

export function localOAuthAuthority({ consentUrl, now }: { consentUrl: string; now: () => Date }): LocalOAuthAuthority {
  const codes = new Map<string, IssuedCode>();

  const grant = (provider: OauthProviderCode, refreshToken: string): TokenGrant => ({
    accessToken: `locus-local-access-${provider}-${randomToken()}`,
    refreshToken,
    expiresInSeconds: LOCAL_TOKEN_TTL_SECONDS,
    scope: LOCAL_SCOPES[provider],
    accountName: `Local ${PROVIDER_NAMES[provider]} account`,
  });

  const provider = (code: OauthProviderCode): OAuthProvider => ({
    kind: 'local',
    authorizeUrl(state, challenge, redirectUri) {
      const url = new URL(consentUrl);
      url.search = new URLSearchParams({
        provider: code, client_id: LOCAL_CLIENT_ID, response_type: 'code', redirect_uri: redirectUri,
        scope: LOCAL_SCOPES[code], state, code_challenge: challenge, code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    async exchangeCode(authorizationCode, verifier, redirectUri) {
      const issued = codes.get(authorizationCode);
      codes.delete(authorizationCode);
      const valid = issued !== undefined && issued.provider === code && issued.redirectUri === redirectUri
        && issued.expiresAt > now().getTime() && s256(verifier) === issued.challenge;
      if (!valid) throw new OAuthProviderError('invalid_grant', 'The code is unknown, used, expired or does not match the verifier');
      return grant(code, `${refreshPrefix(code)}${randomToken()}`);
    },
    async refresh(refreshToken) {
      // Stateless on purpose: a refresh token this provider issued stays good across server restarts.
      if (!refreshToken.startsWith(refreshPrefix(code))) throw new OAuthProviderError('invalid_grant', 'Unknown refresh token');
      return grant(code, refreshToken);
    },
  });

  return {
    provider,
    issueCode({ provider: code, redirectUri, challenge }) {
      const nowMs = now().getTime();
      for (const [key, issued] of codes) if (issued.expiresAt <= nowMs) codes.delete(key);
      const authorizationCode = randomToken();
      codes.set(authorizationCode, { provider: code, redirectUri, challenge, expiresAt: nowMs + CODE_TTL_MS });
      return authorizationCode;
    },
    scopeOf: (code) => LOCAL_SCOPES[code],
  };
}
