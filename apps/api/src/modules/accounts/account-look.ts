import { unprocessable } from '../../http/http-error.js';

/** An IANA zone the runtime knows (Intl refuses anything else), e.g. America/New_York. */
export function assertTimeZone(zone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw unprocessable(`${zone} is not a known time zone`, 'time_zone');
  }
}

/** A logo is a file POST /upload stored here (a path on this server) or an https address; nothing else is shown in an <img>. */
export function assertLogoUrl(url: string): void {
  if (url.startsWith('/') && !url.startsWith('//')) return;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw unprocessable('logo_url must be an https address or an uploaded file', 'logo_url');
  }
  if (parsed.protocol !== 'https:') throw unprocessable('logo_url must be an https address or an uploaded file', 'logo_url');
}
