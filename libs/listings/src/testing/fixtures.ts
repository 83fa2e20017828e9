import type { Schemas } from '@locus/api-client';

type Location = Schemas['LocalListingLocation'];
type DirectoryCopy = Location['directories'][number];

/** One directory's copy of a location, enabled and publishable. */
export const directoryCopy = (code: DirectoryCopy['directory_code'], status: DirectoryCopy['status'], extra: Partial<DirectoryCopy> = {}): DirectoryCopy => ({
  directory_code: code, directory_name: code, directory_logo_url: '', publishable: true, directory_enabled: true, rtx_source_id: null,
  status, status_description: null, fields_not_in_sync: [], listing_url: null, reference_id: null, last_checked_at: null, ...extra,
});

/** A dashboard row in sync, published under Auto Sync, with Google on and Bing switched off. */
export const listingLocation = (id: number, overrides: Partial<Location> = {}): Location => ({
  id, name: `L${id}`, public_name: null, address: '1 Main St', city: 'Portland', state_code: 'OR', zipcode: '97201', external_id: null,
  status: 'in_sync', listing_status: 'published', open_status: null, publishing_enabled: true, last_published_at: null, last_checked_at: null,
  pct_valid_top_directories: 100, directories: [directoryCopy('google', 'in_sync'), directoryCopy('bing', 'in_sync', { directory_enabled: false })], ...overrides,
});

/** The sync flyout's reply for Google of location 1: out of sync on the phone, Auto Sync bought and on. */
export const syncReply = (overrides: Partial<Schemas['LocalListingSync']> = {}): Schemas['LocalListingSync'] => ({
  location_id: 1, directory_code: 'google', directory_name: 'Google', source_id: 7, publishable: true, status: 'not_in_sync',
  fields_not_in_sync: ['phone'], status_description: 'Fields not in sync: phone', directory_enabled: true, publishing_enabled: true,
  location_status: 'published', status_reason: null, auto_sync: true, is_admin: true, reference_id: 'g-1', listing_url: null, last_checked_at: null,
  integration: { source_code: 'google', integration_status: 'active' },
  locus: { public_name: 'Harbor', phone: '5035550101' }, directory: { public_name: 'Harbor', phone: '5035559999' }, ...overrides,
});
