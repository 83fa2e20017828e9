import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, conflict } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { conflictOnDuplicate } from '../../http/db-errors.js';
import { matchesAny, parseKeywords } from '../../http/lists/search.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readInt, readString, requireText, type Values } from '../../http/query-values.js';
import { parseSort } from '../../http/lists/sorting.js';
import { bodyAccountId, created, found, idParam, listAccountId } from '../../http/tenant.js';
import { iso } from '../../http/wire.js';
import { equalsIgnoringCase } from '../../http/case-insensitive.js';
import { recordReviewEvent, recordReviewEvents } from '../reviews/review-events.js';
import { isLocationAllowed, locationAllowedCondition } from '../../http/location-scope.js';

const NAME_MAX = 100;
const tagToWire = (row: { id: number; account_id: number; name: string; created_at: Date }) => ({ ...row, created_at: iso(row.created_at) });
const reviewTagToWire = (row: { id: number; account_id: number; review_id: number; name: string; created_at: Date }) => ({
  ...row,
  created_at: iso(row.created_at),
});

/** P7-041: account tags with a typeahead search on the name. */
const listTags = async (ctx: OperationContext<'listTags'>) => {
  const accountId = listAccountId(ctx);
  const search = parseKeywords(ctx.query);
  let query = ctx.db.selectFrom('tags as t').selectAll('t').where('t.account_id', '=', accountId);
  if (search) query = query.where(matchesAny(['t.name'], search.keywords));
  const sort = parseSort(ctx.query, ['name', 'created_at'] as const, 'name');
  const order = { sort, search, columns: { name: 't.name', created_at: 't.created_at' }, nameColumn: 't.name', idColumn: 't.id' };
  return halPage(ctx, 'tags', query, parsePaging(ctx.query), order, tagToWire);
};

const createTag = async (ctx: OperationContext<'createTag'>) => {
  const accountId = bodyAccountId(ctx);
  const name = requireText(ctx.body, 'name', NAME_MAX);
  const duplicate = 'A tag with that name already exists';
  const existing = await ctx.db
    .selectFrom('tags')
    .select('id')
    .where('account_id', '=', accountId)
    .where(equalsIgnoringCase('name', name))
    .executeTakeFirst();
  if (existing) throw conflict(duplicate, 'name');
  const row = await conflictOnDuplicate(
    () => ctx.db.insertInto('tags').values({ account_id: accountId, name, created_at: ctx.services.now() }).returningAll().executeTakeFirstOrThrow(),
    duplicate,
    'name',
  );
  return created(ctx, tagToWire(row));
};

const deleteTag = async (ctx: OperationContext<'deleteTag'>) => {
  const row = await ctx.db.selectFrom('tags').selectAll().where('id', '=', idParam(ctx, 'Tag')).executeTakeFirst();
  const tag = found(requireAuth(ctx), row, 'Tag');
  await ctx.db.deleteFrom('tags').where('id', '=', tag.id).execute();
  return undefined;
};

const listReviewTags = async (ctx: OperationContext<'listReviewTags'>) => {
  const accountId = listAccountId(ctx);
  const reviewId = readInt(ctx.query, 'review_id');
  let query = ctx.db.selectFrom('review_tags as r').selectAll('r').where('r.account_id', '=', accountId);
  if (reviewId !== null) query = query.where('r.review_id', '=', reviewId);
  // A limited reader sees the tags of the reviews of their locations only (issue 29).
  const mine = locationAllowedCondition(ctx, 'v.location_id');
  if (mine !== null) query = query.where('r.review_id', 'in', (eb) => eb.selectFrom('reviews as v').select('v.id').where('v.account_id', '=', accountId).where(mine));
  const name = readString(ctx.query, 'name');
  if (name !== null) query = query.where(equalsIgnoringCase('r.name', name));
  const search = parseKeywords(ctx.query);
  if (search) query = query.where(matchesAny(['r.name'], search.keywords));
  const sort = parseSort(ctx.query, ['name', 'created_at'] as const, 'name');
  const order = { sort, search, columns: { name: 'r.name', created_at: 'r.created_at' }, nameColumn: 'r.name', idColumn: 'r.id' };
  return halPage(ctx, 'review_tags', query, parsePaging(ctx.query), order, reviewTagToWire);
};

/** The review a review tag names must be one of the account's reviews (400 otherwise). */
async function reviewIdOf(ctx: RequestContext, source: Values, accountId: number): Promise<number> {
  const reviewId = readInt(source, 'review_id');
  if (reviewId === null) throw badRequest('review_id is required', 'review_id');
  const review = await ctx.db.selectFrom('reviews').select(['id', 'location_id']).where('id', '=', reviewId).where('account_id', '=', accountId).executeTakeFirst();
  if (!review || !isLocationAllowed(ctx.auth, review.location_id)) throw badRequest('review_id must name a review of this account', 'review_id');
  return reviewId;
}

const createReviewTag = async (ctx: OperationContext<'createReviewTag'>) => {
  const body = ctx.body;
  const accountId = bodyAccountId(ctx);
  const name = requireText(body, 'name', NAME_MAX);
  const reviewId = await reviewIdOf(ctx, body, accountId);
  const userId = requireAuth(ctx).user.id;
  const now = ctx.services.now();
  // The tag and its line in the review's history are one write.
  const row = await conflictOnDuplicate(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const tag = await trx
          .insertInto('review_tags')
          .values({ account_id: accountId, review_id: reviewId, name, created_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordReviewEvent(trx, { accountId, reviewId, kind: 'tag_added', userId, detail: { name: tag.name }, at: now });
        return tag;
      }),
    'The review already has that tag',
    'name',
  );
  return created(ctx, reviewTagToWire(row));
};

/** P7-040: removes a tag from a review by account_id, review_id and name (any case); 204 even when it was not there. */
const deleteReviewTags = async (ctx: OperationContext<'deleteReviewTags'>) => {
  const accountId = listAccountId(ctx);
  const reviewId = readInt(ctx.query, 'review_id');
  if (reviewId === null) throw badRequest('review_id is required', 'review_id');
  const name = readString(ctx.query, 'name');
  if (name === null) throw badRequest('name is required', 'name');
  const userId = requireAuth(ctx).user.id;
  const now = ctx.services.now();
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('review_tags')
      .where('account_id', '=', accountId)
      .where('review_id', '=', reviewId)
      .where(equalsIgnoringCase('name', name))
      .returning('name')
      .execute();
    // The history says what was there, in its own case; removing a tag the review did not carry records nothing.
    await recordReviewEvents(trx, removed.map((tag) => ({ accountId, reviewId, kind: 'tag_removed' as const, userId, detail: { name: tag.name }, at: now })));
  });
  return undefined;
};

export const tagHandlers = { listTags, createTag, deleteTag, listReviewTags, createReviewTag, deleteReviewTags } satisfies HandlerMap;
