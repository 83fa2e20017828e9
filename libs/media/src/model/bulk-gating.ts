import { can } from '@locus/auth';
import type { MediaSession } from '../ports/session.js';

/**
 * Bulk Add Photos gating (F5-036, F5-037, decision 10): any selected location with publishing (Auto Sync) off
 * blocks the action; otherwise a location whose main directory is missing, disabled or not integrated shows
 * the 5-second notice instead of opening the modal.
 */
export const BULK_PHOTO_MESSAGES = {
  autoSyncOff: 'One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.',
  directoryOff: 'One or more selected locations has Auto Sync and/or Google directory turned off or does not have an active integration',
} as const;

export const BULK_NOTICE_MS = 5000;

/** The account setting of Auto Sync (publishing) bought. */
export const AUTO_SYNC_SETTING = 'auto_sync';

/** F6-025: the Bulk Add Photos action is offered with media create plus Auto Sync. */
export function canBulkAddPhotos(session: Pick<MediaSession, 'permissions' | 'isFeatureEnabled'>): boolean {
  return can(session.permissions, 'media', 'create') && session.isFeatureEnabled(AUTO_SYNC_SETTING);
}

export interface BulkPhotoLocation {
  publishing: boolean;
  /** The main directory (Google) is present and enabled for the location. */
  mainDirectoryOn: boolean;
  /** The account's Google integration is active. */
  integrated: boolean;
}

export type BulkPhotoGate = { kind: 'open' } | { kind: 'blocked'; message: string } | { kind: 'notice'; message: string; durationMs: number };

export function bulkPhotoGate(selected: readonly BulkPhotoLocation[]): BulkPhotoGate {
  if (selected.some((l) => !l.publishing)) return { kind: 'blocked', message: BULK_PHOTO_MESSAGES.autoSyncOff };
  if (selected.some((l) => !l.mainDirectoryOn || !l.integrated)) {
    return { kind: 'notice', message: BULK_PHOTO_MESSAGES.directoryOff, durationMs: BULK_NOTICE_MS };
  }
  return { kind: 'open' };
}
