import type { Schemas } from '@locus/api-client';

type Directory = Schemas['DirectoryEntry'];

/** One directory entry of a location detail; `overrides` change any field. */
export function directoryEntry(code: Directory['directory_code'], name: string, sourceId: number, overrides: Partial<Directory> = {}): Directory {
  return {
    directory_code: code,
    directory_name: name,
    directory_enabled: true,
    directory_logo_url: null,
    listing_url: null,
    status: 'in_sync',
    status_description: null,
    fields_not_in_sync: [],
    last_checked_at: null,
    rtx_source_id: sourceId,
    overrides: null,
    ...overrides,
  };
}

/** Special hours on a date (YYYY-MM-DD), closed unless `hours` are given. */
export function specialHoursRow(id: number, startDate: string, hours: Schemas['SpecialHours']['hours'] = []): Schemas['SpecialHours'] {
  return {
    id,
    account_id: 3,
    location_id: 7,
    start_date: startDate,
    closed: hours.length === 0,
    is_24_hours: false,
    hours,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

/** GET /locations/7 as the server answers it (Google and Yelp entries); `overrides` change any field. */
export function locationDetailReply(overrides: Partial<Schemas['LocationDetail']> = {}): Schemas['LocationDetail'] {
  return {
    id: 7,
    account_id: 3,
    name: 'Downtown',
    public_name: 'Harbor Dental Downtown',
    address: '1 Main St',
    address_2: 'Suite 200',
    city: 'Springfield',
    state: 'Illinois',
    state_id: 14,
    state_code: 'IL',
    country: 'United States',
    country_id: 1,
    zipcode: '62701',
    phone: '(555) 123-4567',
    external_id: null,
    google_place_id: null,
    category_id: 4,
    category_name: 'Dentist',
    website: 'https://downtown.example',
    open_status: 'active',
    is_headquarters: false,
    status: null,
    status_reason: null,
    publishing_enabled: true,
    npi_numbers: ['1234567893'],
    industry_ids: { npi_numbers: ['1234567893'] },
    hours: { monday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] } },
    group_ids: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    special_hours: [],
    source_overrides: [],
    directories: [directoryEntry('google', 'Google', 1), directoryEntry('yelp', 'Yelp', 6)],
    ...overrides,
  } as Schemas['LocationDetail'];
}
