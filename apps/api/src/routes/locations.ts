import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database, NewLocation } from '../db/schema.js';
import type { HandlerMap, RequestContext } from '../http/handler-types.js';
import { badRequest, forbidden, unprocessable } from '../http/http-error.js';
import { requireAuth } from '../http/scope.js';
import { hoursToStored } from './shared/hours.js';
import { replaceMemberships } from './shared/memberships.js';
import { matchesSearchText, parseKeywords } from './shared/keywords.js';
import { countRows, halPageByIds } from './shared/list-query.js';
import { locationLookups, locationToWire, selectLocations } from './shared/location-wire.js';
import { parsePaging } from './shared/paging.js';
import { readInt, readIntList, readString, requireText, type Values } from './shared/query-values.js';
import { assertLookupId, assertOwnedIds } from './shared/references.js';
import { parseSort } from './shared/sorting.js';
import { bodyAccountId, created, found, idParam, listAccountId } from './shared/tenant.js';
import { pick } from './shared/writable.js';

const WRITABLE = [
  'name', 'public_name', 'address', 'address_2', 'city', 'state', 'state_id', 'country', 'country_id', 'zipcode', 'phone',
  'external_id', 'google_place_id', 'category_id', 'website', 'open_status', 'is_headquarters',
  'publishing_enabled', 'npi_numbers', 'hours',
] as const;

const SORTABLE = ['name', 'city', 'created_at', 'updated_at', 'id'] as const;
const DEFAULT_COUNTRY = 'United States';

const listLocations = async (ctx: RequestContext) => {
  const accountId = listAccountId(ctx);
  const search = parseKeywords(ctx.query);
  const groupId = readInt(ctx.query, 'group_id');
  // Filters and order touch only `locations`; the joined, derived columns are loaded for the page's rows alone.
  let query = ctx.db.selectFrom('locations as l').where('l.account_id', '=', accountId);
  if (groupId !== null) {
    // `id = any(array(members))` starts from the group's rows and fetches its locations by id; as a join or
    // EXISTS the planner scanned all of a large account's locations to meet a small group (3x slower).
    const members = ctx.db.selectFrom('group_locations as gl').select('gl.location_id').where('gl.group_id', '=', groupId);
    query = query.where(sql<SqlBool>`l.id = any(array(${members}))`);
  }
  const openStatus = readString(ctx.query, 'open_status');
  if (openStatus === 'active' || openStatus === 'inactive' || openStatus === 'temporarily_inactive') query = query.where('l.open_status', '=', openStatus);
  // Keyword search looks at the fields people know a location by: name, public name, city, zip code, external id.
  if (search) query = query.where(matchesSearchText('l.search_text', search.keywords));
  const sort = parseSort(ctx.query, SORTABLE, 'name');
  const columns = { name: 'l.name', city: 'l.city', created_at: 'l.created_at', updated_at: 'l.updated_at', id: 'l.id' };
  const order = { sort, search, columns, nameColumn: 'l.name', idColumn: 'l.id' };
  const lookups = await locationLookups(ctx.db);
  const toWire = (row: Parameters<typeof locationToWire>[0]) => locationToWire(row, lookups);
  return halPageByIds(ctx, 'locations', query, parsePaging(ctx.query), order, () => selectLocations(ctx.db), toWire);
};

async function loadLocation(ctx: RequestContext, db: Kysely<Database> = ctx.db) {
  const row = await selectLocations(db).where('l.id', '=', idParam(ctx, 'Location')).executeTakeFirst();
  return found(requireAuth(ctx), row, 'Location');
}

/** A location as the API sends it. */
async function locationReply(ctx: RequestContext, row: Awaited<ReturnType<typeof loadLocation>>) {
  return locationToWire(row, await locationLookups(ctx.db));
}

const getLocation = async (ctx: RequestContext) => locationReply(ctx, await loadLocation(ctx));

