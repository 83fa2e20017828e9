import { describe, expect, it } from 'vitest';
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
