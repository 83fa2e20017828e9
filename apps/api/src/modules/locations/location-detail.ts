/**
 * The detail form of a location (GET /locations/{id}, and the replies of create, update and the diff): the
 * location with its upcoming special hours, its directory-specific overrides and one entry per directory,
 * so the detail page has its data from one call.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { directoryEntries } from '../listings/directory-entries.js';
import type { ServerServices } from '../../http/handler-types.js';
import { locationLookups, locationToWire, selectLocations } from './location-wire.js';
import { overrideToWire, selectOverrides } from './source-overrides.js';
import { selectSpecialHours, specialHoursToWire, todayOf } from '../hours/special-hours.js';

/** Upcoming special hours in the detail (features.md section 9: 250 fetched). */
const SPECIAL_HOURS_LIMIT = 250;

type LocationRow = Awaited<ReturnType<ReturnType<typeof selectLocations>['executeTakeFirstOrThrow']>>;

export async function locationDetail(db: Kysely<Database>, services: ServerServices, row: LocationRow) {
  const ref = { accountId: row.account_id, locationId: row.id };
  const [lookups, special, overrides] = await Promise.all([
    locationLookups(db),
    selectSpecialHours(db).where('sh.location_id', '=', row.id).where('sh.start_date', '>=', todayOf(services.now()))
      .orderBy('sh.start_date').limit(SPECIAL_HOURS_LIMIT).execute(),
    selectOverrides(db).where('o.location_id', '=', row.id).orderBy('o.source_id').execute(),
  ]);
  const overrideWires = overrides.map(overrideToWire);
  const directories = await directoryEntries(services.directories, ref, lookups.sourceIds, overrideWires);
  return {
    ...locationToWire(row, lookups),
    special_hours: special.map(specialHoursToWire),
    source_overrides: overrideWires,
    directories,
  };
}
