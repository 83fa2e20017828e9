import { describe, expect, it } from 'vitest';
import { photoSectionFor, photoSectionState } from './photo-section.js';

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
