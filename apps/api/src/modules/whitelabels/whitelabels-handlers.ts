import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { requireAuth } from '../../http/scope.js';
import { halList } from '../../http/hal.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readString } from '../../http/query-values.js';
import { equalsIgnoringCase } from '../../http/case-insensitive.js';
import type { Schema } from '../../http/schemas.js';

/** Branding only: never anything else of the account. */
const FIELDS = [
  'id', 'account_id', 'is_whitelabel', 'name', 'custom_domain', 'logo_url', 'nav_background', 'nav_text', 'nav_active_text',
  'nav_hover_background', 'nav_hover_text', 'support_phone', 'support_email',
] as const;

/**
 * P7-038: the caller's white-label (its account's, else its parent's, so children of a white-label
 * partner look the same); an account without one gets is_whitelabel false and null fields.
 */
const getMyWhitelabel = async (ctx: OperationContext<'getMyWhitelabel'>) => {
  const auth = requireAuth(ctx);
  const owners = auth.account.parentId === null ? [auth.account.id] : [auth.account.id, auth.account.parentId];
  const rows = await ctx.db.selectFrom('whitelabels').select(FIELDS).where('account_id', 'in', owners).where('is_whitelabel', '=', true).execute();
  const own = rows.find((row) => row.account_id === auth.account.id) ?? rows[0];
  return own ?? noWhitelabel(auth.account.id);
};

/** The reply for an account without a white-label: is_whitelabel false and every branding field null. */
function noWhitelabel(accountId: number): Schema<'Whitelabel'> {
  return {
    id: null, account_id: accountId, is_whitelabel: false, name: null, custom_domain: null, logo_url: null, nav_background: null, nav_text: null,
    nav_active_text: null, nav_hover_background: null, nav_hover_text: null, support_phone: null, support_email: null,
  };
}

/**
 * P7-039: public (the login page calls it before anyone signs in), by custom_domain; the branding a
 * login page shows (and its support contact). Without a domain the list is empty rather than every
 * customer's brand.
 */
const listWhitelabels = async (ctx: OperationContext<'listWhitelabels'>) => {
  const paging = parsePaging(ctx.query);
  const domain = readString(ctx.query, 'custom_domain');
  const rows =
    domain === null
      ? []
      : await ctx.db
          .selectFrom('whitelabels')
          .select(FIELDS)
          .where('is_whitelabel', '=', true)
          .where(equalsIgnoringCase('custom_domain', domain))
          .execute();
  return halList('whitelabels', rows, rows.length, paging, ctx.request.url);
};

export const whitelabelHandlers = { getMyWhitelabel, listWhitelabels } satisfies HandlerMap;
