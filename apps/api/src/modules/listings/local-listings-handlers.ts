/**
 * Local Listings (features.md sections 2 and 7): the dashboard's provider, its locations page and
 * overview (read from the per-location listing summaries the triggers of migration 0013 keep), Auto Sync per location (publish / unpublish) and the
 * sync flyout's data for one location and directory. The simulator's jobs keep the copies' statuses.
 */
import type { Kysely } from 'kysely';
import type { Database, DirectoryCode, ListingStatus, SummaryCopy } from '../../db/schema.js';
import { completeListing } from './listing-fields.js';
import { DIRECTORIES, directoryInfo, MAIN_DIRECTORY } from './directories.js';
import { statusDescription } from './directory-entries.js';
import { locusListings, publishLocations, unpublishLocations } from './listing-jobs.js';
import { summaryCounts, summaryPage, type SummaryFilters } from './listing-summaries.js';
import { STATUS_RANK } from './scan-rules.js';
import { integrationStatus } from './integration-status.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/http-error.js';
import { requireAuth, scopeAccountId } from '../../http/scope.js';
import { settingIsOn } from '../accounts/account-settings.js';
import { AUTO_SYNC_SETTING, INTERNAL_PROVIDER_SETTING } from '../accounts/setting-codes.js';
import { parsePaging, totalPages } from '../../http/lists/paging.js';
import { readEnumList, readInt, readIntList, readString } from '../../http/query-values.js';
import { assertOwnedIds } from '../../http/references.js';
import { bodyAccountId, isAdmin } from '../../http/tenant.js';
import type { Schema } from '../../http/schemas.js';
import { allowedLocationIds, assertLocationAllowed, isLocationAllowed, type AllowedLocations } from '../../http/location-scope.js';

export const NO_INTEGRATION_MESSAGE = 'Cannot Publish: No active Google integration.';
const STATUS_FILTER = ['in_sync', 'in_progress', 'not_in_sync', 'pending_sync', 'pending_claim', 'action_required', 'published', 'not_available'] as const;
const SORTS = ['name', 'status', 'last_published_at', 'last_checked_at', 'address'] as const;

function pathAccountId(ctx: RequestContext): number {
  const id = Number(ctx.params.account_id);
  if (!Number.isInteger(id)) throw badRequest('account_id must be an integer', 'account_id');
  return scopeAccountId(ctx, id);
}

interface Filters {
  accountId: number;
  locationIds: number[];
  groupId: number | null;
  statuses: string[];
  directories: DirectoryCode[];
  allowedLocationIds: AllowedLocations;
}

async function readFilters(ctx: RequestContext, accountId: number): Promise<Filters> {
  const query = ctx.query;
  const single = readInt(query, 'location_id');
  const locationIds = [...(single === null ? [] : [single]), ...readIntList(query, 'location_ids')];
  await assertOwnedIds(ctx.db, 'locations', accountId, locationIds, single === null ? 'location_ids' : 'location_id');
  const groupId = readInt(query, 'group_id');
  if (groupId !== null) await assertOwnedIds(ctx.db, 'groups', accountId, [groupId], 'group_id');
  return {
    accountId, locationIds, groupId,
    statuses: readEnumList(query, 'statuses', STATUS_FILTER),
    directories: readEnumList(query, 'directories', DIRECTORIES.map((d) => d.code)),
    allowedLocationIds: allowedLocationIds(ctx),
  };
}

const statusOfRank = (rank: number) => STATUS_RANK[rank - 1] ?? 'not_available';

