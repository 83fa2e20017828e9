import { sql } from 'kysely';
import type { AccountUpdate } from '../../db/schema.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, forbidden, notFound } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { assertMayChangeSetting } from './account-settings.js';
import { trialStage } from './trial-stage.js';
import { assertLogoUrl, assertTimeZone } from './account-look.js';
import { accountToWire, selectAccounts } from './account-wire.js';
import { matchesAny, parseKeywords } from '../../http/lists/search.js';
import { halPage } from '../../http/lists/list-query.js';
import { pagingOf, parsePaging } from '../../http/lists/paging.js';
import { readInt, readString, requireText } from '../../http/query-values.js';
import { parseSort } from '../../http/lists/sorting.js';
import { found, idParam, listAccountId, requireAdmin } from '../../http/tenant.js';
import { pick } from '../../http/writable.js';

/**
 * P7-033: with `parent_id` (the caller's parent account) the list is its children; without it, the
 * accounts the session may touch. Another account's parent_id is a 403.
 */
const listAccounts = async (ctx: OperationContext<'listAccounts'>) => {
  const auth = requireAuth(ctx);
  const parentId = readInt(ctx.query, 'parent_id');
  let query = selectAccounts(ctx.db);
  if (parentId !== null) {
    if (!auth.accountIds.includes(parentId)) throw forbidden('You do not have access to this account');
    query = query.where('a.parent_id', '=', parentId);
  } else {
    query = query.where('a.id', 'in', auth.accountIds);
  }
  const search = parseKeywords(ctx.query);
  if (search) query = query.where(matchesAny(['a.name'], search.keywords));
  const sort = parseSort(ctx.query, ['name', 'created_at', 'status'] as const, 'name');
  const order = { sort, search, columns: { name: 'a.name', created_at: 'a.created_at', status: 'a.status' }, nameColumn: 'a.name', idColumn: 'a.id' };
  return halPage(ctx, 'accounts', query, parsePaging(ctx.query), order, accountToWire);
};

async function loadAccount(ctx: RequestContext) {
  const auth = requireAuth(ctx);
  const account = await selectAccounts(ctx.db).where('a.id', '=', idParam(ctx, 'Account')).executeTakeFirst();
  // P7-034: a parent_id that is not the account's parent finds nothing either.
  const parentId = readInt(ctx.query, 'parent_id');
  if (!account || !auth.accountIds.includes(account.id) || (parentId !== null && account.parent_id !== parentId)) {
    throw notFound('Account');
  }
  return account;
}

/** P7-035: the account with total_locations counted and is_whitelabel. */
const getAccount = async (ctx: OperationContext<'getAccount'>) => {
  return accountToWire(await loadAccount(ctx));
};

const updateAccount = async (ctx: OperationContext<'updateAccount'>) => {
  requireAdmin(ctx);
  const account = await loadAccount(ctx);
  const body = ctx.body;
  const values = pick(body, ['name', 'vertical', 'segment', 'review_status_label_id', 'time_zone', 'logo_url'] as const) as AccountUpdate;
  if ('name' in values) values.name = requireText(body, 'name', 255);
  if (values.time_zone) assertTimeZone(values.time_zone);
  if (values.logo_url) assertLogoUrl(values.logo_url);
  if (Object.keys(values).length === 0) throw badRequest('Nothing to update', 'name');
  await ctx.db.updateTable('accounts').set(values).where('id', '=', account.id).execute();
  return accountToWire(await loadAccount(ctx));
};

/** P7-036: onboarding progress, computed from the account's data. */
const getSetupProgress = async (ctx: OperationContext<'getSetupProgress'>) => {
  const account = await loadAccount(ctx);
  const row = await ctx.db
    .selectNoFrom([
      sql<boolean>`exists(select 1 from campaigns c where c.account_id = ${account.id} and c.status <> 'draft')`.as('campaigns'),
      sql<boolean>`exists(select 1 from oauth_tokens o where o.account_id = ${account.id} and o.source_code = 'facebook')`.as('facebook'),
      sql<boolean>`(select count(*) from users u where u.account_id = ${account.id} and u.shadow_user_id is null) > 1`.as('users'),
      sql<boolean>`exists(select 1 from responses r where r.account_id = ${account.id})`.as('responses'),
      sql<boolean>`exists(select 1 from urls x join sources s on s.id = x.source_id where x.account_id = ${account.id} and s.code = 'google' and x.checked_at is not null)`.as(
        'google',
      ),
    ])
    .executeTakeFirstOrThrow();
  const checklist = {
    ask_campaigns_exist: Boolean(row.campaigns),
    facebook_integration_exists: Boolean(row.facebook),
    multiple_users_in_account_exists: Boolean(row.users),
    responses_exist: Boolean(row.responses),
  };
  const google_url_scanned = Boolean(row.google);
  return { ...checklist, google_url_scanned, stage: trialStage(google_url_scanned, Object.values(checklist)) };
};

/** P7-031: settings page in 250s (up to 500). */
const listAccountSettings = async (ctx: OperationContext<'listAccountSettings'>) => {
  const accountId = listAccountId(ctx);
  let query = ctx.db.selectFrom('account_settings as s').selectAll('s').where('s.account_id', '=', accountId);
  const code = readString(ctx.query, 'code');
  if (code !== null) query = query.where('s.code', '=', code);
  const sort = parseSort(ctx.query, ['code', 'id'] as const, 'code');
  const order = { sort, search: null, columns: { code: 's.code', id: 's.id' }, nameColumn: 's.code', idColumn: 's.id' };
  return halPage(ctx, 'account_settings', query, pagingOf(ctx, { defaultPerPage: 250 }), order, (row) => row);
};

const updateAccountSetting = async (ctx: OperationContext<'updateAccountSetting'>) => {
  const auth = requireAdmin(ctx);
  const value = ctx.body['value'];
  if (typeof value !== 'string') throw badRequest('value must be a string', 'value');
  const row = await ctx.db.selectFrom('account_settings').selectAll().where('id', '=', idParam(ctx, 'Account setting')).executeTakeFirst();
  const setting = found(auth, row, 'Account setting');
  assertMayChangeSetting(auth, setting.code);
  return ctx.db.updateTable('account_settings').set({ value }).where('id', '=', setting.id).returningAll().executeTakeFirstOrThrow();
};

/** P7-037 */
const listAccountExperiments = async (ctx: OperationContext<'listAccountExperiments'>) => {
  const accountId = listAccountId(ctx);
  const query = ctx.db.selectFrom('account_experiments as e').selectAll('e').where('e.account_id', '=', accountId);
  const sort = parseSort(ctx.query, ['code', 'id'] as const, 'code');
  const order = { sort, search: null, columns: { code: 'e.code', id: 'e.id' }, nameColumn: 'e.code', idColumn: 'e.id' };
  return halPage(ctx, 'account_experiments', query, parsePaging(ctx.query), order, (row) => row);
};

export const accountHandlers = {
  listAccounts,
  getAccount,
  updateAccount,
  getSetupProgress,
  listAccountSettings,
  updateAccountSetting,
  listAccountExperiments,
} satisfies HandlerMap;
