import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { requireAuth } from '../../http/scope.js';
import { halPage } from '../../http/lists/list-query.js';
import { pagingOf, parsePaging } from '../../http/lists/paging.js';
import { readInt, readString } from '../../http/query-values.js';
import { parseSort } from '../../http/lists/sorting.js';
import { found, idParam, listAccountId } from '../../http/tenant.js';
import { isoOrNull } from '../../http/wire.js';
import { oauthTokenReply } from './token-reply.js';

/** P7-042: the account's directory URLs with their check status (pages of 250). */
const checkUrls = async (ctx: OperationContext<'checkUrls'>) => {
  const accountId = listAccountId(ctx);
  let query = ctx.db
    .selectFrom('urls as u')
    .innerJoin('sources as s', 's.id', 'u.source_id')
    .selectAll('u')
    .select(['s.code as source_code', 's.name as source_name'])
    .where('u.account_id', '=', accountId);
  const locationId = readInt(ctx.query, 'location_id');
  if (locationId !== null) query = query.where('u.location_id', '=', locationId);
  const sourceId = readInt(ctx.query, 'source_id');
  if (sourceId !== null) query = query.where('u.source_id', '=', sourceId);
  const status = readString(ctx.query, 'status');
  if (status === 'valid' || status === 'invalid' || status === 'missing') query = query.where('u.status', '=', status);
  const sort = parseSort(ctx.query, ['id', 'status', 'checked_at'] as const, 'id');
  const order = { sort, search: null, columns: { id: 'u.id', status: 'u.status', checked_at: 'u.checked_at' }, nameColumn: 'u.id', idColumn: 'u.id' };
  return halPage(ctx, 'urls', query, pagingOf(ctx, { defaultPerPage: 250 }), order, (row) => ({
    ...row,
    checked_at: isoOrNull(row.checked_at),
  }));
};

/** P7-030: OAuth tokens with their status and days_until_expiry from the injectable clock (never the tokens themselves). */
const listOauthTokens = async (ctx: OperationContext<'listOauthTokens'>) => {
  const accountId = listAccountId(ctx);
  const now = ctx.services.now();
  const query = ctx.db.selectFrom('oauth_tokens as o').selectAll('o').where('o.account_id', '=', accountId);
  const sort = parseSort(ctx.query, ['id', 'source_code', 'expires_at', 'created_at'] as const, 'id');
  const columns = { id: 'o.id', source_code: 'o.source_code', expires_at: 'o.expires_at', created_at: 'o.created_at' };
  return halPage(ctx, 'oauth_tokens', query, parsePaging(ctx.query), { sort, search: null, columns, nameColumn: 'o.source_code', idColumn: 'o.id' }, (row) => oauthTokenReply(row, now));
};

const deleteOauthToken = async (ctx: OperationContext<'deleteOauthToken'>) => {
  const row = await ctx.db.selectFrom('oauth_tokens').select(['id', 'account_id']).where('id', '=', idParam(ctx, 'OAuth token')).executeTakeFirst();
  const token = found(requireAuth(ctx), row, 'OAuth token');
  await ctx.db.deleteFrom('oauth_tokens').where('id', '=', token.id).execute();
  return undefined;
};

export const integrationHandlers = { checkUrls, listOauthTokens, deleteOauthToken } satisfies HandlerMap;
