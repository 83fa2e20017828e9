/** Location issues (derived from the account's data, never stored) and the price preview of adding locations. */
import { sql } from 'kysely';
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { notFound } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { settingIsOn } from '../accounts/account-settings.js';
import { halList } from '../../http/hal.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readInt } from '../../http/query-values.js';
import { countRows } from '../../http/lists/list-query.js';
import { idParam, listAccountId } from '../../http/tenant.js';
import type { Schema } from '../../http/schemas.js';
import { whereLocationAllowed } from '../../http/location-scope.js';

const DESCRIPTIONS: Readonly<Record<Schema<'IssueStatus'>, string>> = {
  missing_place_id: 'This location has no Google Place ID.',
  conflicting_place_id: 'Another location of this account has the same Google Place ID.',
};

/** A location's issue: no Google Place ID, or one another location of the account has too. */
function issueOf(location: { id: number; account_id: number; google_place_id: string | null }): Schema<'Issue'> {
  const status = location.google_place_id === null ? 'missing_place_id' : 'conflicting_place_id';
  return {
    id: `${status}:${location.id}`,
    account_id: location.account_id,
    resource_type: 'location',
    resource_id: location.id,
    location_id: location.id,
    status,
    description: DESCRIPTIONS[status],
  };
}

const listIssues = async (ctx: OperationContext<'listIssues'>) => {
  const accountId = listAccountId(ctx);
  const query = ctx.query;
  const locationId = readInt(query, 'location_id') ?? readInt(query, 'resource_id');
  const shared = ctx.db.selectFrom('locations').select('google_place_id').where('account_id', '=', accountId)
    .where('google_place_id', 'is not', null).groupBy('google_place_id').having(sql`count(*)`, '>', 1);
  let rows = ctx.db.selectFrom('locations as l').select(['l.id', 'l.account_id', 'l.google_place_id']).where('l.account_id', '=', accountId)
    .where((eb) => eb.or([eb('l.google_place_id', 'is', null), eb('l.google_place_id', 'in', shared)]));
  if (locationId !== null) rows = rows.where('l.id', '=', locationId);
  rows = whereLocationAllowed(rows, 'l.id', ctx);
  const found = await rows.orderBy('l.name').orderBy('l.id').execute();
  const issues = found.map(issueOf);
  const paging = parsePaging(query);
  return halList('issues', issues.slice(paging.offset, paging.offset + paging.perPage), issues.length, paging, ctx.request.url);
};

/** The monthly price of one more location, and the trial's location limit (features.md section 3). */
const PRICE_PER_LOCATION_CENTS = 4900;
const TRIAL_LOCATION_LIMIT = 10;

const getLocationBillingPreview = async (ctx: OperationContext<'getLocationBillingPreview'>) => {
  const accountId = idParam(ctx, 'Account');
  if (!requireAuth(ctx).accountIds.includes(accountId)) throw notFound('Account');
  const account = await ctx.db.selectFrom('accounts').select(['id', 'status']).where('id', '=', accountId).executeTakeFirstOrThrow();
  const added = readInt(ctx.query, 'num_added_locations') ?? 1;
  const total = await countRows(ctx.db.selectFrom('locations').where('account_id', '=', accountId));
  const trial = account.status === 'trial';
  const limit = trial ? TRIAL_LOCATION_LIMIT : null;
  return {
    account_id: accountId,
    num_added_locations: added,
    // Accounts billed elsewhere (white label) or on trial still get the list price: the client decides what to show.
    new_location_monthly_unit_cents: (await settingIsOn(ctx.db, accountId, 'show_billing_location_price_preview')) ? PRICE_PER_LOCATION_CENTS : 0,
    trial_location_limit_reached: limit !== null && total + added > limit,
    trial_location_limit: limit,
  };
};

export const issueHandlers = { listIssues, getLocationBillingPreview } satisfies HandlerMap;
