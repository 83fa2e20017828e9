/**
 * The location area's demo data, seeded after the accounts with its own PRNG (so the rest of the demo stays as
 * it was): NPI providers in the local registry, upcoming special hours, and each directory's copy of every
 * location's listing, some of them edited on the directory's side (docs/demo-data.md lists the fixed cases).
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, DirectoryCode, ListingData, ListingStatus, NpiProvidersTable, WeeklyHours } from '../db/schema.js';
import { DIRECTORIES } from '../modules/listings/directories.js';
import { changedFields, completeListing, listingOf } from '../modules/listings/listing-fields.js';
import { stableHash } from '../modules/listings/scan-rules.js';
import { insertRows } from './batch.js';
import { daysFrom, SEED_NOW } from './constants.js';
import { FIRST_NAMES, LAST_NAMES } from './names-data.js';
import { Random } from './random.js';

const LOCATION_AREA_SEED = 20261124;
const CREDENTIALS = ['DDS', 'DMD', 'DDS, MS', 'RDH'];

/** Providers that belong to no location, for trying the look-up by number (docs/demo-data.md). */
export const DEMO_NPI_PROVIDERS = [
  { number: '1245319599', first_name: 'Avery', middle_name: 'J', last_name: 'Quinn', credential: 'DDS', organization_name: null, city: 'Boston', state: 'MA', postal_code: '02108' },
  { number: '1669475711', first_name: null, middle_name: null, last_name: null, credential: null, organization_name: 'Harbor Dental Group', city: 'Boston', state: 'MA', postal_code: '02110' },
];

type LocationRow = Awaited<ReturnType<typeof loadLocations>>[number];

