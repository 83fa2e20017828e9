import type { DayHours, WeeklyHours } from '../../db/schema.js';

/** Weekly hours are stored in the wire shape; these keep only the seven weekdays and the known fields. */
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function normalize(source: unknown): WeeklyHours {
  const out: WeeklyHours = {};
  if (!source || typeof source !== 'object') return out;
  for (const day of WEEKDAYS) {
    const value = (source as Record<string, Partial<DayHours> | undefined>)[day];
    if (!value) continue;
    out[day] = { open: Boolean(value.open), is_24_hours: Boolean(value.is_24_hours), hours: value.hours ?? [] };
  }
  return out;
}

/** Stored hours to the wire; null when the location has none. */
export function hoursToWire(stored: unknown): WeeklyHours | null {
  const hours = normalize(stored);
  return Object.keys(hours).length > 0 ? hours : null;
}

/** Wire hours (validated by the contract) to the stored JSON text. */
export function hoursToStored(wire: unknown): string {
  return JSON.stringify(normalize(wire));
}
