import type { Selectable } from 'kysely';
import { hashToken } from '../../auth/tokens.js';
import type { ExportFilesTable } from '../../db/schema.js';
import { authenticate, credentialsOf } from '../../http/authenticate.js';
import type { AuthContext, HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { accountInactive, badRequest, forbidden, HttpError, notFound, unauthorized } from '../../http/http-error.js';
import { requireAuth, scopeAccountId } from '../../http/scope.js';
import { EXPORT_JOB } from '../../jobs/export-runner.js';
import { EXPORT_SOURCES, exportFiltersOf } from '../../jobs/export-sources.js';
import { enqueueJob } from '../../jobs/queue.js';
import { assertExportAllowed } from '../accounts/account-settings.js';
import { readBool, readInt, readString, type Values } from '../../http/query-values.js';
import { created, found, idParam } from '../../http/tenant.js';
import { iso, isoOrNull } from '../../http/wire.js';
import type { Schema } from '../../http/schemas.js';
import { assertExportSettings, checkExportFilters, MAX_QUEUED_EXPORTS_PER_USER, requestOrigin, validateExportFilters } from './export-rules.js';

type ExportRow = Selectable<ExportFilesTable>;

/** P3-030: file_url only once the file exists. */
export function exportToWire(row: ExportRow): Schema<'ExportFile'> {
  return {
    id: row.id,
    account_id: row.account_id,
    resource: row.resource,
    status: row.status,
    status_reason: row.status_reason,
    file_url: row.status === 'complete' ? `/api/fetch-export-file/${row.id}/file-data` : null,
    row_count: row.row_count,
    created_at: iso(row.created_at),
    completed_at: isoOrNull(row.completed_at),
  };
}

function objectField(body: Values, key: string): Values {
  const value = body[key];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${key} must be an object`, key);
  return value as Values;
}

const tooManyQueuedExports = () =>
  new HttpError(
    429,
    'too_many_requests',
    `You already have ${MAX_QUEUED_EXPORTS_PER_USER} exports in progress. Wait for one to finish before requesting another.`,
  );

/** P7-075: queues the export and answers at once; the worker builds the file. */
const createExportFile = async (ctx: OperationContext<'createExportFile'>) => {
  const auth = requireAuth(ctx);
  const accountId = scopeAccountId(ctx, idParam(ctx, 'Account'));
  await assertExportAllowed(ctx.db, accountId);
  const body = ctx.body;
  const resource = body.resource;
  const source = EXPORT_SOURCES[resource];
  if (!source) throw badRequest(`Export of ${resource} is not available yet`, 'resource');
  // Exporting a resource is reading it: the creator needs read on it (keywords: insights read, P6-010).
  if (!auth.permissions[source.readPermission]?.includes('read')) throw forbidden();
  const filters = exportFiltersOf(objectField(body, 'filters'), readInt(body, 'resource_id'));
  validateExportFilters(resource, filters, accountId);
  await assertExportSettings(ctx.db, resource, filters, accountId);
  await checkExportFilters(ctx.db, resource, filters, accountId);
  const now = ctx.services.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    // The user's row is locked so two concurrent requests cannot both pass the limit.
    await trx.selectFrom('users').select('id').where('id', '=', auth.user.id).forUpdate().execute();
    const open = await trx
      .selectFrom('export_files')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', auth.user.id)
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirstOrThrow();
    if (Number(open.n) >= MAX_QUEUED_EXPORTS_PER_USER) throw tooManyQueuedExports();
    const inserted = await trx
      .insertInto('export_files')
      .values({
        account_id: accountId,
        user_id: auth.user.id,
        resource,
        filters: JSON.stringify(filters),
        file_type: readString(body, 'file_type') ?? 'csv',
        download_options: JSON.stringify(objectField(body, 'download_options')),
        request_type: readString(body, 'request_type'),
        resource_id: readInt(body, 'resource_id'),
        // P9-003: no e-mail while impersonating.
        send_email: readBool(body, 'send_email', false) && !auth.isImpersonated,
        origin: requestOrigin(ctx),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueueJob(trx, EXPORT_JOB, { export_file_id: inserted.id }, now);
    return inserted;
  });
  return created(ctx, exportToWire(row));
};

async function loadExport(ctx: RequestContext) {
  return ctx.db.selectFrom('export_files').selectAll().where('id', '=', idParam(ctx, 'Export file')).executeTakeFirst();
}

/**
 * An export by right, not by id: its creator, and users of the account who may read what it exported (a
 * reviews export needs review read, so e-mail-only users never qualify); 404 for everyone else, so ids reveal
 * nothing. Recipients of an e-mailed link read it through the link's token instead.
 */
export function readableExport(auth: AuthContext, row: ExportRow | undefined): ExportRow {
  const own = found(auth, row, 'Export file');
  if (own.user_id === auth.user.id) return own;
  const permission = EXPORT_SOURCES[own.resource]?.readPermission;
  if (permission && auth.permissions[permission]?.includes('read')) return own;
  throw notFound('Export file');
}

/** P7-076 */
const getExportFile = async (ctx: OperationContext<'getExportFile'>) => exportToWire(readableExport(requireAuth(ctx), await loadExport(ctx)));

/** A token of a link mailed for this export (every attempt's), or the single token of exports made before 0005. */
async function linkTokenValid(ctx: RequestContext, row: ExportRow, hash: string): Promise<boolean> {
  if (row.download_token_hash !== null && row.download_token_hash === hash) return true;
  const stored = await ctx.db.selectFrom('export_link_tokens').select('token_hash').where('token_hash', '=', hash).where('export_file_id', '=', row.id).executeTakeFirst();
  return stored !== undefined;
}

/**
 * The download is public to the router because an e-mailed link carries a token instead of Basic auth; with
 * no token the caller is authenticated here as the framework would (401, 402, then export_file read).
 */
async function authorizeDownload(ctx: RequestContext, row: ExportRow | undefined): Promise<ExportRow> {
  const token = readString(ctx.query, 'token');
  if (token !== null) {
    if (!row || !(await linkTokenValid(ctx, row, hashToken(token)))) throw notFound('Export file');
    return row;
  }
  const credentials = credentialsOf(ctx.request);
  if (!credentials) throw unauthorized();
  const auth: AuthContext = await authenticate(ctx.db, credentials, ctx.services.now());
  if (auth.account.status === 'inactive') throw accountInactive();
  if (!auth.permissions['export_file']?.includes('read')) throw forbidden();
  return readableExport(auth, row);
}

/** P7-086, P7-077: the CSV as an attachment named after the day it was requested. */
const fetchExportFileData = async (ctx: OperationContext<'fetchExportFileData'>) => {
  const row = await authorizeDownload(ctx, await loadExport(ctx));
  if (row.status !== 'complete' || row.storage_key === null) throw notFound('Export file');
  const data = await ctx.services.files.read(row.storage_key);
  ctx.reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="export-${iso(row.created_at).slice(0, 10)}.csv"`);
  return data;
};

export const exportHandlers = { createExportFile, getExportFile, fetchExportFileData } satisfies HandlerMap;