async function loadLocations(db: Kysely<Database>) {
  return db.selectFrom('locations as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .leftJoin('categories as c', 'c.id', 'l.category_id')
    .leftJoin('states as s', 's.id', 'l.state_id')
    .select([
      'l.id', 'l.account_id', 'l.name', 'l.public_name', 'l.address', 'l.address_2', 'l.city', 'l.state', 'l.zipcode', 'l.phone',
      'l.website', 'l.hours', 'l.open_status', 'l.google_place_id', 'l.npi_numbers', 'l.external_id', 'l.publishing_enabled',
      'c.name as category_name', 's.code as state_code', 'a.vertical',
    ])
    .orderBy('l.account_id').orderBy('l.id')
    .execute();
}

export async function seedLocationArea(db: Kysely<Database>): Promise<void> {
  const rng = new Random(LOCATION_AREA_SEED);
  const locations = await loadLocations(db);
  await seedNpiProviders(db, rng, locations);
  await seedSpecialHours(db, rng, locations);
  await seedDirectoryCopies(db, rng, locations);
}

async function seedNpiProviders(db: Kysely<Database>, rng: Random, locations: LocationRow[]) {
  const rows = new Map<string, Insertable<NpiProvidersTable>>(DEMO_NPI_PROVIDERS.map((p) => [p.number, p]));
  for (const l of locations.filter((x) => x.vertical === 'healthcare')) {
    l.npi_numbers.forEach((number, i) => {
      const place = { city: l.city, state: l.state_code, postal_code: l.zipcode };
      // The first number is the practice (an organisation), the others its dentists.
      rows.set(number, i === 0
        ? { number, first_name: null, middle_name: null, last_name: null, credential: null, organization_name: l.public_name, ...place }
        : { number, first_name: rng.pick(FIRST_NAMES), middle_name: null, last_name: rng.pick(LAST_NAMES), credential: rng.pick(CREDENTIALS), organization_name: null, ...place });
    });
  }
  await insertRows(db, 'npi_providers', [...rows.values()]);
}

const day = (offset: number) => daysFrom(SEED_NOW, offset).toISOString().slice(0, 10);

/** Every third location has a few upcoming holidays; the second location of each account has eight (more than the five shown). */
async function seedSpecialHours(db: Kysely<Database>, rng: Random, locations: LocationRow[]) {
  const rows = [];
  const seen = new Map<number, number>();
  for (const l of locations) {
    const index = seen.get(l.account_id) ?? 0;
    seen.set(l.account_id, index + 1);
    const count = index === 1 ? 8 : index % 3 === 0 ? rng.int(1, 3) : 0;
    for (let i = 0; i < count; i++) {
      const closed = i % 2 === 0;
      const hours = closed ? [] : [{ open_time: '10:00', close_time: rng.pick(['14:00', '15:00', '16:00']) }];
      rows.push({ account_id: l.account_id, location_id: l.id, start_date: day(7 + i * 9), closed, is_24_hours: false, hours: JSON.stringify(hours) });
    }
  }
  await insertRows(db, 'special_hours', rows);
}

/** What a directory user might change on a listing. */
const EDITS: Record<string, (data: ListingData, rng: Random) => void> = {
  phone: (d, rng) => (d.phone = `(${rng.int(201, 989)}) 555-${String(rng.int(200, 299)).padStart(4, '0')}`),
  website: (d) => (d.website = d.website ? d.website.replace('/locations/', '/offices/') : 'https://example.com'),
  public_name: (d) => (d.public_name = `${d.public_name ?? ''} Dental Care`.trim()),
  hours: (d) => {
    const hours: WeeklyHours = { ...(d.hours ?? {}) };
    hours.saturday = { open: false, is_24_hours: false, hours: [] };
    hours.monday = { open: true, is_24_hours: false, hours: [{ open_time: '07:30', close_time: '16:00' }] };
    d.hours = hours;
  },
  address_2: (d) => (d.address_2 = d.address_2 ? null : 'Suite 210'),
};

async function seedDirectoryCopies(db: Kysely<Database>, rng: Random, locations: LocationRow[]) {
  const rows = [];
  const seen = new Map<number, number>();
  for (const l of locations) {
    const index = seen.get(l.account_id) ?? 0;
    seen.set(l.account_id, index + 1);
    const locus = listingOf({ ...l, hours: Object.keys(l.hours ?? {}).length > 0 ? l.hours : null });
    for (const directory of DIRECTORIES) {
      // Google has a listing only for locations with a place id; Tripadvisor mostly lists restaurants.
      if (directory.code === 'google' && !l.google_place_id) continue;
      if (directory.code === 'trip_advisor' && l.vertical !== 'restaurant' && !rng.chance(0.2)) continue;
      const data: ListingData = { ...locus };
      // Fixed case: each account's second location has Google's phone and website edited (Sync From Google shows two fields).
      const drawn = directory.code === 'google' && index === 1 ? ['phone', 'website']
        : rng.chance(directory.code === 'google' ? 0.2 : 0.12) ? [rng.pick(Object.keys(EDITS))] : [];
      // Auto Sync heals the publishable directories; on the others an edit lasts, so only one drawn edit in three is
      // kept there (a hash, not a draw: the rest of the demo's random data stays as it was).
      const edits = directory.publishable || stableHash(`${l.id}:${directory.code}`) % 3 === 0 ? drawn : [];
      for (const edit of edits) EDITS[edit]?.(data, rng);
      const fields = changedFields(locus, completeListing(data));
      // Fixed cases for the Local Listings flyout (no random draw, so the rest of the demo is unchanged): each
      // account's fifth location waits for Facebook's claim (no reference id yet: 'Location Missing from
      // Integration'), its sixth has Yelp switched off while Auto Sync is on (not_in_sync, F4-059).
      const claim = index === 4 && l.publishing_enabled && directory.code === 'facebook';
      const switchedOff = index === 5 && l.publishing_enabled && directory.code === 'yelp';
      const status: ListingStatus = claim ? 'pending_claim' : switchedOff ? 'not_in_sync'
        : !l.publishing_enabled ? 'pending_sync' : fields.length > 0 ? 'not_in_sync' : 'in_sync';
      rows.push({
        account_id: l.account_id, location_id: l.id, directory: directory.code as DirectoryCode, enabled: !switchedOff, status,
        reference_id: claim ? null : directory.code === 'google' ? l.google_place_id : `${directory.code}-${l.id}`,
        listing_url: listingUrl(directory.code, l), data: JSON.stringify(data), fields_not_in_sync: fields,
        last_checked_at: daysFrom(SEED_NOW, -rng.int(0, 2)), last_published_at: l.publishing_enabled ? daysFrom(SEED_NOW, -rng.int(3, 40)) : null,
      });
    }
  }
  await insertRows(db, 'directory_listings', rows);
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function listingUrl(code: DirectoryCode, l: LocationRow): string {
  switch (code) {
    case 'google': return `https://www.google.com/maps/place/?q=place_id:${l.google_place_id ?? ''}`;
    case 'facebook': return `https://www.facebook.com/${slug(l.name)}`;
    case 'apple_maps': return `https://maps.apple.com/?auid=${l.id}`;
    case 'bing': return `https://www.bing.com/maps?ss=${slug(l.name)}`;
    case 'trip_advisor': return `https://www.tripadvisor.com/${slug(l.name)}`;
    case 'yelp': return `https://www.yelp.com/biz/${slug(l.name)}`;
  }
}
