import type { Values } from './query-values.js';

/** The subset of a body that a handler may write: only the listed keys that are present. */
export function pick<K extends string>(body: Values, keys: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  for (const key of keys) if (key in body && body[key] !== undefined) out[key] = body[key];
  return out;
}
