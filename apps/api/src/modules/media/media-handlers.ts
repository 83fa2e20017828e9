/**
 * Photos: categories, a location's photos and the account gallery, registration of an uploaded
 * photo for locations, deletion, processing (thumbnail + realtime message) and the public photo files.
 * The upload itself is POST /upload with `purpose=photo` (misc.ts reads the file through media/photo-upload.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { enqueueJob } from '../../jobs/queue.js';
import { IMAGE_PROCESS_JOB, MEDIA_PUBLISH_JOB } from './media-jobs.js';
import { mediaFileUrl } from './media-files.js';
import { photoAvailability, sendBlocked } from './photo-availability.js';
import { galleryTotalByDays } from './gallery-total.js';
import { dimensionProblem } from './photo-rules.js';
import { streamChannel } from '../../http/channel-stream.js';
import { IMAGE_CHANNEL_PREFIX, imageChannel } from './realtime.js';
import { AUTO_SYNC_SETTING, PHOTO_SECTION_SETTING } from '../accounts/setting-codes.js';
import { parseDateBound } from '../reviews/reviews-query.js';
import { settingIsOn } from '../accounts/account-settings.js';
import { listTotal } from '../../http/lists/list-query.js';
import { halList } from '../../http/hal.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readInt, readIntList, readString, type Values } from '../../http/query-values.js';
import { assertOwnedIds } from '../../http/references.js';
import { bodyAccountId, created, found, idParam, listAccountId } from '../../http/tenant.js';
import { iso, isoOrNull } from '../../http/wire.js';
import { assertLocationAllowed, assertLocationsAllowed, whereLocationAllowed } from '../../http/location-scope.js';

export const BULK_NEEDS_AUTO_SYNC = 'Bulk Add Photos needs Auto Sync, which is not part of this account\'s plan';

/** F9-007: a location's photos come 8 a page. */
const LOCATION_PAGE_SIZE = 8;

function selectMedia(db: Kysely<Database>) {
  return db
    .selectFrom('media as m')
    .leftJoin('media_categories as mc', 'mc.id', 'm.category_id')
    .select([
      'm.id', 'm.name', 'm.account_id', 'm.location_id', 'm.source_id', 'm.category_id', 'm.media_type', 'm.rating',
      'm.width', 'm.height', 'm.storage_key', 'm.thumbnail_key', 'm.published_status', 'm.url_id', 'm.published_at',
      'm.created_at', 'mc.code as category_code',
    ]);
}

type MediaRow = Awaited<ReturnType<ReturnType<typeof selectMedia>['executeTakeFirstOrThrow']>>;

function mediaToWire(row: MediaRow) {
  return {
    id: row.id,
    name: row.name,
    account_id: row.account_id,
    location_id: row.location_id,
    source_id: row.source_id,
    category: row.category_code ?? 'EMPTY',
    category_id: row.category_id,
    type: row.media_type,
    rating: row.rating,
    width: row.width,
    height: row.height,
    cdn_stored_url: mediaFileUrl(row.storage_key),
    cdn_stored_low_res_url: mediaFileUrl(row.thumbnail_key ?? row.storage_key),
    published_status: row.published_status,
    url_id: row.url_id,
    published_at: isoOrNull(row.published_at),
    created_at: iso(row.created_at),
  };
}

const SORT_COLUMNS = {
  category_rank: sql`coalesce(mc.rank, 0)`,
  // A pending photo has no published_at yet: it sorts by when it was added.
  published_at: sql`coalesce(m.published_at, m.created_at)`,
  created_at: sql`m.created_at`,
} as const;

/** `sort[by]=category_rank,published_at&sort[order]=desc,desc` (F7-039); each key takes the order at its place, else the last. */
function sortOf(query: Values, fallback: string): [keyof typeof SORT_COLUMNS, 'asc' | 'desc'][] {
  const keys = (readString(query, 'sort[by]') ?? fallback).split(',') as (keyof typeof SORT_COLUMNS)[];
  const orders = (readString(query, 'sort[order]') ?? 'desc').split(',') as ('asc' | 'desc')[];
  return keys.map((key, i) => [key, orders[Math.min(i, orders.length - 1)] ?? 'desc']);
}

function assertMayManageLocationPhotos(ctx: RequestContext): void {
  if (!requireAuth(ctx).permissions['local_listing']?.includes('read')) throw forbidden();
}

/** F7-037: the categories, optionally only those named (case-insensitive). */
const listMediaCategories = async (ctx: OperationContext<'listMediaCategories'>) => {
  const query = ctx.query;
  const raw = query['name'];
  const names = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((n) => String(n).toLowerCase());
  let rows = ctx.db.selectFrom('media_categories as mc').leftJoin('sources as s', 's.code', 'mc.source_code')
    .select(['mc.id', 'mc.name', 'mc.code', 's.id as source_id']);
  if (names.length > 0) rows = rows.where(sql<string>`lower(mc.name)`, 'in', names);
  const paging = parsePaging(query);
  const [page, total] = await Promise.all([rows.orderBy('mc.rank', 'desc').orderBy('mc.id').limit(paging.perPage).offset(paging.offset).execute(), listTotal(ctx.db, rows)]);
  return halList('media_categories', page, total, paging, ctx.request.url);
};

