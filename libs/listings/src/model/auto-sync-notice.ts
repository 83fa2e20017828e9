/** The Auto Sync notice (F8-035): a location whose changes wait for Auto Sync. */
import type { FlyoutAction } from './sync-flyout.js';

export const AUTO_SYNC_NOTICE =
  'Auto Sync to Directories is off for this location. Any changes made will will be queued for publishing once Auto Sync has been enabled.';

/** It shows for 5 s. */
export const AUTO_SYNC_NOTICE_MS = 5000;

/**
 * F8-035: when the location's listing is not published, unless the reason is a missing integration or a location
 * missing from it (the flyout then says so itself).
 */
export function showsAutoSyncNotice(publishingEnabled: boolean, action: FlyoutAction | null): boolean {
  return !publishingEnabled && action !== 'missing-integration' && action !== 'missing-location';
}
