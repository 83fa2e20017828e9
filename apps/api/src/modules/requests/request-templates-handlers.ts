/**
 * The request texts an account keeps (request_templates, P3-036), listed by name. A name is unique per account
 * and request type whatever its case (a unique index on lower(name)): a duplicate is a 409. An SMS text is at
 * most four messages (640 characters). The placeholders are filled by the send job, so the text is stored as
 * written.
 */
import type { Selectable } from 'kysely';
import type { RequestTemplatesTable } from '../../db/schema-requests.js';
import type { HandlerMap, OperationContext, RequestContext } from '../../http/handler-types.js';
import { conflict, notFound } from '../../http/http-error.js';
import { conflictOnDuplicate } from '../../http/db-errors.js';
import { equalsIgnoringCase } from '../../http/case-insensitive.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { requireText } from '../../http/query-values.js';
import { requireAuth } from '../../http/scope.js';
import type { Schema } from '../../http/schemas.js';
import { bodyAccountId, created, found, idParam, listAccountId } from '../../http/tenant.js';
import { iso } from '../../http/wire.js';
import { assertSmsLength } from './request-texts.js';

const NAME_MAX = 100;
const CONTENT_MAX = 5000;
const DUPLICATE = 'A request template with that name already exists';

type TemplateRow = Selectable<RequestTemplatesTable>;

const templateToWire = (row: TemplateRow): Schema<'RequestTemplate'> => ({
  id: row.id,
  account_id: row.account_id,
  request_type: row.request_type,
  layout_id: row.layout_id,
  name: row.name,
  subject: row.subject,
  content: row.content,
  header_text: row.header_text,
  header_image: row.header_image,
  use_header_image: row.use_header_image,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const BY_NAME = {
  sort: { by: 'name' as const, order: 'asc' as const, explicit: true },
  search: null,
  columns: { name: 't.name' },
  nameColumn: 't.name',
  idColumn: 't.id',
};

const listRequestTemplates = async (ctx: OperationContext<'listRequestTemplates'>) => {
  let query = ctx.db.selectFrom('request_templates as t').selectAll('t').where('t.account_id', '=', listAccountId(ctx));
  if (ctx.query.request_type) query = query.where('t.request_type', '=', ctx.query.request_type);
  return halPage(ctx, 'request_templates', query, parsePaging(ctx.query), BY_NAME, templateToWire);
};

/** The columns a write sets, checked: name and content required, an SMS text at most 640 characters. */
function templateValues(body: Schema<'RequestTemplateWrite'>) {
  const name = requireText(body, 'name', NAME_MAX);
  const content = requireText(body, 'content', CONTENT_MAX);
  assertSmsLength(body.request_type, content);
  return {
    request_type: body.request_type,
    name,
    content,
    layout_id: body.layout_id ?? 1,
    subject: body.request_type === 'sms' ? '' : (body.subject ?? '').trim(),
    header_text: body.header_text ?? '',
    header_image: body.header_image ?? null,
    use_header_image: body.use_header_image ?? false,
  };
}

/** 409 when another template of the account and request type has the name (any case); the index covers the race. */
async function assertNameFree(ctx: RequestContext, accountId: number, values: { name: string; request_type: string }, exceptId: number | null) {
  let query = ctx.db
    .selectFrom('request_templates')
    .select('id')
    .where('account_id', '=', accountId)
    .where('request_type', '=', values.request_type as TemplateRow['request_type'])
    .where(equalsIgnoringCase('name', values.name));
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(DUPLICATE, 'name');
}

const createRequestTemplate = async (ctx: OperationContext<'createRequestTemplate'>) => {
  const accountId = bodyAccountId(ctx);
  const values = templateValues(ctx.body);
  await assertNameFree(ctx, accountId, values, null);
  const now = ctx.services.now();
  const row = await conflictOnDuplicate(
    () => ctx.db.insertInto('request_templates').values({ account_id: accountId, ...values, created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow(),
    DUPLICATE,
    'name',
  );
  return created(ctx, templateToWire(row));
};

async function loadTemplate(ctx: RequestContext) {
  const row = await ctx.db.selectFrom('request_templates').selectAll().where('id', '=', idParam(ctx, 'Request template')).executeTakeFirst();
  return found(requireAuth(ctx), row, 'Request template');
}

const getRequestTemplate = async (ctx: OperationContext<'getRequestTemplate'>) => templateToWire(await loadTemplate(ctx));

const updateRequestTemplate = async (ctx: OperationContext<'updateRequestTemplate'>) => {
  const current = await loadTemplate(ctx);
  if (ctx.body.account_id !== undefined && ctx.body.account_id !== current.account_id) throw notFound('Request template');
  const values = templateValues(ctx.body);
  await assertNameFree(ctx, current.account_id, values, current.id);
  const row = await conflictOnDuplicate(
    () =>
      ctx.db
        .updateTable('request_templates')
        .set({ ...values, updated_at: ctx.services.now() })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    DUPLICATE,
    'name',
  );
  return templateToWire(row);
};

/** Drafts that used the template keep their text (campaigns.template_id is `on delete set null`). */
const deleteRequestTemplate = async (ctx: OperationContext<'deleteRequestTemplate'>) => {
  const template = await loadTemplate(ctx);
  await ctx.db.deleteFrom('request_templates').where('id', '=', template.id).execute();
  return undefined;
};

export const requestTemplateHandlers = {
  listRequestTemplates,
  createRequestTemplate,
  getRequestTemplate,
  updateRequestTemplate,
  deleteRequestTemplate,
} satisfies HandlerMap;
