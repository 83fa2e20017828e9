/**
 * Keywords and experience categories (features.md Keywords; docs/keywords.md). Every call needs insights read,
 * which the account's insights setting grants (P6-010, FEATURE_GATES); the account of the path is checked
 * like any tenant id, and its own insights setting too (a parent reading a child). Categories also need the
 * account's experience_analysis setting (F6-036).
 */
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { forbidden, notFound } from '../../http/http-error.js';
import { requireAuth, scopeAccountId } from '../../http/scope.js';
import {
  categoryRank, keywordDetail, keywordReviewIds, mentionedKeywords, parseInsightFilters, parseKeywordSort, readShowZero,
} from './insights-query.js';
import { loadReviews, reviewToWire } from '../reviews/reviews-wire.js';
import { settingIsOn } from '../accounts/account-settings.js';
import type { SettingCode } from '../accounts/setting-codes.js';
import { parsePaging, totalPages } from '../../http/lists/paging.js';
import { found, idParam } from '../../http/tenant.js';
import type { Schema } from '../../http/schemas.js';
import type { Sentiment } from '../../db/schema.js';
import { allowedLocationIds, assertLocationAllowed } from '../../http/location-scope.js';

const SENTIMENT_WORD: Readonly<Record<Sentiment, Schema<'MentionSentiment'>>> = { 1: 'positive', [-1]: 'negative', 0: 'neutral' };

/** The path's account, when the caller may read it and it has the setting on. */
async function insightsAccountId(ctx: RequestContext, setting: SettingCode = 'insights'): Promise<number> {
  const accountId = scopeAccountId(ctx, idParam(ctx, 'Account'));
  if (!(await settingIsOn(ctx.db, accountId, 'insights'))) throw forbidden('Keywords are not enabled for this account');
  if (setting !== 'insights' && !(await settingIsOn(ctx.db, accountId, setting))) {
    throw forbidden('Experience categories are not enabled for this account');
  }
  return accountId;
}

/** The keyword of the path, as stored (lower case, single spaces). */
function keywordParam(ctx: RequestContext): string {
  const raw = ctx.params.keyword;
  const keyword = typeof raw === 'string' ? raw.trim().toLowerCase().replace(/\s+/g, ' ') : '';
  if (!keyword) throw notFound('Keyword');
  return keyword;
}

/** F7-064: the mentioned keywords over the filters, sorted by one of the four options, 500 a page (F9-005). */
const listMentionedKeywords = async (ctx: OperationContext<'listMentionedKeywords'>) => {
  const accountId = await insightsAccountId(ctx);
  const query = ctx.query;
  const filters = parseInsightFilters(query, accountId, allowedLocationIds(ctx));
  const paging = parsePaging(query, { defaultPerPage: 500, maxPerPage: 500 });
  const { keywords, total } = await mentionedKeywords(ctx.db, filters, {
    sort: parseKeywordSort(query), showZero: readShowZero(query), limit: paging.perPage, offset: paging.offset,
  });
  return { keywords, _total: total, _page: paging.page, _total_pages: totalPages(total, paging.perPage) };
};

/** F7-065, P3-024: experience categories (lower case) with their positive and total mention counts. */
const listCategoryRank = async (ctx: OperationContext<'listCategoryRank'>) => {
  const accountId = await insightsAccountId(ctx, 'experience_analysis');
  return { categories: await categoryRank(ctx.db, parseInsightFilters(ctx.query, accountId, allowedLocationIds(ctx))) };
};

/** The keyword detail page's data: its counts and its monthly trend over the filters. */
const getKeywordDetail = async (ctx: OperationContext<'getKeywordDetail'>) => {
  const accountId = await insightsAccountId(ctx);
  return keywordDetail(ctx.db, parseInsightFilters(ctx.query, accountId, allowedLocationIds(ctx)), keywordParam(ctx));
};

/** The reviews that mention a keyword (with the sentiment filter: in a sentence of that sentiment), newest first. */
const listKeywordReviews = async (ctx: OperationContext<'listKeywordReviews'>) => {
  const accountId = await insightsAccountId(ctx);
  const query = ctx.query;
  const paging = parsePaging(query, { defaultPerPage: 25, maxPerPage: 100 });
  const { ids, total } = await keywordReviewIds(ctx.db, parseInsightFilters(query, accountId, allowedLocationIds(ctx)), keywordParam(ctx), paging.perPage, paging.offset);
  const reviews = await loadReviews(ctx.db, ids);
  return {
    _embedded: { reviews: reviews.map(reviewToWire) },
    _total: total,
    _total_pages: totalPages(total, paging.perPage),
    _page: paging.page,
    _links: { self: { href: ctx.request.url } },
  };
};

/** P7-026: the keywords of one review, in reading order, with the sentiment of the sentence each is in. */
const listReviewKeywords = async (ctx: OperationContext<'listReviewKeywords'>) => {
  const auth = requireAuth(ctx);
  const review = await ctx.db.selectFrom('reviews').select(['id', 'account_id', 'location_id']).where('id', '=', idParam(ctx, 'Review')).executeTakeFirst();
  const { account_id: accountId, location_id: locationId } = found(auth, review, 'Review');
  assertLocationAllowed(ctx, locationId, 'Review');
  if (!(await settingIsOn(ctx.db, accountId, 'insights'))) throw forbidden('Keywords are not enabled for this account');
  const rows = await ctx.db
    .selectFrom('review_keywords')
    .select(['keyword', 'category', 'sentiment'])
    .where('review_id', '=', review?.id ?? 0)
    .orderBy('position')
    .execute();
  return { keywords: rows.map((r) => ({ short: r.keyword, category: r.category, sentiment: SENTIMENT_WORD[r.sentiment] })) };
};

export const insightHandlers = {
  listMentionedKeywords, listCategoryRank, getKeywordDetail, listKeywordReviews, listReviewKeywords,
} satisfies HandlerMap;
