/** Sync From Google: the field-by-field diff of a location with its main-directory copy, and accepting it. */
import type { Kysely } from 'kysely';
import type { Database, NewLocation, WeeklyHours } from '../../db/schema.js';
import { changedFields, completeListing, listingOf, pickFields, type Listing, type ListingField } from '../listings/listing-fields.js';
import { MAIN_DIRECTORY } from '../listings/directories.js';
import { recordComparison } from '../listings/sync-state.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { notFound, unprocessable } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { hoursToStored } from '../hours/weekly-hours.js';
import { locationDetail } from './location-detail.js';
import { locationLookups, locationToWire, selectLocations } from './location-wire.js';
import { found, idParam } from '../../http/tenant.js';
import { assertLocationAllowed } from '../../http/location-scope.js';

async function compare(ctx: RequestContext) {
  const row = found(requireAuth(ctx), await selectLocations(ctx.db).where('l.id', '=', idParam(ctx, 'Location')).executeTakeFirst(), 'Location');
  assertLocationAllowed(ctx, row.id, 'Location');
  const copy = await ctx.services.directories[MAIN_DIRECTORY].fetchListing({ accountId: row.account_id, locationId: row.id });
  if (!copy) throw notFound('Google listing');
  const locus = listingOf(locationToWire(row, await locationLookups(ctx.db)));
  const directory = completeListing(copy.fields);
  return { row, locus, directory, changed: changedFields(locus, directory) };
}

const getLocationDiff = async (ctx: OperationContext<'getLocationDiff'>) => {
  const { row, locus, directory, changed } = await compare(ctx);
  return { location_id: row.id, directory_code: MAIN_DIRECTORY, changed_fields: changed, source: pickFields(directory, changed), target: pickFields(locus, changed) };
};

/** The location columns that take a directory's values of the given fields (state and category through their lookups). */
async function columnsFromListing(db: Kysely<Database>, listing: Listing, fields: readonly ListingField[], countryId: number | null) {
  const values: Partial<NewLocation> = {};
  for (const field of fields) {
    if (field === 'hours') values.hours = hoursToStored(listing.hours as WeeklyHours | null);
    else if (field === 'open_status') values.open_status = listing.open_status ?? 'active';
    else if (field === 'category_name') {
      const name = listing.category_name;
      const category = name ? await db.selectFrom('categories').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase())).executeTakeFirst() : null;
      if (name && !category) throw unprocessable(`Google's category ${name} is not a known category`, 'category_name');
      values.category_id = category?.id ?? null;
    } else if (field === 'state') {
      const state = listing.state;
      let query = db.selectFrom('states').select(['id', 'name']).where((eb) => eb.or([
        eb(eb.fn('lower', ['name']), '=', (state ?? '').toLowerCase()), eb(eb.fn('lower', ['code']), '=', (state ?? '').toLowerCase()),
      ]));
      if (countryId !== null) query = query.where('country_id', '=', countryId);
      const match = state ? await query.executeTakeFirst() : undefined;
      values.state = match?.name ?? state;
      values.state_id = match?.id ?? null;
    } else values[field] = listing[field] as string | null;
  }
  return values;
}

const acceptLocationDiff = async (ctx: OperationContext<'acceptLocationDiff'>) => {
  const { row, directory, changed } = await compare(ctx);
  const wanted = ctx.body?.fields;
  const accepted = wanted ? changed.filter((f) => wanted.includes(f)) : changed;
  const values = await columnsFromListing(ctx.db, directory, accepted, row.country_id);
  const now = ctx.services.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (accepted.length > 0) await trx.updateTable('locations').set({ ...values, updated_at: now }).where('id', '=', row.id).execute();
    await recordComparison(trx, row.id, MAIN_DIRECTORY, changed.filter((f) => !accepted.includes(f)), now);
  });
  const saved = await selectLocations(ctx.db).where('l.id', '=', row.id).executeTakeFirstOrThrow();
  return { message: 'Successfully synced location', changed_fields: accepted, location: await locationDetail(ctx.db, ctx.services, saved) };
};

export const locationDiffHandlers = { getLocationDiff, acceptLocationDiff } satisfies HandlerMap;
