/** Conversions between database values and wire values, shared by every mapper. */

/** Timestamps go out as ISO 8601 in UTC; null stays null. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Dates (no time) go out as YYYY-MM-DD. */
export function dateOnly(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return iso(value).slice(0, 10);
}

/** Counts and bigints arrive as strings through `pg`; convert at the query layer. */
export function toNumber(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}