/** F7-039 (a location's photos) and the /photos gallery (the account's, filtered). */
const listMedia = async (ctx: OperationContext<'listMedia'>) => {
  const query = ctx.query;
  const accountId = listAccountId(ctx);
  const locationId = readInt(query, 'location_id');
  let unavailableReason: string | null = null;
  if (locationId !== null) {
    assertMayManageLocationPhotos(ctx);
    if (!(await settingIsOn(ctx.db, accountId, PHOTO_SECTION_SETTING))) throw forbidden();
    await assertOwnedIds(ctx.db, 'locations', accountId, [locationId], 'location_id');
    assertLocationAllowed(ctx, locationId, 'Location');
    const [answer] = await photoAvailability(ctx.db, accountId, [locationId], ctx.services.now());
    unavailableReason = answer?.reason ?? null;
  }
  let rows = whereLocationAllowed(selectMedia(ctx.db).where('m.account_id', '=', accountId), 'm.location_id', ctx);
  if (locationId !== null) rows = rows.where('m.location_id', '=', locationId);
  const groupId = readInt(query, 'group_id');
  if (groupId !== null) {
    rows = rows.where('m.location_id', 'in', (eb) =>
      eb.selectFrom('group_locations as gl').select('gl.location_id').where('gl.group_id', '=', groupId).where('gl.account_id', '=', accountId));
  }
  const sourceId = readInt(query, 'source_id');
  if (sourceId !== null) rows = rows.where('m.source_id', '=', sourceId);
  const type = readString(query, 'type');
  if (type === 'owner' || type === 'customer') rows = rows.where('m.media_type', '=', type);
  const ratings = readIntList(query, 'rating');
  if (ratings.length > 0) rows = rows.where('m.rating', 'in', ratings);
  const after = parseDateBound(query, 'published_after', false);
  const before = parseDateBound(query, 'published_before', true);
  if (after && before && after >= before) throw badRequest('published_after must be before published_before', 'published_after');
  if (after) rows = rows.where('m.created_at', '>=', after);
  if (before) rows = rows.where('m.created_at', '<', before);

  const paging = parsePaging(query, { defaultPerPage: locationId !== null ? LOCATION_PAGE_SIZE : 25 });
  let ordered = rows;
  for (const [key, order] of sortOf(query, locationId !== null ? 'category_rank,published_at' : 'created_at')) {
    ordered = ordered.orderBy(SORT_COLUMNS[key], order);
  }
  const page = ordered.orderBy('m.id', 'desc').limit(paging.perPage).offset(paging.offset);
  // The gallery filtered by dates alone (its default: six months) is summed from the per-day roll-up.
  const datesOnly = locationId === null && groupId === null && sourceId === null && type !== 'owner' && type !== 'customer' && ratings.length === 0;
  const countTotal = async () => (datesOnly ? await galleryTotalByDays(ctx.db, accountId, after, before) : null) ?? listTotal(ctx.db, rows);
  const [items, total] = await Promise.all([page.execute(), countTotal()]);
  return { ...halList('media', items.map(mediaToWire), total, paging, ctx.request.url), unavailable_reason: unavailableReason };
};

/** F4-041, F7-038: registers an uploaded photo for each location (Bulk Add Photos sends several). */
const createMedia = async (ctx: OperationContext<'createMedia'>) => {
  const auth = requireAuth(ctx);
  const body = ctx.body;
  const accountId = bodyAccountId(ctx);
  const locationIds = [...new Set(readIntList(body, 'location_ids'))];
  await assertOwnedIds(ctx.db, 'locations', accountId, locationIds, 'location_ids');
  assertLocationsAllowed(ctx, locationIds, 'location_ids');
  // F6-025: Bulk Add Photos (several locations) needs Auto Sync on the account's plan besides media create.
  if (locationIds.length > 1 && !(await settingIsOn(ctx.db, accountId, AUTO_SYNC_SETTING))) throw forbidden(BULK_NEEDS_AUTO_SYNC);
  const upload = await ctx.db.selectFrom('uploads').selectAll()
    .where('storage_key', '=', String(body['s3_path'])).where('account_id', '=', accountId).executeTakeFirst();
  if (!upload || upload.width === null || upload.height === null) throw badRequest('s3_path must name a photo uploaded to this account', 's3_path');

  const categoryId = readInt(body, 'category_id');
  if (categoryId !== null) {
    const category = await ctx.db.selectFrom('media_categories').select(['code', 'name']).where('id', '=', categoryId).executeTakeFirst();
    if (!category) throw badRequest('category_id is not a known media category', 'category_id');
    const problem = dimensionProblem(category.code, category.name, upload.width, upload.height);
    if (problem) throw badRequest(problem, 'category_id');
  }
  const source = await ctx.db.selectFrom('sources').select('id').where('code', '=', 'google').executeTakeFirstOrThrow();
  const sourceId = readInt(body, 'source_id') ?? source.id;
  if (sourceId !== source.id) throw badRequest('source_id must be the main directory (Google)', 'source_id');

  const now = ctx.services.now();
  const blocked = sendBlocked(await photoAvailability(ctx.db, accountId, locationIds, now));
  if (blocked) throw unprocessable(blocked, 'location_ids');

  const dueAt = new Date(now.getTime() + ctx.services.photoDirectory.reviewDelayMs);
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('media')
      .values(locationIds.map((locationId) => ({
        account_id: accountId,
        location_id: locationId,
        source_id: sourceId,
        upload_id: upload.id,
        category_id: categoryId,
        name: upload.filename,
        storage_key: upload.storage_key,
        thumbnail_key: upload.thumbnail_key,
        width: upload.width ?? 0,
        height: upload.height ?? 0,
        high_priority: body['high_priority'] === true,
        created_at: now,
      })))
      .returning('id')
      .execute();
    // The directory's answer is known after its review delay (any instance's worker runs it).
    for (const row of inserted) await enqueueJob(trx, MEDIA_PUBLISH_JOB, { media_id: row.id, by_user_id: auth.user.id }, dueAt);
    return inserted.map((r) => r.id);
  });
  const rows = await selectMedia(ctx.db).where('m.id', 'in', ids).orderBy('m.id').execute();
  return created(ctx, { media: rows.map(mediaToWire) });
};