/** Turns the body's fields into column values (hours are stored as JSON text) and checks the lookups they name. */
async function columnsFrom(db: Kysely<Database>, body: Values) {
  const values = pick(body, WRITABLE);
  if ('name' in values) values.name = requireText(body, 'name', 255);
  await assertLookupId(db, 'countries', values.country_id as number | null | undefined, 'country_id');
  await assertLookupId(db, 'states', values.state_id as number | null | undefined, 'state_id');
  await assertLookupId(db, 'categories', values.category_id as number | null | undefined, 'category_id');
  // No hours is stored as {} and sent as null; `remove_hours` is the form's explicit clear.
  if (body['remove_hours'] === true) values.hours = hoursToStored(null);
  else if (values.hours !== undefined) {
    if (typeof values.hours !== 'object') throw badRequest('hours must be an object', 'hours');
    values.hours = hoursToStored(values.hours as Parameters<typeof hoursToStored>[0]);
  }
  return values as Partial<NewLocation>;
}

/** A country id without a name takes the lookup's name; neither defaults to the United States. */
async function withCountry(db: Kysely<Database>, values: Partial<NewLocation>): Promise<Partial<NewLocation>> {
  if (values.country) return values;
  const country = values.country_id
    ? await db.selectFrom('countries').select(['id', 'name']).where('id', '=', values.country_id).executeTakeFirst()
    : await db.selectFrom('countries').select(['id', 'name']).where('name', '=', DEFAULT_COUNTRY).executeTakeFirst();
  return { ...values, country: country?.name ?? DEFAULT_COUNTRY, country_id: country?.id ?? values.country_id ?? null };
}

const createLocation = async (ctx: RequestContext) => {
  const body = (ctx.body ?? {}) as Values;
  const accountId = bodyAccountId(ctx);
  requireText(body, 'name', 255);
  // Decision 7, as on update: only support sets the Google Place ID (an empty value sets nothing).
  const placeId = body['google_place_id'];
  if (placeId !== undefined && placeId !== null && placeId !== '' && requireAuth(ctx).user.userTypeCode !== 'support') {
    throw forbidden('Only support can set the Google Place ID');
  }
  const groupIds = readIntList(body, 'group_ids');
  const values = await withCountry(ctx.db, await columnsFrom(ctx.db, body));
  await assertOwnedIds(ctx.db, 'groups', accountId, groupIds, 'group_ids');
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('locations')
      .values({ ...values, name: values.name as string, account_id: accountId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceMemberships(trx, accountId, { locationId: row.id }, groupIds);
    return row.id;
  });
  const row = await selectLocations(ctx.db).where('l.id', '=', id).executeTakeFirstOrThrow();
  return created(ctx, await locationReply(ctx, row));
};

const updateLocation = async (ctx: RequestContext) => {
  const body = (ctx.body ?? {}) as Values;
  const auth = requireAuth(ctx);
  const current = await loadLocation(ctx);
  const values = await columnsFrom(ctx.db, body);
  // Decision 7: only support users may change the Google Place ID; others may send it back unchanged.
  if ('google_place_id' in values && values.google_place_id !== current.google_place_id && auth.user.userTypeCode !== 'support') {
    throw forbidden('Only support can change the Google Place ID');
  }
  const groupIds = 'group_ids' in body ? readIntList(body, 'group_ids') : null;
  if (groupIds) await assertOwnedIds(ctx.db, 'groups', current.account_id, groupIds, 'group_ids');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('locations')
      .set({ ...values, updated_at: ctx.services.now() })
      .where('id', '=', current.id)
      .execute();
    if (groupIds) await replaceMemberships(trx, current.account_id, { locationId: current.id }, groupIds);
  });
  return locationReply(ctx, await loadLocation(ctx));
};

const deleteLocation = async (ctx: RequestContext) => {
  const location = await loadLocation(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    // Counted after locking the account row, so two concurrent deletes cannot both pass the check.
    await trx.selectFrom('accounts').select('id').where('id', '=', location.account_id).forUpdate().execute();
    const remaining = await countRows(trx.selectFrom('locations').where('account_id', '=', location.account_id));
    if (remaining <= 1) throw unprocessable('The last location of an account cannot be deleted.');
    await trx.deleteFrom('locations').where('id', '=', location.id).execute();
  });
  return undefined;
};

export const locationHandlers: HandlerMap = { listLocations, getLocation, createLocation, updateLocation, deleteLocation };
