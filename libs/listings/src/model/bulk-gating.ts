/** Bulk actions' gates on the selected locations (features.md section 5; docs/decisions.md #10). Bulk Add Photos' gate is libs/media's `bulkPhotoGate`. */

export const BULK_MESSAGES = {
  directoryOff: 'One or more selected locations has Auto Sync and/or Google directory turned off or does not have an active integration',
} as const;

/** The warning toast lasts 5 s (F9-050). */
export const BULK_WARNING_MS = 5000;

export interface BulkLocation {
  publishingEnabled: boolean;
  /** The main directory has a copy of the location and it is enabled. */
  mainDirectoryOn: boolean;
}

export interface BulkGate {
  /** 'block': the action does not open; 'warn': the 5-second toast. */
  kind: 'block' | 'warn';
  message: string;
}

/** F5-038: Add Holiday Hours. */
export function addHolidayHoursGate(locations: readonly BulkLocation[], integrationActive: boolean): BulkGate | null {
  if (!integrationActive || locations.some((l) => !l.publishingEnabled || !l.mainDirectoryOn)) return { kind: 'warn', message: BULK_MESSAGES.directoryOff };
  return null;
}
