/** What the caller presented: an e-mail (possibly blank, P7-002) and a session token. */
export interface Credentials {
  email: string;
  token: string;
}

/**
 * Reads `Authorization: Basic base64(email:token)` (P7-001). Returns undefined when the header is
 * absent or is not Basic auth with a token; the e-mail part may be empty (`:token`).
 */
export function parseBasicAuth(header: string | undefined): Credentials | undefined {
  if (header === undefined) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header.trim());
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  // The user part of Basic auth cannot hold a colon, so the first colon separates it from the token.
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const token = decoded.slice(colon + 1);
  if (token === '') return undefined;
  return { email: decoded.slice(0, colon).trim(), token };
}

/** Builds the header value, for tests and tools that call the server. */
export function basicAuthHeader(token: string, email = ''): string {
  return `Basic ${Buffer.from(`${email}:${token}`, 'utf8').toString('base64')}`;
}
