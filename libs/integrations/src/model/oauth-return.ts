
export interface IntegrationNotice {
  severity: 'success' | 'error';
  text: string;
}

/** What the address says when the page opens: back from a provider, or asked to reconnect one. */
export interface OAuthReturn {
  notice: IntegrationNotice | null;
  /** `?reconnect=<code>` (the expiry banner's Reconnect): start that provider's connect flow at once (an OAuth entry of the catalogue). */
  reconnect: string | null;
  /** One of these parameters was there: the address is to be tidied to `rest`. */
  found: boolean;
  /** The query without these parameters, for the address once read. */
  rest: string;
}

const PROVIDER_NAMES: Readonly<Record<string, string>> = { google: 'Google', facebook: 'Facebook', trustpilot: 'Trustpilot' };

/** The callback's reasons (GET /oauth/callback/{provider}), said plainly; others are shown as given. */
const REASONS: Readonly<Record<string, string>> = {
  access_denied: 'access was not allowed',
  invalid_state: 'the connection took too long or was already used',
  exchange_failed: 'the provider refused the connection',
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
  return { notice, reconnect: reconnect || null, found, rest: rest ? `?${rest}` : '' };
}
