import { badRequest } from './http-error.js';

/**
 * Readers for query and body values. The framework validates and coerces from the contract, but
 * handlers stay defensive so an absent or odd value is a 400 naming the field, never a 500.
 */
export type Values = Record<string, unknown>;

/**
 * Where a reader looks: a typed query or body (the key must be one of its fields) or any object of values;
 * an absent source (an optional body not sent) reads as empty.
 */
type Source<S extends object> = S | null | undefined;

/** A trimmed non-empty string, or null. */
export function readString<S extends object>(source: Source<S>, key: keyof S & string): string | null {
  const value: unknown = source?.[key];
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** An integer, or null when absent. */
export function readInt<S extends object>(source: Source<S>, key: keyof S & string): number | null {
  const value: unknown = source?.[key];
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n)) throw badRequest(`${key} must be an integer`, key);
  return n;
}

/** A list of integers from an array or a comma-separated string; empty when absent. */
export function readIntList<S extends object>(source: Source<S>, key: keyof S & string): number[] {
  const value: unknown = source?.[key];
  if (value === undefined || value === null || value === '') return [];
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((part) => {
    const n = typeof part === 'number' ? part : Number(String(part).trim());
    if (!Number.isInteger(n)) throw badRequest(`${key} must be a list of integers`, key);
    return n;
  });
}

/** The raw items of a list value: a repeated parameter (`key` or `key[]`) or a JSON array; one value is a list of one. */
function listItems(source: Values, key: string): unknown[] {
  const raw = source[key] ?? source[`${key}[]`];
  if (raw === undefined || raw === null || raw === '') return [];
  return Array.isArray(raw) ? raw : [raw];
}

/**
 * A list of values among `allowed`, from a repeated parameter, an array or a comma-separated string; empty when
 * absent; a value outside the set is a 400 naming the field.
 */
export function readEnumList<T extends string>(source: Values, key: string, allowed: readonly T[]): T[] {
  const parts = listItems(source, key).flatMap((item) => String(item).split(',')).map((p) => p.trim()).filter(Boolean);
  const bad = parts.find((p) => !allowed.includes(p as T));
  if (bad) throw badRequest(`${key} must be among ${allowed.join(', ')}`, key);
  return parts as T[];
}

/** A list of trimmed non-empty strings of at most `max` characters (never split on commas: names may hold them). */
export function readStringList(source: Values, key: string, max: number): string[] {
  const parts = listItems(source, key).map((item) => String(item).trim()).filter(Boolean);
  if (parts.some((p) => p.length > max)) throw badRequest(`${key} must be at most ${max} characters each`, key);
  return parts;
}

/** A boolean from true/false (or 1/0), or the fallback when absent. */
export function readBool<S extends object>(source: Source<S>, key: keyof S & string, fallback: boolean): boolean {
  const value: unknown = source?.[key];
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  const text = String(value).toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw badRequest(`${key} must be true or false`, key);
}

/** A required non-empty string of at most `max` characters (400 naming the field otherwise). */
export function requireText<S extends object>(source: Source<S>, key: keyof S & string, max?: number): string {
  const text = readString(source, key);
  if (text === null) throw badRequest(`${key} is required`, key);
  if (max !== undefined && text.length > max) throw badRequest(`${key} must be at most ${max} characters`, key);
  return text;
}
