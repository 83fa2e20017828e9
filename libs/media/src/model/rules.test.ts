import { describe, expect, it } from 'vitest';
import { canBulkAddPhotos } from './bulk-gating.js';
import { lightboxKeyAction, lightboxLayout, moveLightbox } from './lightbox.js';
import { PHOTO_MESSAGES } from './messages.js';
import { dimensionProblem, fileProblem, PHOTO_FILE_MESSAGES } from './photo-rules.js';
import { photoSectionFor, photoSectionState } from './photo-section.js';
import { statusBar } from './status-bar.js';
import { needsOverrideConfirmation } from './wizard.js';

const cover = { code: 'COVER', name: 'Cover' };
const logo = { code: 'LOGO', name: 'Logo' };
const profile = { code: 'PROFILE', name: 'Profile' };

describe('photo checks before upload', () => {
  it('[P5-027] [F5-039] accepts png and jpeg only', () => {
    expect(fileProblem({ size: 20_000, type: 'image/png' })).toBeNull();
    expect(fileProblem({ size: 20_000, type: 'image/jpeg' })).toBeNull();
    expect(fileProblem({ size: 20_000, type: 'image/gif' })).toBe(PHOTO_FILE_MESSAGES.notAnImage);
  });

  it('[P5-028] [F5-040] [F9-009] 5 MB or more is refused with the spec\'s text', () => {
    expect(fileProblem({ size: 5 * 1024 * 1024, type: 'image/png' })).toBe('Unable to upload image. Please choose a file smaller than 5mb');
    expect(fileProblem({ size: 5 * 1024 * 1024 - 1, type: 'image/png' })).toBeNull();
  });

  it('[P5-029] [F5-041] [F9-010] under 10240 bytes is refused with the spec\'s text', () => {
    expect(fileProblem({ size: 10239, type: 'image/png' })).toBe('Unable to upload image. Please choose a file that is at least 10240 bytes.');
    expect(fileProblem({ size: 10240, type: 'image/png' })).toBeNull();
  });

  it('[F5-042] [F9-011] a cover needs an aspect ratio of at least 16:9', () => {
    expect(dimensionProblem(cover, 480, 270)).toBeNull();
    expect(dimensionProblem(cover, 400, 400)).toMatch(/aspect ratio of at least 16:9/);
  });

  it('[F5-043] [F5-044] [F9-012] [F9-013] a cover is 480x270 to 2120x1192', () => {
    expect(dimensionProblem(cover, 2120, 1192)).toBeNull();
    expect(dimensionProblem(cover, 2200, 1192)).toBe('Upload error: Cover photos must be at most 2120 x 1192 pixels.');
    expect(dimensionProblem(cover, 470, 264)).toBe('Upload error: Cover photos must be at least 480 x 270 pixels.');
  });

  it('[F5-045] [F5-046] [F9-014] [F9-015] a logo is 250x250 to 2000x2000', () => {
    expect(dimensionProblem(logo, 250, 250)).toBeNull();
    expect(dimensionProblem(logo, 249, 300)).toBe('Upload error: Logo photos must be at least 250 x 250 pixels.');
    expect(dimensionProblem(logo, 2001, 2000)).toBe('Upload error: Logo photos must be at most 2000 x 2000 pixels.');
  });

  it('[F5-047] [F5-049] dimension messages start with "Upload error:"; Profile counts as Logo', () => {
    expect(dimensionProblem(profile, 100, 100)).toBe('Upload error: Profile photos must be at least 250 x 250 pixels.');
    expect(dimensionProblem(profile, 300, 300)).toBeNull();
    expect(dimensionProblem({ code: 'INTERIOR', name: 'Interior' }, 10, 10)).toBeNull();
    expect(dimensionProblem(null, 10, 10)).toBeNull();
  });
});

describe('status bars', () => {
  it('[F8-043] dead shows a red Failed bar that explains itself', () => {
    expect(statusBar('dead')).toEqual({ label: 'Failed', tone: 'error', detail: PHOTO_MESSAGES.dead });
  });
  it('pending shows Publishing', () => {
    expect(statusBar('pending')).toMatchObject({ label: 'Publishing' });
  });
  it('[F4-044] any other status shows no bar', () => {
    expect(statusBar('published')).toBeNull();
    expect(statusBar(undefined)).toBeNull();
  });
});

