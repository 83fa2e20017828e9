import { describe, expect, it } from 'vitest';
import { autoSyncBlock, autoSyncInitiallyOn, autoSyncResultText, cannotPublishText, directorySpecificPublishing } from './auto-sync.js';

describe('Auto Sync toggle', () => {
  const open = { updating: false, autoSyncPurchased: true, integrationActive: true, state: 'published' };
  it('[F4-061] [F4-062] starts on only for a published location', () => {
    expect(autoSyncInitiallyOn('published')).toBe(true);
    expect(autoSyncInitiallyOn('eligible_not_published')).toBe(false);
    expect(autoSyncInitiallyOn('not_eligible')).toBe(false);
  });
  it('[F4-063] [F4-064] [F4-065] [F4-066] is disabled while updating, without Auto Sync, without an active integration, and when not eligible', () => {
    expect(autoSyncBlock(open)).toBeNull();
    expect(autoSyncBlock({ ...open, updating: true })).toBe('updating');
    expect(autoSyncBlock({ ...open, autoSyncPurchased: false })).toBe('not_purchased');
    expect(autoSyncBlock({ ...open, integrationActive: false })).toBe('no_integration');
    expect(autoSyncBlock({ ...open, state: 'not_eligible' })).toBe('not_eligible');
  });
  it("[F8-048] [F8-049] [F8-050] [F8-051] success texts and the 'Cannot Publish' texts", () => {
    expect(autoSyncResultText(true)).toBe('Auto Sync enabled for this location');
    expect(autoSyncResultText(false)).toBe('Auto Sync disabled for this location');
    expect(cannotPublishText(false, 'published', null)).toBe('Cannot Publish: No active Google integration.');
    expect(cannotPublishText(true, 'not_eligible', 'Missing address')).toBe('Cannot Publish: Missing address');
    expect(cannotPublishText(true, 'eligible_not_published', null)).toBeNull();
  });
  it('[F6-024] directory-specific publishing needs Auto Sync and the flag', () => {
    expect(directorySpecificPublishing(true, true)).toBe(true);
    expect(directorySpecificPublishing(true, false)).toBe(false);
    expect(directorySpecificPublishing(false, true)).toBe(false);
  });
});
