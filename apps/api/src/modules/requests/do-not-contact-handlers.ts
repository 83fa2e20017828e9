/**
 * The people an account never asks (do_not_contact): added by hand here, or by a request's unsubscribe link.
 * An entry is an e-mail or a 10-digit phone (P5), stored normalized so the send job's lookup matches however it
 * was typed; one already listed is a 409.
 */
import type { Selectable } from 'kysely';
import type { DoNotContactTable } from '../../db/schema-requests.js';
import type { HandlerMap, OperationContext, RequestContext } from '../../http/handler-types.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { conflictOnDuplicate } from '../../http/db-errors.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { matchesAny, parseKeywords } from '../../http/lists/search.js';
import { requireAuth } from '../../http/scope.js';
import type { Schema } from '../../http/schemas.js';
import { bodyAccountId, created, found, idParam, listAccountId } from '../../http/tenant.js';
import { iso } from '../../http/wire.js';
import { blockedContacts, normalizeEmail, normalizePhone } from './contacts.js';
import { csvReply } from './csv-download.js';

const LISTED = 'This contact is already on the do-not-contact list';

type EntryRow = Selectable<DoNotContactTable>;

const entryToWire = (row: EntryRow): Schema<'DoNotContact'> => ({
  id: row.id, account_id: row.account_id, email: row.email, phone: row.phone, reason: row.reason, created_at: iso(row.created_at),
});

const NEWEST_FIRST = {
  sort: { by: 'created_at' as const, order: 'desc' as const, explicit: true },
  search: null,
  columns: { created_at: 'd.created_at' },
  nameColumn: 'd.email',
  idColumn: 'd.id',
};

const listDoNotContact = async (ctx: OperationContext<'listDoNotContact'>) => {
  let query = ctx.db.selectFrom('do_not_contact as d').selectAll('d').where('d.account_id', '=', listAccountId(ctx));
  const search = parseKeywords(ctx.query);
  if (search) query = query.where(matchesAny(['d.email', 'd.phone'], search.keywords));
  return halPage(ctx, 'do_not_contact', query, parsePaging(ctx.query), NEWEST_FIRST, entryToWire);
};

/** The normalized address given in `field`, null when left out or blank; a bad one is a 400 naming the field. */
function address(value: string | null | undefined, field: 'email' | 'phone'): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const normalized = field === 'email' ? normalizeEmail(value) : normalizePhone(value);
  if (normalized === null) throw badRequest(field === 'email' ? 'email is not a valid e-mail address' : 'phone must be 10 digits', field);
  return normalized;
}

const createDoNotContact = async (ctx: OperationContext<'createDoNotContact'>) => {
  const accountId = bodyAccountId(ctx);
  const email = address(ctx.body.email, 'email');
  const phone = address(ctx.body.phone, 'phone');
  if (email === null && phone === null) throw badRequest('Give an e-mail or a phone', 'email');
  const listed = await blockedContacts(ctx.db, accountId, { emails: email ? [email] : [], phones: phone ? [phone] : [] });
  if (listed.size > 0) throw conflict(LISTED, email && listed.has(email) ? 'email' : 'phone');
  const row = await conflictOnDuplicate(
    () =>
      ctx.db
        .insertInto('do_not_contact')
        .values({ account_id: accountId, email, phone, reason: 'added', created_at: ctx.services.now() })
        .returningAll()
        .executeTakeFirstOrThrow(),
    LISTED,
  );
  return created(ctx, entryToWire(row));
};

async function loadEntry(ctx: RequestContext) {
  const row = await ctx.db.selectFrom('do_not_contact').selectAll().where('id', '=', idParam(ctx, 'Do-not-contact entry')).executeTakeFirst();
  const entry = found(requireAuth(ctx), row, 'Do-not-contact entry');
  const requested = (ctx.query as { account_id?: number }).account_id;
  if (requested !== undefined && requested !== entry.account_id) throw notFound('Do-not-contact entry');
  return entry;
}

/** The person may be asked again (recipients already skipped stay skipped: their campaign was sent). */
const deleteDoNotContact = async (ctx: OperationContext<'deleteDoNotContact'>) => {
  const entry = await loadEntry(ctx);
  await ctx.db.deleteFrom('do_not_contact').where('id', '=', entry.id).execute();
  return undefined;
};

/** P7-079: every entry, newest first (email, phone, reason, added). */
const downloadDoNotContactCsv = async (ctx: OperationContext<'downloadDoNotContactCsv'>) => {
  const accountId = listAccountId(ctx);
  const rows = await ctx.db
    .selectFrom('do_not_contact')
    .select(['email', 'phone', 'reason', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const day = ctx.services.now().toISOString().slice(0, 10);
  return csvReply(ctx, `do-not-contact-${day}.csv`, ['email', 'phone', 'reason', 'added'], rows.map((r) => [r.email, r.phone, r.reason, r.created_at]));
};

export const doNotContactHandlers = {
  listDoNotContact,
  createDoNotContact,
  deleteDoNotContact,
  downloadDoNotContactCsv,
} satisfies HandlerMap;
