import type { Schemas } from '@locus/api-client';
import { describe, expect, it } from 'vitest';
import { syncFlyoutView } from './sync-flyout-store.js';

type Sync = Schemas['LocalListingSync'];

describe('syncFlyoutView', () => {
  it('[F4-087][F4-086] the main directory\'s field names mark Locus\'s fields; hours have no copy button', () => {
    const fields = { public_name: 'Harbor', phone: '5035550101', hours: { monday: [] } as never };
    const sync = {
      location_id: 1, directory_code: 'google', directory_name: 'Google', publishable: true, status: 'not_in_sync', fields_not_in_sync: ['phone_number'],
      status_description: null, directory_enabled: true, publishing_enabled: true, location_status: 'active', status_reason: null, auto_sync: true, is_admin: true,
      reference_id: 'g-1', listing_url: null, last_checked_at: null, integration: { source_code: 'google', integration_status: 'active' },
      locus: fields, directory: { ...fields, phone: '5035559999' },
    } as unknown as Sync;
    const view = syncFlyoutView(sync);
    expect(view).toMatchObject({ header: 'Out of Sync', cardTitle: 'Data Points Out of Sync', message: 'Fields not in sync: phone_number' });
    expect(view?.fields.find((f) => f.field === 'phone')).toMatchObject({ outOfSync: true, copyable: true, directory: '5035559999' });
    expect(view?.fields.find((f) => f.field === 'hours')?.copyable).toBe(false);
  });
});
