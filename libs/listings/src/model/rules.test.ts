import { describe, expect, it } from 'vitest';
import { autoSyncBlock, autoSyncInitiallyOn, autoSyncResultText, cannotPublishText, directorySpecificPublishing } from './auto-sync.js';
import { defaultSort, pageLinks, readDashboardQuery, writeDashboardQuery } from './dashboard-query.js';
import { directoryStatus, fieldsNotInSyncText, isDirectoryClickable, LISTING_STATUSES, statusLabel, statusTone } from './statuses.js';

describe('statuses', () => {
  it('[F4-053] knows the eight statuses; [F4-054] not_in_sync reads Out of Sync; [F4-055] an inactive open status is appended', () => {
    expect(LISTING_STATUSES).toEqual(['pending_sync', 'in_progress', 'pending_claim', 'action_required', 'published', 'in_sync', 'not_in_sync', 'not_available']);
    expect(statusLabel('not_in_sync')).toBe('Out of Sync');
    expect(statusLabel('in_sync', 'temporarily_inactive')).toBe('In Sync (Temporarily Inactive)');
    expect(statusLabel('pending_sync', 'inactive')).toBe('Pending Sync (Inactive)');
    expect(statusLabel('in_sync', null)).toBe('In Sync');
  });

  it('[F4-057] [F4-058] a missing directory is not_available and not clickable', () => {
    expect(directoryStatus({ status: null, directoryEnabled: false, publishingEnabled: true })).toBe('not_available');
    expect(isDirectoryClickable('not_available')).toBe(false);
    expect(isDirectoryClickable('pending_sync')).toBe(true);
  });

  it('[F4-059] [F4-060] a directory off while Auto Sync is on shows not_in_sync, also when it was in_sync or in_progress', () => {
    for (const status of ['in_sync', 'in_progress', 'pending_sync'] as const) {
      expect(directoryStatus({ status, directoryEnabled: false, publishingEnabled: true })).toBe('not_in_sync');
    }
    expect(directoryStatus({ status: 'in_sync', directoryEnabled: false, publishingEnabled: false })).toBe('in_sync');
    expect(directoryStatus({ status: 'in_progress', directoryEnabled: true, publishingEnabled: true })).toBe('in_progress');
  });

  it('[F4-056] draws each status with an icon tone: in sync ok, out of sync a problem, missing, the rest waiting', () => {
    expect(statusTone('published')).toBe('ok');
    expect(statusTone('action_required')).toBe('problem');
    expect(statusTone('not_available')).toBe('missing');
    expect(statusTone('pending_claim')).toBe('waiting');
  });

  it("[F3-015] names the fields not in sync as 'Fields not in sync: a,b'", () => {
    expect(fieldsNotInSyncText(['phone', 'website'])).toBe('Fields not in sync: phone,website');
    expect(fieldsNotInSyncText([])).toBeNull();
  });
});

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

describe('dashboard query', () => {
  it('[F9-051] [F9-052] [F9-053] defaults: name ascending (internal: status descending), page 1', () => {
    expect(readDashboardQuery({}, false)).toMatchObject({ sortBy: 'name', sortOrder: 'asc', page: 1 });
    expect(readDashboardQuery({}, true)).toMatchObject({ sortBy: 'status', sortOrder: 'desc', page: 1 });
    expect(defaultSort(true)).toEqual({ sortBy: 'status', sortOrder: 'desc' });
  });
  it('[F2-024] reads and writes page, sort, statuses, directories, location_id, location_ids and group_id; keeps other keys', () => {
    const values = { page: '3', 'sort[by]': 'last_checked_at', 'sort[order]': 'desc', statuses: 'in_sync,bogus', directories: 'google,yelp', location_id: '4', location_ids: '5,6', group_id: '9', fromLL: 'x' };
    const query = readDashboardQuery(values, false);
    expect(query).toEqual({ page: 3, sortBy: 'last_checked_at', sortOrder: 'desc', statuses: ['in_sync'], directories: ['google', 'yelp'], locationId: 4, locationIds: [5, 6], groupId: 9 });
    expect(writeDashboardQuery(query, false, values)).toEqual({ ...values, statuses: 'in_sync' });
    expect(writeDashboardQuery(readDashboardQuery({}, true), true)).toEqual({});
  });
  it('[F2-026] first, prev, next and last links', () => {
    expect(pageLinks(1, 4)).toEqual({ first: null, prev: null, next: 2, last: 4 });
    expect(pageLinks(3, 4)).toEqual({ first: 1, prev: 2, next: 4, last: 4 });
    expect(pageLinks(4, 4)).toEqual({ first: 1, prev: 3, next: null, last: null });
    expect(pageLinks(1, 0)).toEqual({ first: null, prev: null, next: null, last: null });
  });
});
