import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database, NewLocation } from '../../db/schema.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/http-error.js';
import { forgetLocationKeywords } from '../keywords/store.js';
import { locationDetail } from './location-detail.js';
import { ADD_BLOCKED, assertRequiredFields, DELETE_BLOCKED, LAST_LOCATION, placeIdConflicts } from './location-rules.js';
import { applySpecialHoursChanges, type SpecialHoursChanges } from '../hours/special-hours.js';
import { requireAuth } from '../../http/scope.js';
import { settingIsOn } from '../accounts/account-settings.js';
import { hoursToStored } from '../hours/weekly-hours.js';
import { replaceMemberships } from '../groups/memberships.js';
import { matchesSearchText, parseKeywords } from '../../http/lists/search.js';
import { countRows, halPageByIds } from '../../http/lists/list-query.js';
import { locationLookups, locationToWire, selectLocations } from './location-wire.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readInt, readIntList, readString, requireText, type Values } from '../../http/query-values.js';
import { assertLookupId, assertOwnedIds } from '../../http/references.js';
import { parseSort } from '../../http/lists/sorting.js';
import { bodyAccountId, created, found, idParam, listAccountId } from '../../http/tenant.js';
import { pick } from '../../http/writable.js';
import { assertLocationAllowed, whereLocationAllowed } from '../../http/location-scope.js';

const WRITABLE = [
  'name', 'public_name', 'address', 'address_2', 'city', 'state', 'state_id', 'country', 'country_id', 'zipcode', 'phone',
  'external_id', 'google_place_id', 'category_id', 'website', 'open_status', 'is_headquarters',
  'publishing_enabled', 'npi_numbers', 'hours',
] as const;

// The list page's columns (name, external ID, city, state, zip) and the timestamps.
const SORTABLE = ['name', 'city', 'state', 'zipcode', 'external_id', 'created_at', 'updated_at', 'id'] as const;
const DEFAULT_COUNTRY = 'United States';

const listLocations = async (ctx: OperationContext<'listLocations'>) => {
  const accountId = listAccountId(ctx);
  const search = parseKeywords(ctx.query);
  const groupId = readInt(ctx.query, 'group_id');
  // Filters and order touch only `locations`; the joined, derived columns are loaded for the page's rows alone.
  let query = whereLocationAllowed(ctx.db.selectFrom('locations as l').where('l.account_id', '=', accountId), 'l.id', ctx);
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
  const columns = {
    name: 'l.name',
    city: 'l.city',
    state: 'l.state',
    zipcode: 'l.zipcode',
    external_id: 'l.external_id',
    created_at: 'l.created_at',
    updated_at: 'l.updated_at',
    id: 'l.id',
  };
  const order = { sort, search, columns, nameColumn: 'l.name', idColumn: 'l.id' };
  const lookups = await locationLookups(ctx.db);
  const toWire = (row: Parameters<typeof locationToWire>[0]) => locationToWire(row, lookups);
  return halPageByIds(ctx, 'locations', query, parsePaging(ctx.query), order, () => selectLocations(ctx.db), toWire);
};

async function loadLocation(ctx: RequestContext, db: Kysely<Database> = ctx.db) {
  const row = await selectLocations(db).where('l.id', '=', idParam(ctx, 'Location')).executeTakeFirst();
  const location = found(requireAuth(ctx), row, 'Location');
  assertLocationAllowed(ctx, location.id, 'Location');
  return location;
}

/** A location as the API sends it alone: the detail form. */
async function locationReply(ctx: RequestContext, row: Awaited<ReturnType<typeof loadLocation>>) {
  return locationDetail(ctx.db, ctx.services, row);
}

const getLocation = async (ctx: OperationContext<'getLocation'>) => locationReply(ctx, await loadLocation(ctx));

