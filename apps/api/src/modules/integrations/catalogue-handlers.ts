/** The integration catalogue (GET /integrations) and Request Access for review sources (P4-061). */
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { halList } from '../../http/hal.js';
import { notFound, unprocessable } from '../../http/http-error.js';
import { pagingOf } from '../../http/lists/paging.js';
import { requireAuth } from '../../http/scope.js';
import { bodyAccountId, listAccountId } from '../../http/tenant.js';
import { accountIntegrations } from './account-integrations.js';
import { catalogueEntry } from './integration-catalogue.js';

const listIntegrations = async (ctx: OperationContext<'listIntegrations'>) => {
  const accountId = listAccountId(ctx);
  const entries = await accountIntegrations(ctx.db, accountId, ctx.services.now());
  const paging = pagingOf(ctx, { defaultPerPage: 50 });
  return halList('integrations', entries.slice(paging.offset, paging.offset + paging.perPage), entries.length, paging, ctx.request.url);
};

/** Records the request once (asking again answers the same entry); the provider's team later makes it active. */
const requestIntegrationAccess = async (ctx: OperationContext<'requestIntegrationAccess'>) => {
  const auth = requireAuth(ctx);
  const accountId = bodyAccountId(ctx);
  const entry = catalogueEntry(ctx.params.code);
  if (!entry) throw notFound('Integration');
  if (entry.kind !== 'request_access') {
    throw unprocessable(`${entry.name} is not connected by Request Access (${entry.kind === 'oauth' ? 'connect it with OAuth' : 'open its own page'})`, 'code');
  }
  await ctx.db.insertInto('global_token_integrations')
    .values({ account_id: accountId, code: entry.code, requested_by_user_id: auth.user.id, created_at: ctx.services.now() })
    .onConflict((oc) => oc.columns(['account_id', 'code']).doNothing())
    .execute();
  const integrations = await accountIntegrations(ctx.db, accountId, ctx.services.now());
  const integration = integrations.find((i) => i.code === entry.code);
  if (!integration) throw notFound('Integration');
  ctx.reply.code(201);
  return integration;
};

export const catalogueHandlers = { listIntegrations, requestIntegrationAccess } satisfies HandlerMap;
