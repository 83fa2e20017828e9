import { describeDay, openStatusLabel, weekdayLabel, WEEKDAYS, type WeekHours } from '@locus/hours';

export const SYNC_MESSAGES = {
  nothingToSync: 'Nothing to sync',
  loadFailed: 'An error occured fetching location info diff',
  syncFailed: 'An error occurred while trying to sync location info',
  synced: 'Successfully synced location',
} as const;

export const DIFF_FIELD_LABELS: Readonly<Record<string, string>> = {
  public_name: 'Public Name',
  address: 'Address',
  address_2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zipcode: 'Zip Code',
  phone: 'Phone',
  website: 'Website',
  category_name: 'Category',
  hours: 'Hours',
  open_status: 'Business Status',
};

export interface DiffRow {
  field: string;
  label: string;
  /** What Locus has now. */
  current: string;
  /** What the main directory has (what Accept Changes copies in). */
  incoming: string;
}

function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'open_status') return openStatusLabel(String(value));
  if (field === 'hours') {
    const week = value as WeekHours;
    return week ? WEEKDAYS.map((day) => `${weekdayLabel(day)}: ${describeDay(week[day])}`).join('; ') : '—';
  }
  return String(value);
}

/** The changed fields, Locus against the main directory (F4-039). */
export function diffRows(diff: { changed_fields: readonly string[]; source: Record<string, unknown>; target: Record<string, unknown> }): DiffRow[] {
  return diff.changed_fields.map((field) => ({
    field,
    label: DIFF_FIELD_LABELS[field] ?? field,
    current: showValue(field, diff.target[field]),
    incoming: showValue(field, diff.source[field]),
  }));
}