/** Turns the body's fields into column values (hours are stored as JSON text) and checks the lookups they name. */
async function columnsFrom(db: Kysely<Database>, body: Values) {
  const values = pick(body, WRITABLE);
  if ('name' in values) values.name = requireText(body, 'name', 255);
  const industry = body['industry_ids'] as { npi_numbers?: string[] } | undefined;
  if (industry?.npi_numbers) values.npi_numbers = industry.npi_numbers;
  // An empty website is sent as null (features.md section 5); the contract checks a non-empty one.
  if (values.website === '') values.website = null;
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

/** A state id without a name takes the lookup's name. */
async function withState(db: Kysely<Database>, values: Partial<NewLocation>): Promise<Partial<NewLocation>> {
  if (values.state || !values.state_id) return values;
  const state = await db.selectFrom('states').select('name').where('id', '=', values.state_id).executeTakeFirst();
  return { ...values, state: state?.name ?? null };
}

/** A country id without a name takes the lookup's name; neither defaults to the United States. */
async function withCountry(db: Kysely<Database>, values: Partial<NewLocation>): Promise<Partial<NewLocation>> {
  if (values.country) return values;
  const country = values.country_id
    ? await db.selectFrom('countries').select(['id', 'name']).where('id', '=', values.country_id).executeTakeFirst()
    : await db.selectFrom('countries').select(['id', 'name']).where('name', '=', DEFAULT_COUNTRY).executeTakeFirst();
  return { ...values, country: country?.name ?? DEFAULT_COUNTRY, country_id: country?.id ?? values.country_id ?? null };
}

const specialHoursChangesOf = (body: Values) => (body['special_hours_changes'] ?? null) as SpecialHoursChanges | null;

const createLocation = async (ctx: OperationContext<'createLocation'>) => {
  const body = ctx.body;
  const auth = requireAuth(ctx);
  const accountId = bodyAccountId(ctx);
  if (await settingIsOn(ctx.db, accountId, 'prevent_location_additions')) throw unprocessable(ADD_BLOCKED);
  assertRequiredFields(body, true);
  const changes = specialHoursChangesOf(body);
  if (changes?.update?.length || changes?.delete?.length) {
    throw badRequest('A new location has no special hours to update or delete', 'special_hours_changes');
  }
  const groupIds = readIntList(body, 'group_ids');
  const values = await withState(ctx.db, await withCountry(ctx.db, await columnsFrom(ctx.db, body)));
  // Decision 7: a place id is chosen by the quick place search or by support; a clash with another location is refused.
  if (values.google_place_id && auth.user.userTypeCode !== 'support' && (await placeIdConflicts(ctx.db, accountId, 0, values.google_place_id))) {
    throw badRequest('Another location already has this Google Place ID', 'google_place_id');
  }
  await assertOwnedIds(ctx.db, 'groups', accountId, groupIds, 'group_ids');
  const now = ctx.services.now();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('locations')
      .values({ ...values, name: values.name as string, account_id: accountId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceMemberships(trx, accountId, { locationId: row.id }, groupIds);
    if (changes) await applySpecialHoursChanges(trx, { id: row.id, account_id: accountId }, changes, now);
    return row.id;
  });
  const row = await selectLocations(ctx.db).where('l.id', '=', id).executeTakeFirstOrThrow();
  return created(ctx, await locationReply(ctx, row));
};

/**
 * Decision 7: only support changes a Google Place ID; others may send it back unchanged, or set one where the
 * location has none or shares it with another location (the quick place search's cases).
 */
async function assertPlaceIdChange(ctx: RequestContext, current: { id: number; account_id: number; google_place_id: string | null }, next: unknown) {
  if (next === current.google_place_id || requireAuth(ctx).user.userTypeCode === 'support') return;
  const fixable = !current.google_place_id || (await placeIdConflicts(ctx.db, current.account_id, current.id, current.google_place_id));
  if (!fixable) throw forbidden('Only support can change the Google Place ID');
}

/**
 * Saves the location's fields, its groups and its special-hours changes in one transaction: if any part
 * fails (a duplicate date, an unknown entry), nothing is saved (features.md section 4, special hours).
 */
const updateLocation = async (ctx: OperationContext<'updateLocation'>) => {
  const body = ctx.body;
  const current = await loadLocation(ctx);
  if ('account_id' in body && body['account_id'] !== current.account_id) throw notFound('Location');
  assertRequiredFields(body, false);
  const values = await withState(ctx.db, await columnsFrom(ctx.db, body));
  if ('google_place_id' in values) await assertPlaceIdChange(ctx, current, values.google_place_id);
  const groupIds = 'group_ids' in body ? readIntList(body, 'group_ids') : null;
  if (groupIds) await assertOwnedIds(ctx.db, 'groups', current.account_id, groupIds, 'group_ids');
  const changes = specialHoursChangesOf(body);
  const now = ctx.services.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('locations')
      .set({ ...values, updated_at: now })
      .where('id', '=', current.id)
      .execute();
    if (groupIds) await replaceMemberships(trx, current.account_id, { locationId: current.id }, groupIds);
    if (changes) await applySpecialHoursChanges(trx, current, changes, now);
  });
  return locationReply(ctx, await loadLocation(ctx));
};

const deleteLocation = async (ctx: OperationContext<'deleteLocation'>) => {
  const location = await loadLocation(ctx);
  if (await settingIsOn(ctx.db, location.account_id, 'prevent_location_deletions')) throw unprocessable(DELETE_BLOCKED);
  await ctx.db.transaction().execute(async (trx) => {
    // Counted after locking the account row, so two concurrent deletes cannot both pass the check.
    await trx.selectFrom('accounts').select('id').where('id', '=', location.account_id).forUpdate().execute();
    const remaining = await countRows(trx.selectFrom('locations').where('account_id', '=', location.account_id));
    if (remaining <= 1) throw unprocessable(LAST_LOCATION);
    await forgetLocationKeywords(trx, location.id);
    await trx.deleteFrom('locations').where('id', '=', location.id).execute();
  });
  return undefined;
};

export const locationHandlers = { listLocations, getLocation, createLocation, updateLocation, deleteLocation } satisfies HandlerMap;
