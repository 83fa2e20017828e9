import type { RecordedRequest } from './fake-api.js';

/** What an adapter sent, as plain data for one `toEqual`: method, path, query (less the client's GET nonce), body. */
export function sentRequest({ method, path, query, body }: RecordedRequest): {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
} {
  const { nonce: _nonce, ...rest } = Object.fromEntries(query);
  return { method, path, query: rest, ...(body === undefined ? {} : { body }) };
}
