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
