/** What the Basic auth header is built from; the e-mail may be blank when a token is used (P7-002). */
export interface Credentials {
  email?: string | null;
  token?: string | null;
}

/** `Basic base64(email:token)`, or null when there is no token (then no header is sent). */
export function basicAuthHeader(credentials: Credentials | null | undefined): string | null {
  const token = credentials?.token;
  if (!token) return null;
  return `Basic ${base64Utf8(`${credentials.email ?? ''}:${token}`)}`;
}

// btoa only takes Latin-1, so encode to UTF-8 bytes first (e-mails may hold non-ASCII letters).
function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
