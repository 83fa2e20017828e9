import { badRequest } from '../../http/http-error.js';

/**
 * Readers for query and body values. The framework validates and coerces from the contract, but
 * handlers stay defensive so an absent or odd value is a 400 naming the field, never a 500.
 */
export type Values = Record<string, unknown>;

/** A trimmed non-empty string, or null. */
export function readString(source: Values, key: string): string | null {
  const value = source[key];
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** An integer, or null when absent. */
export function readInt(source: Values, key: string): number | null {
  const value = source[key];
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n)) throw badRequest(`${key} must be an integer`, key);
  return n;
}

/** A list of integers from an array or a comma-separated string; empty when absent. */
export function readIntList(source: Values, key: string): number[] {
  const value = source[key];
  if (value === undefined || value === null || value === '') return [];
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((part) => {
    const n = typeof part === 'number' ? part : Number(String(part).trim());
    if (!Number.isInteger(n)) throw badRequest(`${key} must be a list of integers`, key);
    return n;
  });
}

/** A boolean from true/false (or 1/0), or the fallback when absent. */
export function readBool(source: Values, key: string, fallback: boolean): boolean {
  const value = source[key];
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  const text = String(value).toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw badRequest(`${key} must be true or false`, key);
}

/** A required non-empty string of at most `max` characters (400 naming the field otherwise). */
export function requireText(source: Values, key: string, max?: number): string {
  const text = readString(source, key);
  if (text === null) throw badRequest(`${key} is required`, key);
  if (max !== undefined && text.length > max) throw badRequest(`${key} must be at most ${max} characters`, key);
  return text;
}
