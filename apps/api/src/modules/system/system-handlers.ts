/** The cross-cutting calls: file upload, internal notifications, the triage page and health. */
import { sql } from 'kysely';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { checkPhotoFile } from '../media/photo-upload.js';
import { TOO_LARGE } from '../media/photo-rules.js';
import { readInt, readString, requireText } from '../../http/query-values.js';
import { created } from '../../http/tenant.js';
import { iso } from '../../http/wire.js';
import type { Schema } from '../../http/schemas.js';

const UPLOAD_FIELD = 'file_upload';

/**
 * P7-088: one multipart file in `file_upload`; the framework accepts the `auth_token` query parameter
 * in place of Basic auth for this call. The file goes to the local file store, its record to uploads.
 * `purpose=photo` checks the real image first (media/photo-upload.ts) and records its pixel size.
 */
const uploadFile = async (ctx: OperationContext<'uploadFile'>) => {
  const auth = requireAuth(ctx);
  const isPhoto = readString(ctx.query, 'purpose') === 'photo';
  if (!ctx.request.isMultipart()) throw badRequest('file_upload is required (multipart/form-data)', UPLOAD_FIELD);
  const file = await ctx.request.file();
  if (!file || file.fieldname !== UPLOAD_FIELD) throw badRequest('file_upload is required', UPLOAD_FIELD);
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(isPhoto ? TOO_LARGE : 'file_upload is too large', UPLOAD_FIELD);
    throw error;
  }
  const photo = isPhoto ? await checkPhotoFile(data) : null;
  const filename = file.filename || 'upload';
  const key = await ctx.services.files.save(filename, data);
  const row = await ctx.db
    .insertInto('uploads')
    .values({
      account_id: auth.account.id,
      user_id: auth.user.id,
      filename,
      // A photo's type is what its content is, not what the browser said.
      mime_type: photo?.mimeType ?? (file.mimetype || 'application/octet-stream'),
      size: data.length,
      storage_key: key,
      width: photo?.width ?? null,
      height: photo?.height ?? null,
      created_at: ctx.services.now(),
    })
    .returning(['id', 'account_id', 'user_id', 'filename', 'mime_type', 'size', 'storage_key', 'width', 'height', 'created_at'])
    .executeTakeFirstOrThrow();
  const { storage_key: s3Path, ...reply } = row;
  return created(ctx, { ...reply, s3_path: s3Path, created_at: iso(row.created_at) });
};

/** P7-087: an internal event (e.g. a feature request) stored as a notification for the account. */
const notify = async (ctx: OperationContext<'notify'>) => {
  const auth = requireAuth(ctx);
  const body = ctx.body;
  const userId = readInt(body, 'user_id') ?? auth.user.id;
  if (userId !== auth.user.id) {
    const user = await ctx.db.selectFrom('users').select('id').where('id', '=', userId).where('account_id', 'in', auth.accountIds).executeTakeFirst();
    if (!user) throw badRequest('user_id must name a user of this account', 'user_id');
  }
  const notification = {
    account_id: auth.account.id,
    user_id: userId,
    event: body.event,
    notification_type: requireText(body, 'notification_type'),
    feature_name: requireText(body, 'feature_name'),
  };
  const row = await ctx.db
    .insertInto('notifications')
    .values({ ...notification, created_at: ctx.services.now() })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  const reply: Schema<'Notification'> = { id: row.id, ...notification, created_at: iso(row.created_at) };
  return created(ctx, reply);
};

/**
 * P7-091: the diagnostic page's calls. The method is the one the server acted on (after any
 * X-HTTP-Method-Override rewrite), so the page can tell whether overrides survive the network.
 */
const triage = (method: Schema<'TriageEcho'>['method']) => async (ctx: RequestContext): Promise<Schema<'TriageEcho'>> => {
  const header = ctx.request.headers['x-http-method-override'];
  return {
    // Each method has its route, so the route's method is the one the request arrived with (or was overridden to).
    method,
    override_header: typeof header === 'string' ? header : null,
    user_agent: ctx.request.headers['user-agent'] ?? null,
    ok: true,
  };
};

/** Liveness plus a round trip to the database; PGlite names itself in version(). */
const health = async (ctx: OperationContext<'health'>): Promise<Schema<'Health'>> => {
  const { rows } = await sql<{ version: string }>`select version() as version`.execute(ctx.db);
  return {
    status: 'ok',
    time: ctx.services.now().toISOString(),
    database: /pglite/i.test(rows[0]?.version ?? '') ? 'pglite' : 'postgres',
  };
};

export const systemHandlers = {
  uploadFile,
  notify,
  triageGet: triage('GET'),
  triagePost: triage('POST'),
  triagePut: triage('PUT'),
  triagePatch: triage('PATCH'),
  triageDelete: triage('DELETE'),
  health,
} satisfies HandlerMap;
