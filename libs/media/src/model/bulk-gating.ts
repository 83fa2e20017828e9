import { can } from '@locus/auth';
import type { MediaSession } from '../ports/session.js';

/** The account setting of Auto Sync (publishing) bought. */
export const AUTO_SYNC_SETTING = 'auto_sync';

/** F6-025: the Bulk Add Photos action is offered with media create plus Auto Sync. */
export function canBulkAddPhotos(session: Pick<MediaSession, 'permissions' | 'isFeatureEnabled'>): boolean {
  return can(session.permissions, 'media', 'create') && session.isFeatureEnabled(AUTO_SYNC_SETTING);
}
