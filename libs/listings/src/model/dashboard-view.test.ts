import { describe, expect, it } from 'vitest';
import { listingLocation as location } from '../testing/fixtures.js';
import { dashboardRowView } from './dashboard-view.js';

describe('dashboard rows', () => {
  it('[F4-057][F4-059][F4-066] a missing directory is not available; a switched-off one is out of sync under Auto Sync; a not eligible location cannot publish', () => {
    const row = dashboardRowView(location(1, { listing_status: 'not_eligible' }), { autoSyncPurchased: true, canUpdate: true, updating: false });
    const byCode = Object.fromEntries(row.directories.map((d) => [d.code, d]));
    expect(byCode['yelp']).toMatchObject({ label: 'Not Available', clickable: false });
    expect(byCode['bing']?.label).toBe('Out of Sync');
    expect(row.address).toBe('1 Main St, Portland, OR 97201');
    expect(row.lastPublished).toBe('Never');
    expect(row.autoSync).toEqual({ on: true, disabled: true, reason: 'Cannot Publish: This location is not eligible' });
  });
});
