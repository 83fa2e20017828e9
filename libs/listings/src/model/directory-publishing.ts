/** A directory's own Auto Sync switch in the sync flyout (directory-specific publishing, F6-024, features.md section 8). */
import type { Schemas } from '@locus/api-client';
import { directorySpecificPublishing } from './auto-sync.js';

export const DIRECTORY_PUBLISHING_MESSAGES = {
  saved: 'Directory sync settings saved',
  failed: 'Failed to update directory publishing status. Please reload or try again later.',
} as const;

/** The switch's failure alert lasts as long as the location toggle's (2 s). */
export const DIRECTORY_PUBLISHING_ERROR_MS = 2000;

export interface DirectorySwitchView {
  label: string;
  on: boolean;
  disabled: boolean;
}

export interface DirectorySwitchContext {
  /** ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING. */
  flagOn: boolean;
  /** The user may change locations (location update). */
  canUpdate: boolean;
  updating: boolean;
}

/**
 * F6-024: shown for a directory Locus publishes to when the account has Auto Sync and the flag; null otherwise
 * (the server refuses the switch then too). On while the directory's copy is enabled.
 */
export function directorySwitch(sync: Schemas['LocalListingSync'], context: DirectorySwitchContext): DirectorySwitchView | null {
  if (!sync.publishable || sync.source_id === null || !directorySpecificPublishing(sync.auto_sync, context.flagOn)) return null;
  return { label: `Auto Sync to ${sync.directory_name}`, on: sync.directory_enabled, disabled: context.updating || !context.canUpdate };
}
