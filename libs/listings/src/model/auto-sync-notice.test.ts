import { describe, expect, it } from 'vitest';
import { AUTO_SYNC_NOTICE, showsAutoSyncNotice } from './auto-sync-notice.js';

describe('the Auto Sync notice', () => {
  it('[F8-035] shows when the location is not published, unless the integration or the location is missing', () => {
    expect(AUTO_SYNC_NOTICE).toBe('Auto Sync to Directories is off for this location. Any changes made will will be queued for publishing once Auto Sync has been enabled.');
    expect(showsAutoSyncNotice(false, 'pending-sync')).toBe(true);
    expect(showsAutoSyncNotice(false, 'in-sync')).toBe(true);
    expect(showsAutoSyncNotice(true, 'pending-sync')).toBe(false);
    expect(showsAutoSyncNotice(false, 'missing-integration')).toBe(false);
    expect(showsAutoSyncNotice(false, 'missing-location')).toBe(false);
  });
});
