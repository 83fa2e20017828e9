/**
 * The bulk actions' gate on the selected locations (features.md section 5; docs/decisions.md #10), shared by
 * the listings and media actions. The main directory's integration is checked by the server when the
 * action publishes, so the gate reads only what the dashboard's rows carry.
 */

export const BULK_GATE_MESSAGES = {
  autoSyncOff: 'One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.',
  directoryOff: 'One or more selected locations has Auto Sync and/or Google directory turned off or does not have an active integration',
} as const;

/** The warning toast lasts 5 s (F9-050). */
export const BULK_WARNING_MS = 5000;

export interface BulkGateLocation {
  /** Auto Sync (publishing) is on for the location. */
  publishingEnabled: boolean;
  /** The main directory (Google) has a copy of the location and it is enabled. */
  mainDirectoryOn: boolean;
}

export interface BulkGate {
  /** 'block': the action does not open; 'warn': the 5-second toast. */
  kind: 'block' | 'warn';
  message: string;
}

/**
 * `autoSyncOff: 'block'` (Bulk Add Photos, F5-036): a location with Auto Sync off blocks the action. Else a
 * location with Auto Sync or its main directory off warns (F5-037 before Bulk Add Photos, F5-038 with Add
 * Holiday Hours).
 */
export function bulkGate(locations: readonly BulkGateLocation[], autoSyncOff: 'block' | 'warn'): BulkGate | null {
  if (autoSyncOff === 'block' && locations.some((l) => !l.publishingEnabled)) return { kind: 'block', message: BULK_GATE_MESSAGES.autoSyncOff };
  if (locations.some((l) => !l.publishingEnabled || !l.mainDirectoryOn)) return { kind: 'warn', message: BULK_GATE_MESSAGES.directoryOff };
  return null;
}
