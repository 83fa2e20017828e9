import type { Query } from './identified.js';

/** Drops undefined and null values: they are not sent, so they must not change a key either. */
export function cleanQuery(query: Query | undefined): Query {
  const out: Query = {};
  if (!query) return out;
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[name] = value;
  }
  return out;
}

/** JSON with object keys sorted at every depth, so equal params give equal text whatever their order. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(value).sort()) {
      const inner = (value as Record<string, unknown>)[name];
      if (inner !== undefined) sorted[name] = sortKeys(inner);
    }
    return sorted;
  }
  return value;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The key of a call: method, path and its params (sorted, empty values dropped). */
export function queryKey(method: HttpMethod, path: string, params?: Query): string {
  return `${method} ${path} ${stableStringify(cleanQuery(params))}`;
}
