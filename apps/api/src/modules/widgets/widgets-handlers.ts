import { randomBytes } from 'node:crypto';
import type { WidgetSettingsDoc, WidgetType } from '../../db/schema.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { requireAuth } from '../../http/scope.js';
import { matchesAny, parseKeywords } from '../../http/lists/search.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readString, requireText } from '../../http/query-values.js';
import { parseSort } from '../../http/lists/sorting.js';
import { bodyAccountId, created, found, idParam, listAccountId } from '../../http/tenant.js';
import { iso } from '../../http/wire.js';
import { assertTypeEnabled, checkSettings } from './widget-settings.js';
import { assertLocationsAllowed } from '../../http/location-scope.js';

const NAME_MAX = 100;

interface WidgetRow {
  id: number;
  account_id: number;
  name: string;
  widget_type: WidgetType;
  settings: WidgetSettingsDoc;
  published: boolean;
  public_key: string;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
}

const widgetToWire = ({ created_by: _createdBy, ...row }: WidgetRow) => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) });

/**
 * The snippet's key: the type's letter (the loader reserves the type's box from it before any fetch), then
 * 24 url-safe characters (144 random bits), never guessable from the id.
 */
export const newPublicKey = (type: WidgetType) => `${type.charAt(0)}-${randomBytes(18).toString('base64url')}`;

/** F7-063, F4-103: the account's widgets, newest first, searchable by name. */
const listWidgets = async (ctx: OperationContext<'listWidgets'>) => {
  const accountId = listAccountId(ctx);
  const search = parseKeywords(ctx.query);
  let query = ctx.db.selectFrom('widgets as w').selectAll('w').where('w.account_id', '=', accountId);
  if (search) query = query.where(matchesAny(['w.name'], search.keywords));
  const type = readString(ctx.query, 'widget_type');
  if (type !== null) query = query.where('w.widget_type', '=', type as WidgetType);
  const sort = parseSort(ctx.query, ['created_at', 'name'] as const, 'created_at', 'desc');
  const order = { sort, search, columns: { name: 'w.name', created_at: 'w.created_at' }, nameColumn: 'w.name', idColumn: 'w.id' };
  return halPage(ctx, 'widgets', query, parsePaging(ctx.query), order, widgetToWire);
};

async function loadWidget(ctx: RequestContext): Promise<WidgetRow> {
  const row = await ctx.db.selectFrom('widgets').selectAll().where('id', '=', idParam(ctx, 'Widget')).executeTakeFirst();
  return found(requireAuth(ctx), row, 'Widget');
}

const getWidget = async (ctx: OperationContext<'getWidget'>) => widgetToWire(await loadWidget(ctx));

const createWidget = async (ctx: OperationContext<'createWidget'>) => {
  const body = ctx.body;
  const accountId = bodyAccountId(ctx);
  const name = requireText(body, 'name', NAME_MAX);
  const type = body.widget_type;
  await assertTypeEnabled(ctx.db, accountId, type);
  const settings: WidgetSettingsDoc = body.settings ?? {};
  await checkSettings(ctx.db, accountId, type, settings);
  assertLocationsAllowed(ctx, settings.location_ids ?? [], 'settings.location_ids');
  const now = ctx.services.now();
  const row = await ctx.db
    .insertInto('widgets')
    .values({
      account_id: accountId,
      name,
      widget_type: type,
      settings: JSON.stringify(settings),
      published: body['published'] === true,
      public_key: newPublicKey(type),
      created_by: requireAuth(ctx).user.id,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return created(ctx, widgetToWire(row));
};

const updateWidget = async (ctx: OperationContext<'updateWidget'>) => {
  const widget = await loadWidget(ctx);
  const body = ctx.body;
  await assertTypeEnabled(ctx.db, widget.account_id, widget.widget_type);
  const changes: { name?: string; settings?: string; published?: boolean; updated_at: Date } = { updated_at: ctx.services.now() };
  if (body['name'] !== undefined) changes.name = requireText(body, 'name', NAME_MAX);
  if (body.settings !== undefined) {
    const settings: WidgetSettingsDoc = body.settings;
    await checkSettings(ctx.db, widget.account_id, widget.widget_type, settings);
    assertLocationsAllowed(ctx, settings.location_ids ?? [], 'settings.location_ids');
    changes.settings = JSON.stringify(settings);
  }
  if (typeof body['published'] === 'boolean') changes.published = body['published'];
  const row = await ctx.db.updateTable('widgets').set(changes).where('id', '=', widget.id).returningAll().executeTakeFirstOrThrow();
  return widgetToWire(row);
};

const deleteWidget = async (ctx: OperationContext<'deleteWidget'>) => {
  const widget = await loadWidget(ctx);
  await ctx.db.deleteFrom('widgets').where('id', '=', widget.id).execute();
  return undefined;
};

export const widgetHandlers = { listWidgets, getWidget, createWidget, updateWidget, deleteWidget } satisfies HandlerMap;
