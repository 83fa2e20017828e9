import { sql, type Kysely, type Selectable } from 'kysely';
import { hashToken } from '../../auth/tokens.js';
import type { Database, EmailFrequency, ScheduledExportsTable, ScheduledExportType, Weekday } from '../../db/schema.js';
import type { AuthContext, HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { DATE_RANGE_LEGENDS, nextRunAt, WEEKDAYS } from '../../jobs/schedule.js';
import { isTimeZone } from '../../jobs/zoned-time.js';
import { assertExportSettings, checkExportFilters, requestOrigin, validateExportFilters } from './export-rules.js';
import { exportFiltersOf } from '../../jobs/export-sources.js';
import { assertExportAllowed } from '../accounts/account-settings.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readInt, readIntList, readString, requireText, type Values } from '../../http/query-values.js';
import { parseSort } from '../../http/lists/sorting.js';
import { bodyAccountId, created, idParam, isAdmin, listAccountId } from '../../http/tenant.js';
import { iso, isoOrNull } from '../../http/wire.js';
import type { Schema } from '../../http/schemas.js';

/** Export types for scheduling (P9-044) and the label that is their display_name (P3-026). */
export const EXPORT_TYPE_LABELS: Readonly<Record<ScheduledExportType, string>> = {
  reviews: 'Reviews',
  metric_locations: 'Location Metrics',
  metric_groups: 'Group Metrics',
  experience_categories: 'Experience Categories',
  keywords: 'Keywords',
  keyword_details: 'Keyword Details',
  competitors_overview: 'Competitors Overview',
  competitors_brands: 'Competitor Brands',
  microsurvey_responses: 'Microsurvey Responses',
};
const EXPORT_TYPES = Object.keys(EXPORT_TYPE_LABELS).filter(isExportType);
const FREQUENCIES: readonly EmailFrequency[] = ['daily', 'weekly', 'monthly'];
/** P9-023 */
const NAME_MAX = 100;
const BODY_MAX = 5000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const SORTABLE = ['display_name', 'email_subject', 'email_frequency', 'scheduled_time', 'last_sent_at'] as const;

type ScheduleRow = Selectable<ScheduledExportsTable>;

function isExportType(value: string): value is ScheduledExportType {
  return Object.hasOwn(EXPORT_TYPE_LABELS, value);
}

function toWire(row: ScheduleRow): Schema<'ScheduledExport'> {
  const { origin: _origin, ...wire } = row;
  return {
    ...wire,
    filters: row.filters ?? {},
    recipient_user_ids: row.recipient_user_ids ?? [],
    recipient_emails: row.recipient_emails ?? [],
    next_run_at: iso(row.next_run_at),
    last_sent_at: isoOrNull(row.last_sent_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function oneOf<T extends string>(body: Values, key: string, allowed: readonly T[]): T {
  const value = readString(body, key);
  if (value === null) throw badRequest(`${key} is required`, key);
  if (!allowed.includes(value as T)) throw badRequest(`${key} must be one of ${allowed.join(', ')}`, key);
  return value as T;
}

function stringList(body: Values, key: string): string[] {
  const value = body[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw badRequest(`${key} must be a list of e-mail addresses`, key);
  return [...new Set((value as string[]).map((v) => v.trim()).filter((v) => v !== ''))];
}

/**
 * P5 validation: recipients are users of the account, named by id or by e-mail; at least one is required.
 * Gives the recipients as user ids: an e-mail names a user, and one list is what every client edits.
 */
async function recipientIds(db: Kysely<Database>, accountId: number, userIds: number[], emails: string[]): Promise<number[]> {
  if (userIds.length === 0 && emails.length === 0) throw badRequest('At least one recipient is required', 'recipient_user_ids');
  const users = await db.selectFrom('users').select(['id', 'email']).where('account_id', '=', accountId).execute();
  const ids = new Set(users.map((u) => u.id));
  if (userIds.some((id) => !ids.has(id))) throw badRequest('recipient_user_ids must name users of this account', 'recipient_user_ids');
  const idByEmail = new Map(users.map((u) => [u.email.toLowerCase(), u.id]));
  if (emails.some((email) => !idByEmail.has(email.toLowerCase()))) {
    throw badRequest('recipient_emails must be e-mail addresses of users of this account', 'recipient_emails');
  }
  return [...new Set([...userIds, ...emails.map((email) => idByEmail.get(email.toLowerCase()) as number)])];
}

/** The schedule's creator's time zone (their profile's), else UTC. */
async function creatorTimeZone(db: Kysely<Database>, userId: number): Promise<string> {
  const profile = await db.selectFrom('profiles').select('timezone').where('user_id', '=', userId).executeTakeFirst();
  return profile?.timezone && isTimeZone(profile.timezone) ? profile.timezone : 'UTC';
}

/** Validates a whole schedule (for an update: the stored one with the body's changes) and gives its columns. */
async function scheduleColumns(db: Kysely<Database>, accountId: number, input: Values) {
  const exportType = oneOf(input, 'export_type', EXPORT_TYPES);
  const frequency = oneOf(input, 'email_frequency', FREQUENCIES);
  const scheduledTime = requireText(input, 'scheduled_time');
  if (!TIME.test(scheduledTime)) throw badRequest('scheduled_time must be a time as HH:mm', 'scheduled_time');
  const dayOfWeek = frequency === 'weekly' ? ((readString(input, 'day_of_week') ?? 'sunday') as Weekday) : null;
  if (dayOfWeek !== null && !WEEKDAYS.includes(dayOfWeek)) throw badRequest(`day_of_week must be one of ${WEEKDAYS.join(', ')}`, 'day_of_week');
  const dayOfMonth = frequency === 'monthly' ? (readInt(input, 'day_of_month') ?? 1) : null;
  if (dayOfMonth !== null && (dayOfMonth < 1 || dayOfMonth > 31)) throw badRequest('day_of_month must be between 1 and 31', 'day_of_month');
  const emailBody = readString(input, 'email_body');
  if (emailBody !== null && emailBody.length > BODY_MAX) throw badRequest(`email_body must be at most ${BODY_MAX} characters`, 'email_body');
  const given = input['filters'] ?? {};
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw badRequest('filters must be an object', 'filters');
  const filters = exportFiltersOf(given as Values, readInt(input, 'resource_id'));
  validateExportFilters(exportType, filters, accountId);
  await assertExportSettings(db, exportType, filters, accountId);
  await checkExportFilters(db, exportType, filters, accountId);
  const recipientUserIds = [...new Set(readIntList(input, 'recipient_user_ids'))];
  const recipientEmails = stringList(input, 'recipient_emails');
  const recipients = await recipientIds(db, accountId, recipientUserIds, recipientEmails);
  const displayName = readString(input, 'display_name') ?? EXPORT_TYPE_LABELS[exportType];
  if (displayName.length > NAME_MAX) throw badRequest(`display_name must be at most ${NAME_MAX} characters`, 'display_name');
  return {
    display_name: displayName,
    date_range_legend: oneOf(input, 'date_range_legend', DATE_RANGE_LEGENDS),
    filters: JSON.stringify(filters),
    recipient_user_ids: JSON.stringify(recipients),
    recipient_emails: JSON.stringify([]),
    email_frequency: frequency,
    // P3-027: the subject is the export's name.
    email_subject: requireText(input, 'email_subject', NAME_MAX),
    email_body: emailBody,
    scheduled_time: scheduledTime,
    day_of_week: dayOfWeek,
    day_of_month: dayOfMonth,
    export_type: exportType,
    resource_id: readInt(input, 'resource_id'),
  };
}

/** P7-050, P7-051; P6-021/P6-022: a non-admin sees only their own, whatever the query asks. */
const listScheduledExports = async (ctx: OperationContext<'listScheduledExports'>) => {
  const auth = requireAuth(ctx);
  const query = ctx.query;
  let rows = ctx.db.selectFrom('scheduled_exports as se').selectAll('se').where('se.account_id', '=', listAccountId(ctx));
  const createdBy = isAdmin(auth) ? readInt(query, 'created_by_user_id') : auth.user.id;
  if (createdBy !== null) rows = rows.where('se.created_by_user_id', '=', createdBy);
  // The contract checked the types and made a single one a list.
  const types = query.export_type ?? [];
  if (types.length > 0) rows = rows.where('se.export_type', 'in', types);
  const sort = parseSort(query, SORTABLE, 'display_name');
  const columns = Object.fromEntries(SORTABLE.map((c) => [c, `se.${c}`]));
  return halPage(ctx, 'scheduled_exports', rows, parsePaging(query), { sort, search: null, columns, nameColumn: 'se.display_name', idColumn: 'se.id' }, toWire);
};

/** P7-047 */
const createScheduledExport = async (ctx: OperationContext<'createScheduledExport'>) => {
  const auth = requireAuth(ctx);
  const accountId = bodyAccountId(ctx);
  await assertExportAllowed(ctx.db, accountId);
  const columns = await scheduleColumns(ctx.db, accountId, ctx.body);
  const timezone = await creatorTimeZone(ctx.db, auth.user.id);
  const now = ctx.services.now();
  const row = await ctx.db
    .insertInto('scheduled_exports')
    .values({
      ...columns,
      account_id: accountId,
      created_by_user_id: auth.user.id,
      timezone,
      origin: requestOrigin(ctx),
      next_run_at: nextRunAt({ ...columns, timezone }, now),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return created(ctx, toWire(row));
};

/** A schedule the caller may change: any of the account's for an admin, only their own otherwise (404 else). */
async function loadEditable(ctx: RequestContext): Promise<{ auth: AuthContext; row: ScheduleRow }> {
  const auth = requireAuth(ctx);
  const row = await ctx.db.selectFrom('scheduled_exports').selectAll().where('id', '=', idParam(ctx, 'Scheduled export')).executeTakeFirst();
  if (!row || !auth.accountIds.includes(row.account_id)) throw notFound('Scheduled export');
  if (!isAdmin(auth) && row.created_by_user_id !== auth.user.id) throw notFound('Scheduled export');
  return { auth, row };
}

/** P7-048: the stored schedule with the body's changes, validated whole; next_run_at follows the new timing. */
const updateScheduledExport = async (ctx: OperationContext<'updateScheduledExport'>) => {
  const { row } = await loadEditable(ctx);
  const body = ctx.body;
  const columns = await scheduleColumns(ctx.db, row.account_id, { ...toWire(row), ...body });
  const now = ctx.services.now();
  const updated = await ctx.db
    .updateTable('scheduled_exports')
    .set({ ...columns, next_run_at: nextRunAt({ ...columns, timezone: row.timezone }, now), updated_at: now })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toWire(updated);
};

/** P7-049 */
const deleteScheduledExport = async (ctx: OperationContext<'deleteScheduledExport'>) => {
  const { row } = await loadEditable(ctx);
  await ctx.db.deleteFrom('scheduled_exports').where('id', '=', row.id).execute();
  return undefined;
};

/**
 * Public: the token of an e-mail's unsubscribe link takes that address (and its account's users with that
 * address) off the schedule, in one UPDATE: two unsubscribes, or an edit, running at once cannot bring back
 * what the other removed (a read-then-write would write back a stale recipient list).
 */
const unsubscribeScheduledExport = async (ctx: OperationContext<'unsubscribeScheduledExport'>) => {
  const token = ctx.params.token;
  const updated = await sql<Schema<'Unsubscribed'>>`
    update scheduled_exports se set
      recipient_emails = coalesce((select jsonb_agg(e.value order by e.at) from jsonb_array_elements_text(se.recipient_emails) with ordinality e(value, at)
        where lower(e.value) <> lower(u.email)), '[]'::jsonb),
      recipient_user_ids = coalesce((select jsonb_agg(r.value order by r.at) from jsonb_array_elements(se.recipient_user_ids) with ordinality r(value, at)
        where (r.value #>> '{}')::int not in (select us.id from users us where us.account_id = se.account_id and lower(us.email) = lower(u.email))), '[]'::jsonb),
      updated_at = ${ctx.services.now()}
    from scheduled_export_unsubscribes u
    where u.token_hash = ${hashToken(token)} and u.scheduled_export_id = se.id
    returning u.email, se.display_name, se.email_subject`.execute(ctx.db);
  const link = updated.rows[0];
  if (!link) throw notFound('Unsubscribe link');
  return { email: link.email, display_name: link.display_name, email_subject: link.email_subject };
};

export const scheduledExportHandlers = {
  listScheduledExports,
  createScheduledExport,
  updateScheduledExport,
  deleteScheduledExport,
  unsubscribeScheduledExport,
} satisfies HandlerMap;
