/** A location's business status (F4-001..F4-003). */
export type OpenStatus = 'active' | 'temporarily_inactive' | 'inactive';

export const OPEN_STATUS_LABELS: Readonly<Record<OpenStatus, string>> = {
  active: 'Open',
  temporarily_inactive: 'Temporarily Closed',
  inactive: 'Permanently Closed',
};

/** A new location is open (F4-005). */
export const DEFAULT_OPEN_STATUS: OpenStatus = 'active';

export const OPEN_STATUS_OPTIONS: readonly { value: OpenStatus; label: string }[] = (
  Object.keys(OPEN_STATUS_LABELS) as OpenStatus[]
).map((value) => ({ value, label: OPEN_STATUS_LABELS[value] }));

/** The label of a status; an unknown or missing one reads as the default. */
export function openStatusLabel(status: string | null | undefined): string {
  return OPEN_STATUS_LABELS[(status ?? DEFAULT_OPEN_STATUS) as OpenStatus] ?? OPEN_STATUS_LABELS.active;
}

/** The control shows only while editing (F4-004). */
export function showsOpenStatusControl(mode: 'view' | 'edit' | 'create'): boolean {
  return mode === 'edit';
}
