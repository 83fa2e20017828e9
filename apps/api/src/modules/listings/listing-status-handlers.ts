/**
 * Local Listings reads beside the dashboard (issue 29): a location's eligibility per directory (F7-023), the
 * account's integration overview (P7-024) and a location's listing history (what Auto Sync corrected).
 */
import type { HandlerMap, OperationContext, RequestContext } from '../../http/handler-types.js';
import { notFound } from '../../http/http-error.js';
import { requireAuth, scopeAccountId } from '../../http/scope.js';
import { readInt } from '../../http/query-values.js';
import { found, idParam } from '../../http/tenant.js';
import { allowedLocationIds, assertLocationAllowed } from '../../http/location-scope.js';
import { DIRECTORIES, directoryInfo } from './directories.js';
import { directoryEligibility, listingState } from './listing-eligibility.js';
import { locusListings } from './listing-jobs.js';
import { summaryCounts } from './listing-summaries.js';
import { integrationStatuses } from './integration-status.js';
import { STATUS_RANK } from './scan-rules.js';

/** The caller's location by the path id (404 for another account's, whatever account_id says). */
async function ownLocation(ctx: RequestContext) {
  const auth = requireAuth(ctx);
  const id = idParam(ctx, 'Location');
  const location = await ctx.db.selectFrom('locations').select(['id', 'account_id', 'status', 'status_reason', 'publishing_enabled'])
    .where('id', '=', id).executeTakeFirst();
  const own = found(auth, location, 'Location');
  assertLocationAllowed(ctx, own.id, 'Location');
  const accountId = readInt(ctx.query, 'account_id');
  if (accountId !== null && scopeAccountId(ctx, accountId) !== own.account_id) throw notFound('Location');
  return own;
}

const getLocalListingEligibility = async (ctx: OperationContext<'getLocalListingEligibility'>) => {
  const location = await ownLocation(ctx);
  const [[locus], integrations, copies] = await Promise.all([
    locusListings(ctx.db, { ids: [location.id] }),
    integrationStatuses(ctx.db, location.account_id, ctx.services.now()),
    ctx.db.selectFrom('directory_listings').select(['directory', 'enabled']).where('location_id', '=', location.id).execute(),
  ]);
  const status = listingState(location.status, location.publishing_enabled);
  return {
    location_id: location.id, status, status_reason: status === 'not_eligible' ? location.status_reason : null, publishing_enabled: location.publishing_enabled,
    directories: directoryEligibility({
      status, statusReason: location.status_reason, listing: locus?.listing ?? {}, integrations,
      enabled: Object.fromEntries(copies.map((c) => [c.directory, c.enabled])),
    }),
  };
};

const getLocalListingIntegrationOverview = async (ctx: OperationContext<'getLocalListingIntegrationOverview'>) => {
  const accountId = scopeAccountId(ctx, readInt(ctx.query, 'account_id'));
  const [integrations, { copies }] = await Promise.all([
    integrationStatuses(ctx.db, accountId, ctx.services.now()),
    summaryCounts(ctx.db, { accountId, locationIds: [], groupId: null, ranks: [], directories: [], allowedLocationIds: allowedLocationIds(ctx) }),
  ]);
  return {
    directories: DIRECTORIES.map((d) => {
      const mine = copies.filter((c) => c.directory === d.code);
      return {
        directory_code: d.code, directory_name: d.name, publishable: d.publishable, integration_status: integrations[d.code],
        total: mine.reduce((sum, c) => sum + Number(c.n), 0),
        statuses: Object.fromEntries(mine.map((c) => [STATUS_RANK[Number(c.rank) - 1] ?? 'not_available', Number(c.n)])),
      };
    }),
  };
};

const HISTORY_LIMIT = 50;

const getLocalListingHistory = async (ctx: OperationContext<'getLocalListingHistory'>) => {
  const location = await ownLocation(ctx);
  const events = await ctx.db.selectFrom('listing_events').select(['id', 'directory', 'kind', 'fields', 'created_at'])
    .where('location_id', '=', location.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(HISTORY_LIMIT).execute();
  return {
    events: events.map((e) => ({
      id: e.id, directory_code: e.directory, directory_name: directoryInfo(e.directory).name, kind: e.kind, fields: e.fields,
      created_at: new Date(e.created_at).toISOString(),
    })),
  };
};

export const listingStatusHandlers = { getLocalListingEligibility, getLocalListingIntegrationOverview, getLocalListingHistory } satisfies HandlerMap;