/** F7-040, F6-010: PUT with location_id (and url_id) deletes the photo from that location. */
const removeMedia = async (ctx: OperationContext<'removeMedia'>) => {
  const body = ctx.body;
  const row = await ctx.db.selectFrom('media').select(['id', 'account_id', 'location_id']).where('id', '=', idParam(ctx, 'Media')).executeTakeFirst();
  const media = found(requireAuth(ctx), row, 'Media');
  assertLocationAllowed(ctx, media.location_id, 'Media');
  if (readInt(body, 'location_id') !== media.location_id) throw badRequest('location_id must be the photo\'s location', 'location_id');
  await ctx.db.deleteFrom('media').where('id', '=', media.id).execute();
  return undefined;
};

async function loadPhotoUpload(ctx: RequestContext, uploadId: number) {
  const row = await ctx.db.selectFrom('uploads').select(['id', 'account_id', 'storage_key', 'thumbnail_key', 'width'])
    .where('id', '=', uploadId).executeTakeFirst();
  const upload = found(requireAuth(ctx), row, 'Upload');
  if (upload.width === null) throw notFound('Upload');
  return upload;
}

/** P7-089: starts the thumbnail of a photo upload; the result comes on rtx_images-{id} (P7-090). */
const processImage = async (ctx: OperationContext<'processImage'>) => {
  const body = ctx.body;
  const upload = await loadPhotoUpload(ctx, Number(body['resource_id']));
  const s3Path = readString(body, 's3_path');
  if (s3Path !== null && s3Path !== upload.storage_key) throw badRequest('s3_path is not the upload\'s', 's3_path');
  if (upload.thumbnail_key === null) await enqueueJob(ctx.db, IMAGE_PROCESS_JOB, { upload_id: upload.id }, ctx.services.now());
  ctx.reply.code(202);
  return { channel: imageChannel(upload.id) };
};

/** A realtime channel as server-sent events (the only channel: rtx_images-{upload id}). */
const subscribeChannel = async (ctx: OperationContext<'subscribeChannel'>) => {
  const channel = ctx.params.channel;
  const upload = await loadPhotoUpload(ctx, Number(channel.slice(IMAGE_CHANNEL_PREFIX.length)));
  // The state in the database answers a late subscriber and messages published by another instance.
  const current = async () => {
    const row = await ctx.db.selectFrom('uploads').select('thumbnail_key').where('id', '=', upload.id).executeTakeFirst();
    // The channel carries one result: sent, it ends the stream.
    return row?.thumbnail_key
      ? { message: { event: 'ok', action: 'IMAGE_PROCESSING_COMPLETE', url: mediaFileUrl(row.thumbnail_key) }, final: true }
      : { message: null, final: false };
  };
  streamChannel(ctx, channel, current);
  return undefined;
};

/** The photo files (public like a CDN; only photo uploads and their thumbnails, never other files). */
const getMediaFile = async (ctx: OperationContext<'getMediaFile'>) => {
  const key = ctx.params.key;
  const upload = await ctx.db.selectFrom('uploads').select(['storage_key', 'thumbnail_key', 'mime_type'])
    .where('width', 'is not', null)
    .where((eb) => eb.or([eb('storage_key', '=', key), eb('thumbnail_key', '=', key)]))
    .executeTakeFirst();
  if (!upload) throw notFound('File');
  const data = await ctx.services.files.read(key);
  ctx.reply
    .type(key === upload.thumbnail_key ? 'image/jpeg' : upload.mime_type)
    .header('cache-control', 'public, max-age=31536000, immutable');
  return data;
};

export const mediaHandlers = {
  listMediaCategories,
  listMedia,
  createMedia,
  removeMedia,
  processImage,
  subscribeChannel,
  getMediaFile,
} satisfies HandlerMap;
