/**
 * The OAuth provider port: what the integrations module asks of Google, Facebook or Trustpilot. Google is
 * spoken to for real when GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are set; every other case is the local
 * provider, whose consent page says plainly that no real account is contacted.
 */
import type { OauthProviderCode } from '../db/schema-integrations.js';
import { tokenCipher, tokenKeyFrom, type TokenCipher } from '../modules/integrations/token-cipher.js';
import { googleOAuthProvider } from './oauth/google-oauth.js';
import { localOAuthAuthority, type LocalOAuthAuthority } from './oauth/local-oauth.js';

/** What a token endpoint granted. */
export interface TokenGrant {
  accessToken: string;
  /** null when the provider sent none (a refresh usually keeps the old one). */
  refreshToken: string | null;
  /** Seconds the access token lives; null when it does not expire. */
  expiresInSeconds: number | null;
  scope: string | null;
  /** The provider-side account's name, when the provider tells it. */
  accountName: string | null;
}

/** A refusal from the provider, with its OAuth error code (`invalid_grant`, `access_denied`...). */
export class OAuthProviderError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'OAuthProviderError';
  }
}

export interface OAuthProvider {
  /** Which implementation: the real provider or the local stand-in. */
  readonly kind: 'google' | 'local';
  authorizeUrl(state: string, challenge: string, redirectUri: string): string;
  exchangeCode(code: string, verifier: string, redirectUri: string): Promise<TokenGrant>;
  refresh(refreshToken: string): Promise<TokenGrant>;
}

export const OAUTH_PROVIDERS: readonly OauthProviderCode[] = ['google', 'facebook', 'trustpilot'];

export interface OAuthServices {
  providers: Readonly<Record<OauthProviderCode, OAuthProvider>>;
  /** The local consent page's authority (issues the codes the local providers accept). */
  local: LocalOAuthAuthority;
  cipher: TokenCipher;
  /** Where the provider sends the browser back: the server's public callback (register it with Google). */
  redirectUri(provider: OauthProviderCode): string;
}

export interface OAuthOptions {
  /** The server's public origin (PUBLIC_URL): the callback and the local consent page live under its /api. */
  publicUrl: string;
  env: Readonly<Record<string, string | undefined>>;
  now: () => Date;
  log?: (line: string) => void;
}

// The local-key notice is said once per process, not once per server a test starts.
let localKeyNoticed = false;
const noticeOnce = (line: string) => {
  if (localKeyNoticed) return;
  localKeyNoticed = true;
  console.warn(line);
};

export function createOAuthServices({ publicUrl, env, now, log = noticeOnce }: OAuthOptions): OAuthServices {
  const origin = publicUrl.replace(/\/+$/, '');
  const { key, source } = tokenKeyFrom(env, log);
  const local = localOAuthAuthority({ consentUrl: `${origin}/api/_local/oauth/consent`, now });
  const clientId = env['GOOGLE_CLIENT_ID']?.trim();
  const clientSecret = env['GOOGLE_CLIENT_SECRET']?.trim();
  const google = clientId && clientSecret
    ? googleOAuthProvider({
        clientId,
        clientSecret,
        ...(env['GOOGLE_OAUTH_AUTHORIZE_URL'] ? { authorizeEndpoint: env['GOOGLE_OAUTH_AUTHORIZE_URL'] } : {}),
        ...(env['GOOGLE_OAUTH_TOKEN_URL'] ? { tokenEndpoint: env['GOOGLE_OAUTH_TOKEN_URL'] } : {}),
      })
    : local.provider('google');
  return {
    providers: { google, facebook: local.provider('facebook'), trustpilot: local.provider('trustpilot') },
    local,
    cipher: tokenCipher(key, source),
    redirectUri: (provider) => `${origin}/api/oauth/callback/${provider}`,
  };
}