describe('lightbox', () => {
  const at = (index: number, paginated = false, page = 1, totalPages = 1) => ({ index, count: 3, paginated, page, totalPages });

  it('Escape closes; the arrow keys move', () => {
    expect(lightboxKeyAction('Escape')).toBe('close');
    expect(lightboxKeyAction('ArrowRight')).toBe('next');
    expect(lightboxKeyAction('ArrowLeft')).toBe('previous');
    expect(lightboxKeyAction('Enter')).toBeNull();
  });

  it('[F4-051] wraps at the ends when not paginated', () => {
    expect(moveLightbox(at(2), 'next')).toEqual({ kind: 'show', index: 0 });
    expect(moveLightbox(at(0), 'previous')).toEqual({ kind: 'show', index: 2 });
    expect(moveLightbox(at(1), 'next')).toEqual({ kind: 'show', index: 2 });
  });

  it('asks for the next or previous page at the ends when paginated', () => {
    expect(moveLightbox(at(2, true, 1, 3), 'next')).toEqual({ kind: 'page', page: 2, at: 'first' });
    expect(moveLightbox(at(0, true, 2, 3), 'previous')).toEqual({ kind: 'page', page: 1, at: 'last' });
    expect(moveLightbox(at(2, true, 3, 3), 'next')).toEqual({ kind: 'page', page: 1, at: 'first' });
  });

  it('[F9-024] uses the mobile layout below 500 px', () => {
    expect(lightboxLayout(499)).toBe('mobile');
    expect(lightboxLayout(500)).toBe('desktop');
  });
});

describe('Bulk Add Photos gating', () => {
  it('is offered with media create plus the Auto Sync setting', () => {
    const session = (media: string[], autoSync: boolean) => ({ permissions: { media }, isFeatureEnabled: (name: string) => autoSync && name === 'auto_sync' });
    expect(canBulkAddPhotos(session(['create'], true))).toBe(true);
    expect(canBulkAddPhotos(session(['read'], true))).toBe(false);
    expect(canBulkAddPhotos(session(['create'], false))).toBe(false);
  });
});

describe('Photo Management section', () => {
  const base = { canReadListings: true, settingOn: true, unavailableReason: null, canUpload: true, canDelete: true };
  it('[F6-011] needs local_listing read and the flag', () => {
    expect(photoSectionState({ ...base, canReadListings: false }).visible).toBe(false);
    expect(photoSectionState({ ...base, settingOn: false }).visible).toBe(false);
    expect(photoSectionState(base)).toEqual({ visible: true, reason: null, canUpload: true, canDelete: true });
  });
  it('[F6-009] [F6-010] upload needs media create and delete media delete', () => {
    const session = (permissions: Record<string, string[]>) => ({ account_id: 1, permissions, isFeatureEnabled: (name: string) => name === 'location_photo_section' });
    expect(photoSectionFor(session({ local_listing: ['read'], media: ['read'] }), null)).toEqual({ visible: true, reason: null, canUpload: false, canDelete: false });
    expect(photoSectionFor(session({ local_listing: ['read'], media: ['create', 'read', 'delete'] }), null)).toMatchObject({ canUpload: true, canDelete: true });
    expect(photoSectionFor(session({ media: ['create'] }), null).visible).toBe(false);
  });

  it('[F4-045] [F4-046] [F4-047] unavailable unless published: the reason shows and nothing can be sent', () => {
    const state = photoSectionState({ ...base, unavailableReason: 'No active Google integration' });
    expect(state).toEqual({ visible: true, reason: 'No active Google integration', canUpload: false, canDelete: false });
  });
});

describe('override confirmation', () => {
  it('asks before replacing the location\'s cover, logo or profile photo', () => {
    expect(needsOverrideConfirmation('COVER', ['COVER', 'INTERIOR'])).toBe(true);
    expect(needsOverrideConfirmation('LOGO', ['COVER'])).toBe(false);
    expect(needsOverrideConfirmation('INTERIOR', ['INTERIOR'])).toBe(false);
    expect(needsOverrideConfirmation(null, ['COVER'])).toBe(false);
  });
});
