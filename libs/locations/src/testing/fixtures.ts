import type { Schemas } from '@locus/api-client';
import type { LocationSession } from '../ports/session.js';

/** A location as GET /locations/{id} answers it. */
export function locationDetail(overrides: Partial<Schemas['LocationDetail']> = {}): Schemas['LocationDetail'] {
  return {
    id: 7,
    account_id: 1,
    name: 'Downtown',
    public_name: 'Harbor Dental Downtown',
    address: '1 Main St',
    address_2: null,
    city: 'Springfield',
    state: 'Illinois',
    state_id: 14,
    state_code: 'IL',
    country: 'United States',
    country_id: 1,
    zipcode: '62701',
    phone: null,
    external_id: 'HD-1',
    google_place_id: null,
    category_id: null,
    category_name: null,
    website: null,
    open_status: 'active',
    is_headquarters: false,
    status: null,
    status_reason: null,
    publishing_enabled: true,
    npi_numbers: [],
    industry_ids: { npi_numbers: [] },
    hours: null,
    group_ids: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    special_hours: [],
    source_overrides: [],
    directories: [],
    ...overrides,
  };
}

/** A signed-in session; `features` lists the settings that are on. */
export function testSession(overrides: Partial<Omit<LocationSession, 'isFeatureEnabled'>> & { features?: string[] } = {}): LocationSession {
  const { features = [], ...rest } = overrides;
  return {
    account_id: 1,
    user_type: 'admin',
    permissions: { location: ['create', 'read', 'update', 'delete'], group: ['create', 'read', 'update'] },
    isWhitelabel: false,
    account: { vertical: 'other', total_locations: 3 },
    ...rest,
    isFeatureEnabled: (name) => features.includes(name),
  };
}

/** A group as GET /groups/{id} answers it. */
export const testGroup = { id: 2, account_id: 1, name: 'East', active_location_ids: [1, 2], created_at: 'x' };

/** GET /locations answering these rows on one page. */
export const locationsPage = (locations: { id: number; name: string }[]) => ({
  status: 200 as const,
  body: { _embedded: { locations }, _total: locations.length, _total_pages: 1 },
});