/** The summaries' filters (listing-summaries.ts): statuses as STATUS_RANK positions. */
const summaryFilters = (f: Filters): SummaryFilters => ({ ...f, ranks: f.statuses.map((s) => STATUS_RANK.indexOf(s as ListingStatus) + 1) });

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The directory entries of these locations (the dashboard's columns), in the spec's column order, from the copies
 * their summaries hold (listing_location_summaries.directories).
 */
async function directoriesOf(db: Kysely<Database>, locations: readonly { id: number; publishing_enabled: boolean; directories: Record<string, SummaryCopy> }[]) {
  const sourceIds = new Map((await db.selectFrom('sources').select(['id', 'code']).execute()).map((s) => [s.code, s.id]));
  const byId = new Map(locations.map((l) => [l.id, l]));
  return (locationId: number) => DIRECTORIES.map((d) => {
    const location = byId.get(locationId);
    const [, , checkedAt, copyStatus, enabled, fields, listingUrl, referenceId] = location?.directories[d.code] ?? [];
    const status: ListingStatus = !copyStatus ? 'not_available' : location?.publishing_enabled && !enabled ? 'not_in_sync' : copyStatus;
    return {
      directory_code: d.code, directory_name: d.name, directory_logo_url: d.logoUrl, publishable: d.publishable,
      directory_enabled: enabled ?? false, rtx_source_id: sourceIds.get(d.sourceCode) ?? null,
      status, status_description: statusDescription(fields ?? []), fields_not_in_sync: fields ?? [],
      listing_url: listingUrl ?? null, reference_id: referenceId ?? null, last_checked_at: iso(checkedAt ?? null),
    };
  });
}

/** F7-042: a page of the dashboard's locations with their directories. */
const listLocalListingLocations = async (ctx: OperationContext<'listLocalListingLocations'>) => {
  const accountId = pathAccountId(ctx);
  const query = ctx.query;
  const f = await readFilters(ctx, accountId);
  const paging = parsePaging(query);
  const by = (readString(query, 'sort[by]') ?? 'name') as (typeof SORTS)[number];
  if (!SORTS.includes(by)) throw badRequest(`sort[by] must be one of ${SORTS.join(', ')}`, 'sort[by]');
  const order = readString(query, 'sort[order]') ?? 'asc';
  if (order !== 'asc' && order !== 'desc') throw badRequest('sort[order] must be asc or desc', 'sort[order]');
  const { rows: page, total } = await summaryPage(ctx.db, summaryFilters(f), { by, order }, { limit: paging.perPage, offset: paging.offset });
  const details = new Map((page.length === 0 ? [] : await ctx.db.selectFrom('locations as l').leftJoin('states as st', 'st.id', 'l.state_id')
    .select(['l.id', 'l.name', 'l.public_name', 'l.address', 'l.city', 'l.zipcode', 'l.external_id', 'l.open_status', 'l.publishing_enabled',
      'l.status as listing_status', 'st.code as state_code'])
    .where('l.id', 'in', page.map((p) => p.location_id)).execute()).map((l) => [l.id, l]));
  const rows = page.flatMap((p) => {
    const l = details.get(p.location_id);
    return l ? [{ ...l, ...p }] : [];
  });
  const directories = await directoriesOf(ctx.db, rows);
  return {
    locations: rows.map((r) => ({
      id: r.id, name: r.name, public_name: r.public_name, address: r.address, city: r.city, state_code: r.state_code, zipcode: r.zipcode,
      external_id: r.external_id, status: statusOfRank(Number(r.rank)), listing_status: r.listing_status,
      open_status: r.open_status === 'active' ? null : r.open_status, publishing_enabled: r.publishing_enabled,
      last_published_at: iso(r.last_published_at), last_checked_at: iso(r.last_checked_at),
      pct_valid_top_directories: Math.round((Number(r.valid_top) / 3) * 100), directories: directories(r.id),
    })),
    paging: { page: paging.page, per_page: paging.perPage, total, total_pages: totalPages(total, paging.perPage) },
  };
};

/** F7-043, F7-044: counts per directory and status over the filtered locations, and the first location's directories. */
const getLocalListingOverview = async (ctx: OperationContext<'getLocalListingOverview'>) => {
  const accountId = pathAccountId(ctx);
  const f = await readFilters(ctx, accountId);
  const { copies: counts, located } = await summaryCounts(ctx.db, summaryFilters(f));
  const sources = new Map((await ctx.db.selectFrom('sources').select(['id', 'code']).execute()).map((s) => [s.code, s.id]));
  const shown = f.directories.length > 0 ? DIRECTORIES.filter((d) => f.directories.includes(d.code)) : DIRECTORIES;
  const first = f.locationIds.find((id) => isLocationAllowed(ctx.auth, id)) ?? null;
  const firstLocation = first === null ? null
    : await ctx.db.selectFrom('locations as l').innerJoin('listing_location_summaries as s', 's.location_id', 'l.id')
      .select(['l.id', 'l.publishing_enabled', 's.directories']).where('l.id', '=', first).executeTakeFirstOrThrow();
  return {
    directories: shown.map((d) => {
      const mine = counts.filter((c) => c.directory === d.code);
      return {
        id: sources.get(d.sourceCode) ?? null, directory_code: d.code, directory_name: d.name, directory_logo_url: d.logoUrl, publishable: d.publishable,
        total: mine.reduce((sum, c) => sum + Number(c.n), 0),
        statuses: Object.fromEntries(mine.map((c) => [statusOfRank(Number(c.rank)), Number(c.n)])),
      };
    }),
    locations_by_status: Object.fromEntries(located.map((r) => [statusOfRank(Number(r.rank)), Number(r.n)])),
    total_locations: located.reduce((sum, r) => sum + Number(r.n), 0),
    locations: firstLocation ? [{ id: firstLocation.id, directories: (await directoriesOf(ctx.db, [firstLocation]))(firstLocation.id) }] : [],
  };
};

/** F7-041: the account's listing provider. */
const getLocalListingProvider = async (ctx: OperationContext<'getLocalListingProvider'>): Promise<Schema<'LocalListingProvider'>> => {
  const accountId = scopeAccountId(ctx, readInt(ctx.query, 'account_id'));
  return { data: { provider: (await settingIsOn(ctx.db, accountId, INTERNAL_PROVIDER_SETTING)) ? 'internal' : 'external' } };
};

/** The locations of a publish or unpublish (F7-045, F7-046): the account's own, Auto Sync bought. */
async function publishTargets(ctx: OperationContext<'publishLocalListings'> | OperationContext<'unpublishLocalListings'>): Promise<{ accountId: number; ids: number[] }> {
  const auth = requireAuth(ctx);
  if (!auth.permissions['local_listing']?.includes('read')) throw forbidden();
  const accountId = bodyAccountId(ctx);
  const ids = [...new Set(readIntList(ctx.body, 'location_ids'))];
  if (ids.length === 0) throw badRequest('location_ids must name at least one location', 'location_ids');
  await assertOwnedIds(ctx.db, 'locations', accountId, ids, 'location_ids');
  if (!(await settingIsOn(ctx.db, accountId, AUTO_SYNC_SETTING))) throw forbidden('Auto Sync is not part of this account\'s plan');
  return { accountId, ids };
}

const publishLocalListings = async (ctx: OperationContext<'publishLocalListings'>) => {
  const { accountId, ids } = await publishTargets(ctx);
  if ((await integrationStatus(ctx.db, accountId, MAIN_DIRECTORY, ctx.services.now())) !== 'active') throw unprocessable(NO_INTEGRATION_MESSAGE, 'location_ids');
  const blocked = await ctx.db.selectFrom('locations').select(['status_reason']).where('id', 'in', ids).where('status', '=', 'not_eligible').executeTakeFirst();
  if (blocked) throw unprocessable(`Cannot Publish: ${blocked.status_reason ?? 'This location is not eligible'}`, 'location_ids');
  await publishLocations(ctx.db, ctx.services, accountId, ids);
  return { location_ids: ids, publishing_enabled: true, message: 'Auto Sync enabled for this location' };
};

const unpublishLocalListings = async (ctx: OperationContext<'unpublishLocalListings'>) => {
  const { accountId, ids } = await publishTargets(ctx);
  await unpublishLocations(ctx.db, ctx.services, accountId, ids);
  return { location_ids: ids, publishing_enabled: false, message: 'Auto Sync disabled for this location' };
};

/** The sync flyout (features.md section 4): Locus's fields beside the directory's copy, the sync state and the integration. */
const getLocalListingSync = async (ctx: OperationContext<'getLocalListingSync'>) => {
  const auth = requireAuth(ctx);
  const { id: locationId, directory: code } = ctx.params;
  const location = await ctx.db.selectFrom('locations').select(['id', 'account_id', 'publishing_enabled', 'status', 'status_reason'])
    .where('id', '=', Number.isInteger(locationId) ? locationId : -1).executeTakeFirst();
  if (!location || !auth.accountIds.includes(location.account_id)) throw notFound('Location');
  assertLocationAllowed(ctx, location.id, 'Location');
  const now = ctx.services.now();
  const info = directoryInfo(code);
  const [[locus], copy, integration, autoSync, source] = await Promise.all([
    locusListings(ctx.db, { ids: [location.id] }),
    ctx.services.directories[code].fetchListing({ accountId: location.account_id, locationId: location.id }),
    integrationStatus(ctx.db, location.account_id, code, now),
    settingIsOn(ctx.db, location.account_id, AUTO_SYNC_SETTING),
    ctx.db.selectFrom('sources').select('id').where('code', '=', info.sourceCode).executeTakeFirst(),
  ]);
  const status: ListingStatus = !copy ? 'not_available' : location.publishing_enabled && !copy.enabled ? 'not_in_sync' : copy.status;
  return {
    location_id: location.id, directory_code: code, directory_name: info.name, source_id: source?.id ?? null, publishable: info.publishable,
    status, fields_not_in_sync: copy?.fieldsNotInSync ?? [], status_description: statusDescription(copy?.fieldsNotInSync ?? []),
    directory_enabled: copy?.enabled ?? false, publishing_enabled: location.publishing_enabled,
    location_status: location.status, status_reason: location.status_reason, auto_sync: autoSync, is_admin: isAdmin(auth),
    reference_id: copy?.referenceId ?? null, listing_url: copy?.listingUrl ?? null, last_checked_at: copy?.lastCheckedAt?.toISOString() ?? null,
    integration: { source_code: code, integration_status: integration },
    locus: locus?.listing ?? null, directory: copy ? completeListing(copy.fields) : null,
  };
};

export const localListingHandlers = {
  getLocalListingProvider, listLocalListingLocations, getLocalListingOverview, publishLocalListings, unpublishLocalListings, getLocalListingSync,
} satisfies HandlerMap;
