import { OAUTH_PROVIDERS } from './integration-catalogue.js';

export interface IntegrationNotice {
  severity: 'success' | 'error';
  text: string;
}

/** What the address says when the page opens: back from a provider, or asked to reconnect one. */
export interface OAuthReturn {
  notice: IntegrationNotice | null;
  /** `?reconnect=<code>` (the expiry banner's Reconnect): start that provider's connect flow at once. */
  reconnect: string | null;
  /** One of these parameters was there: the address is to be tidied to `rest`. */
  found: boolean;
  /** The query without these parameters, for the address once read. */
  rest: string;
}

const PROVIDER_NAMES: Readonly<Record<string, string>> = { google: 'Google', facebook: 'Facebook', trustpilot: 'Trustpilot' };

/** RFC 6749 4.1.2.1 error codes the provider sends back, said plainly; other reasons are shown as given. */
const REASONS: Readonly<Record<string, string>> = {
  access_denied: 'access was not allowed',
  invalid_state: 'the sign-in took too long or was opened twice',
  server_error: 'the provider had a problem',
  temporarily_unavailable: 'the provider is busy',
};

export function providerName(code: string): string {
  return PROVIDER_NAMES[code] ?? code.charAt(0).toUpperCase() + code.slice(1);
}

export const RETURN_PARAMS = ['connected', 'oauth_error', 'reconnect'] as const;

/** Reads `?connected=`, `?oauth_error=` and `?reconnect=` from a page's query. */
export function readOAuthReturn(search: string): OAuthReturn {
  const params = new URLSearchParams(search);
  const connected = params.get('connected');
  const error = params.get('oauth_error');
  const reconnect = params.get('reconnect');
  const found = RETURN_PARAMS.some((name) => params.has(name));
  for (const name of RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  let notice: IntegrationNotice | null = null;
  if (error !== null) {
    const reason = REASONS[error] ?? error.replace(/_/g, ' ');
    const what = connected ? providerName(connected) : 'The integration';
    notice = { severity: 'error', text: `${what} could not be connected: ${reason}. Please try again.` };
  } else if (connected) {
    notice = { severity: 'success', text: `${providerName(connected)} is connected.` };
  }
  const wanted = reconnect && OAUTH_PROVIDERS.includes(reconnect) ? reconnect : null;
  return { notice, reconnect: wanted, found, rest: rest ? `?${rest}` : '' };
}
