/**
 * The account's landing-page settings (request_pages, P3-042): the contact shown to customers, the logo, the
 * thresholds that send a happy customer on to a review site, and the reminder default of new campaigns.
 */
import type { Selectable } from 'kysely';
import type { RequestPagesTable } from '../../db/schema-requests.js';
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { badRequest } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import type { Schema } from '../../http/schemas.js';
import { bodyAccountId, listAccountId } from '../../http/tenant.js';
import { isoOrNull } from '../../http/wire.js';
import { normalizeEmail, normalizePhone } from './contacts.js';

type PageRow = Selectable<RequestPagesTable>;

const pageToWire = (row: PageRow): Schema<'RequestPage'> => ({
  id: row.id,
  account_id: row.account_id,
  contact_email: row.contact_email,
  contact_number: row.contact_number,
  created_by_user_id: row.created_by_user_id,
  logo_url: row.logo_url,
  nps_threshold: row.nps_threshold,
  stars_threshold: row.stars_threshold,
  reminder_days: row.reminder_days,
  updated_at: isoOrNull(row.updated_at),
});

/**
 * The contract's RequestPage has an id, so an account that never saved gets its row here: the defaults (nps 9,
 * stars 4, no reminder) written on the first read, with `updated_at` null, which says it was never saved.
 * `on conflict do nothing` makes two first reads at once write one row.
 */
const getRequestPage = async (ctx: OperationContext<'getRequestPage'>) => {
  const accountId = listAccountId(ctx);
  await ctx.db.insertInto('request_pages').values({ account_id: accountId }).onConflict((oc) => oc.column('account_id').doNothing()).execute();
  return pageToWire(await ctx.db.selectFrom('request_pages').selectAll().where('account_id', '=', accountId).executeTakeFirstOrThrow());
};

/** A blank value is none; otherwise normalized, or a 400 naming the field. */
function contact(value: string | null | undefined, field: 'contact_email' | 'contact_number'): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const normalized = field === 'contact_email' ? normalizeEmail(value) : normalizePhone(value);
  if (normalized === null) throw badRequest(field === 'contact_email' ? 'contact_email is not a valid e-mail address' : 'contact_number must be 10 digits', field);
  return normalized;
}

function logoUrl(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw badRequest('logo_url must be an http or https address', 'logo_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('logo_url must be an http or https address', 'logo_url');
  return url.toString();
}

/** Saves every field (the write holds them all); the first saver stays `created_by_user_id`. */
const updateRequestPage = async (ctx: OperationContext<'updateRequestPage'>) => {
  const accountId = bodyAccountId(ctx);
  const body = ctx.body;
  const values = {
    contact_email: contact(body.contact_email, 'contact_email'),
    contact_number: contact(body.contact_number, 'contact_number'),
    logo_url: logoUrl(body.logo_url),
    nps_threshold: body.nps_threshold,
    stars_threshold: body.stars_threshold,
    reminder_days: body.reminder_days ?? null,
    updated_at: ctx.services.now(),
  };
  const userId = requireAuth(ctx).user.id;
  const row = await ctx.db
    .insertInto('request_pages')
    .values({ account_id: accountId, created_by_user_id: userId, ...values })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet((eb) => ({
        ...values,
        // Rows made by a first read have no saver yet: this one is the first.
        created_by_user_id: eb.fn.coalesce('request_pages.created_by_user_id', eb.val(userId)),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return pageToWire(row);
};

export const requestPageHandlers = {
  getRequestPage,
  updateRequestPage,
} satisfies HandlerMap;
