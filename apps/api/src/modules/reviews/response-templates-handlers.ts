/**
 * The replies an account keeps (response_templates), listed by name. Names are unique per account whatever
 * their case (a unique index on lower(name)): a duplicate is a 409. The placeholders ({reviewer_first_name},
 * {location_name}, {location_phone}) are filled by the composer, so the server stores the text as written.
 */
import type { HandlerMap, OperationContext, RequestContext } from '../../http/handler-types.js';
import { conflict, notFound } from '../../http/http-error.js';
import { conflictOnDuplicate } from '../../http/db-errors.js';
import { equalsIgnoringCase } from '../../http/case-insensitive.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { requireText } from '../../http/query-values.js';
import { requireAuth } from '../../http/scope.js';
import { bodyAccountId, created, found, idParam, listAccountId } from '../../http/tenant.js';
import { iso } from '../../http/wire.js';

const NAME_MAX = 100;
const CONTENT_MAX = 8000;
const DUPLICATE = 'A response template with that name already exists';

type TemplateRow = { id: number; account_id: number; name: string; content: string; created_at: Date; updated_at: Date };
const templateToWire = (row: TemplateRow) => ({
  id: row.id, account_id: row.account_id, name: row.name, content: row.content, created_at: iso(row.created_at), updated_at: iso(row.updated_at),
});

const BY_NAME = {
  sort: { by: 'name' as const, order: 'asc' as const, explicit: true },
  search: null,
  columns: { name: 't.name' },
  nameColumn: 't.name',
  idColumn: 't.id',
};

const listResponseTemplates = async (ctx: OperationContext<'listResponseTemplates'>) => {
  const query = ctx.db.selectFrom('response_templates as t').selectAll('t').where('t.account_id', '=', listAccountId(ctx));
  return halPage(ctx, 'response_templates', query, parsePaging(ctx.query), BY_NAME, templateToWire);
};

/** 409 when another template of the account has the name (any case); the index covers the race. */
async function assertNameFree(ctx: RequestContext, accountId: number, name: string, exceptId: number | null) {
  let query = ctx.db.selectFrom('response_templates').select('id').where('account_id', '=', accountId).where(equalsIgnoringCase('name', name));
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(DUPLICATE, 'name');
}

const createResponseTemplate = async (ctx: OperationContext<'createResponseTemplate'>) => {
  const accountId = bodyAccountId(ctx);
  const name = requireText(ctx.body, 'name', NAME_MAX);
  const content = requireText(ctx.body, 'content', CONTENT_MAX);
  await assertNameFree(ctx, accountId, name, null);
  const now = ctx.services.now();
  const row = await conflictOnDuplicate(
    () =>
      ctx.db
        .insertInto('response_templates')
        .values({ account_id: accountId, name, content, created_by_user_id: requireAuth(ctx).user.id, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow(),
    DUPLICATE,
    'name',
  );
  return created(ctx, templateToWire(row));
};

async function loadTemplate(ctx: RequestContext) {
  const row = await ctx.db.selectFrom('response_templates').selectAll().where('id', '=', idParam(ctx, 'Response template')).executeTakeFirst();
  return found(requireAuth(ctx), row, 'Response template');
}

const updateResponseTemplate = async (ctx: OperationContext<'updateResponseTemplate'>) => {
  const current = await loadTemplate(ctx);
  if (ctx.body.account_id !== undefined && ctx.body.account_id !== current.account_id) throw notFound('Response template');
  const name = requireText(ctx.body, 'name', NAME_MAX);
  const content = requireText(ctx.body, 'content', CONTENT_MAX);
  await assertNameFree(ctx, current.account_id, name, current.id);
  const row = await conflictOnDuplicate(
    () =>
      ctx.db
        .updateTable('response_templates')
        .set({ name, content, updated_at: ctx.services.now() })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    DUPLICATE,
    'name',
  );
  return templateToWire(row);
};

const deleteResponseTemplate = async (ctx: OperationContext<'deleteResponseTemplate'>) => {
  const template = await loadTemplate(ctx);
  await ctx.db.deleteFrom('response_templates').where('id', '=', template.id).execute();
  return undefined;
};

export const responseTemplateHandlers = {
  listResponseTemplates, createResponseTemplate, updateResponseTemplate, deleteResponseTemplate,
} satisfies HandlerMap;
