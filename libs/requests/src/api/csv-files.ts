import moment from 'moment';

/** Where the API is served from, for the CSV links a page opens (the client's default base). */
export const API_BASE = '/api';

/** A link under the API with its query (undefined values left out). */
export function csvLink(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return `${API_BASE}${path}${text ? `?${text}` : ''}`;
}

/** A CSV file's name of today, as the server's Content-Disposition names it. */
export const csvFileName = (prefix: string, now: Date = new Date()): string =>
  `${prefix}-${moment(now).format('YYYY-MM-DD')}.csv`;
