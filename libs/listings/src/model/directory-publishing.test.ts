import type { Schemas } from '@locus/api-client';
import { describe, expect, it } from 'vitest';
import { directorySwitch } from './directory-publishing.js';
import { syncReply } from '../testing/fixtures.js';

const on = { flagOn: true, canUpdate: true, updating: false };

describe('the directory switch', () => {
  it('[F6-024] shows only with the Auto Sync setting and the directory-specific publishing flag, for a publishable directory', () => {
    const sync: Schemas['LocalListingSync'] = syncReply();
    expect(directorySwitch(sync, on)).toEqual({ label: 'Auto Sync to Google', on: true, disabled: false });
    expect(directorySwitch(sync, { ...on, flagOn: false })).toBeNull();
    expect(directorySwitch({ ...sync, auto_sync: false }, on)).toBeNull();
    expect(directorySwitch({ ...sync, publishable: false, directory_code: 'yelp' }, on)).toBeNull();
  });

  it('is off for a switched-off directory, and disabled while saving or without location update', () => {
    expect(directorySwitch(syncReply({ directory_enabled: false }), on)?.on).toBe(false);
    expect(directorySwitch(syncReply(), { ...on, updating: true })?.disabled).toBe(true);
    expect(directorySwitch(syncReply(), { ...on, canUpdate: false })?.disabled).toBe(true);
  });
});
