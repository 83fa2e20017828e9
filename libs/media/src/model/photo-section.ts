/**
 * The Photo Management section of the location page (F2-009, F4-045..F4-047, F6-011): shown with
 * local_listing read and the location_photo_section setting; usable only while the listing is published on
 * the main directory, else the server's reason ('No active Google integration', 'Location not found in
 * Google integration') shows instead of the photos.
 */
import { can } from '@locus/auth';
import type { MediaSession } from '../ports/session.js';

export const PHOTO_SECTION_SETTING = 'location_photo_section';

export interface PhotoSectionInput {
  canReadListings: boolean;
  settingOn: boolean;
  /** GET /media's unavailable_reason for the location (null: photos can be sent). */
  unavailableReason: string | null;
  canUpload: boolean;
  canDelete: boolean;
}

export interface PhotoSectionState {
  visible: boolean;
  /** Why the photos cannot be managed; null when they can. */
  reason: string | null;
  canUpload: boolean;
  canDelete: boolean;
}

export function photoSectionState(input: PhotoSectionInput): PhotoSectionState {
  const visible = input.canReadListings && input.settingOn;
  const usable = visible && input.unavailableReason === null;
  return { visible, reason: visible ? input.unavailableReason : null, canUpload: usable && input.canUpload, canDelete: usable && input.canDelete };
}

/** The section's state for a session (F6-009, F6-010: upload needs media create, delete media delete). */
export function photoSectionFor(session: MediaSession, unavailableReason: string | null): PhotoSectionState {
  return photoSectionState({
    canReadListings: can(session.permissions, 'local_listing', 'read'),
    settingOn: session.isFeatureEnabled(PHOTO_SECTION_SETTING),
    unavailableReason,
    canUpload: can(session.permissions, 'media', 'create'),
    canDelete: can(session.permissions, 'media', 'delete'),
  });
}
