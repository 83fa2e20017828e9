import type { RecordedRequest } from './fake-api.js';

/**
 * What an adapter sent, as plain data for one `toEqual`: method, path, query (less the client's GET nonce;
 * a repeated key, as an array's, gives its values in order), body.
 */
export function sentRequest({ method, path, query, body }: RecordedRequest): {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body?: unknown;
} {
  const sent: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    if (key === 'nonce') continue;
    const values = query.getAll(key);
    sent[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return { method, path, query: sent, ...(body === undefined ? {} : { body }) };
}
