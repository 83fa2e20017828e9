import type { CookieJar } from '../ports/cookie-jar.js';

const DAY_SECONDS = 86_400;

/** The cookie jar over `document.cookie` (or any object with its string interface). */
export function createDocumentCookies(doc: { cookie: string }): CookieJar {
  return {
    read(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      const found = doc.cookie.split('; ').find((pair) => pair.startsWith(prefix));
      return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
    },
    write(name, value, maxAgeDays) {
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeDays * DAY_SECONDS}; path=/; SameSite=Lax`;
    },
  };
}
