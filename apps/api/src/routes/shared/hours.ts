import type { WeeklyHours } from '../../db/schema.js';

/**
 * Weekly hours: the contract names a day's open/close pairs `hours` (as the spec does for special
 * hours); the stored JSON (db/schema.ts `DayHours`) names them `periods`. Reading accepts either, so
 * rows written before the names agreed still read correctly.
 */
type Pair = { open_time: string; close_time: string };
type StoredDay = { open?: boolean; is_24_hours?: boolean; periods?: Pair[]; hours?: Pair[] };
type WireDay = { open: boolean; is_24_hours: boolean; hours: Pair[] };

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Stored hours to the wire; null when the location has none. */
export function hoursToWire(stored: unknown): Record<string, WireDay> | null {
  if (!stored || typeof stored !== 'object') return null;
  const out: Record<string, WireDay> = {};
  for (const day of WEEKDAYS) {
    const value = (stored as Record<string, StoredDay | undefined>)[day];
    if (!value) continue;
    out[day] = { open: Boolean(value.open), is_24_hours: Boolean(value.is_24_hours), hours: value.hours ?? value.periods ?? [] };
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Wire hours (validated by the contract) to the stored JSON text; null means none. */
export function hoursToStored(wire: Record<string, Partial<WireDay>> | null): string {
  const stored: WeeklyHours = {};
  for (const day of WEEKDAYS) {
    const value = wire?.[day];
    if (!value) continue;
    stored[day] = { open: Boolean(value.open), is_24_hours: Boolean(value.is_24_hours), periods: value.hours ?? [] };
  }
  return JSON.stringify(stored);
}
