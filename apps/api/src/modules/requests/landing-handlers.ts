/**
 * The customer's landing page (public, no sign-in; the request's token is the only key, an unknown one a 404):
 * what it shows (and the open, recorded once), the "How was your visit?" answer, the click on to a review
 * site, the private feedback (a review of the internal `feedback` source, so alerts and keywords see it, and
 * widgets never show it) and the unsubscribe link of the requests.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FeedbackType } from '../../db/schema-requests.js';
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import type { Schema } from '../../http/schemas.js';
import { created } from '../../http/tenant.js';
import { addressLine } from '../locations/address-line.js';
import { receiveReviews } from '../reviews/review-arrivals.js';
import { firstName } from './request-message.js';
import { requestPageSettings } from './request-page-settings.js';

/** The answer range of each question: nps 0-10, stars 1-5. */
const SCORE_RANGE: Readonly<Record<FeedbackType, readonly [number, number]>> = { nps: [0, 10], stars: [1, 5] };

/**
 * The star rating of private feedback: a stars answer as it is; an NPS answer (0-10) mapped by halves, so the
 * promoters (9-10) are 5 stars, the passives (7-8) 4, and the detractors 3 (5-6), 2 (3-4) or 1 (0-2).
 * No answer yet: 0, "no rating".
 */
export function feedbackRating(feedbackType: FeedbackType, score: number | null): number {
  if (score === null) return 0;
  return feedbackType === 'stars' ? score : Math.max(1, Math.ceil(score / 2));
}

/** The request behind a token, with its campaign's settings; 404 for an unknown token. */
async function requestOf(db: Kysely<Database>, token: string) {
  const row = await db
    .selectFrom('campaign_recipients as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .select([
      'r.id', 'r.account_id', 'r.location_id', 'r.name', 'r.email', 'r.phone', 'r.score', 'r.unsubscribed_at', 'r.feedback_at',
      'c.feedback_type', 'c.url_ids', 'c.request_type',
    ])
    .where('r.token', '=', token)
    .executeTakeFirst();
  if (!row) throw notFound('Request');
  return row;
}

/** The campaign's review sites, in the campaign's order (links without a URL are left out). */
async function sitesOf(db: Kysely<Database>, request: { account_id: number; url_ids: number[] }): Promise<Schema<'LandingSite'>[]> {
  if (request.url_ids.length === 0) return [];
  const rows = await db
    .selectFrom('urls as u')
    .innerJoin('sources as s', 's.id', 'u.source_id')
    .select(['u.id as url_id', 's.code as source_code', 's.name as source_name', 'u.url'])
    .where('u.account_id', '=', request.account_id)
    .where('u.id', 'in', request.url_ids)
    .where('u.url', 'is not', null)
    .execute();
  const byId = new Map(rows.map((row) => [row.url_id, { ...row, url: row.url as string }]));
  return request.url_ids.map((id) => byId.get(id)).filter((site) => site !== undefined);
}

const getLanding = async (ctx: OperationContext<'getLanding'>): Promise<Schema<'Landing'>> => {
  const request = await requestOf(ctx.db, ctx.params.token);
  await ctx.db
    .updateTable('campaign_recipients')
    .set((eb) => ({ opened_at: eb.fn.coalesce('opened_at', eb.val(ctx.services.now())) }))
    .where('id', '=', request.id)
    .execute();
  const location = await ctx.db
    .selectFrom('locations')
    .select(['name', 'public_name', 'address', 'address_2', 'city', 'state', 'zipcode'])
    .where('id', '=', request.location_id)
    .executeTakeFirstOrThrow();
  const page = await requestPageSettings(ctx.db, request.account_id);
  return {
    location_name: location.public_name ?? location.name,
    location_address: addressLine(location),
    logo_url: page.logo_url,
    contact_email: page.contact_email,
    contact_number: page.contact_number,
    customer_first_name: firstName(request.name),
    feedback_type: request.feedback_type,
    sites: await sitesOf(ctx.db, request),
    score: request.score,
    unsubscribed: request.unsubscribed_at !== null,
  };
};

/** Records the answer (a later one replaces it) and says where next: a site at or above the threshold. */
const answerLanding = async (ctx: OperationContext<'answerLanding'>): Promise<Schema<'LandingAnswer'>> => {
  const request = await requestOf(ctx.db, ctx.params.token);
  const { score } = ctx.body;
  const [min, max] = SCORE_RANGE[request.feedback_type];
  if (!Number.isInteger(score) || score < min || score > max) throw badRequest(`score must be from ${min} to ${max}`, 'score');
  await ctx.db.updateTable('campaign_recipients').set({ score }).where('id', '=', request.id).execute();
  const page = await requestPageSettings(ctx.db, request.account_id);
  const threshold = request.feedback_type === 'nps' ? page.nps_threshold : page.stars_threshold;
  return { next: score >= threshold ? 'site' : 'feedback' };
};

/** Records the click (its first time, and the site chosen) and replies the site's link. */
const clickLandingSite = async (ctx: OperationContext<'clickLandingSite'>): Promise<Schema<'LandingClick'>> => {
  const request = await requestOf(ctx.db, ctx.params.token);
  const site = (await sitesOf(ctx.db, request)).find((s) => s.url_id === ctx.body.url_id);
  if (!site) throw notFound('Review site');
  await ctx.db
    .updateTable('campaign_recipients')
    .set((eb) => ({ clicked_at: eb.fn.coalesce('clicked_at', eb.val(ctx.services.now())), clicked_url_id: site.url_id }))
    .where('id', '=', request.id)
    .execute();
  return { url: site.url };
};

/**
 * The private feedback, once per request: the request is claimed first (feedback_at set where it was null), so
 * two calls at once make one review; the review arrives through receiveReviews (alerts, keywords).
 */
const sendLandingFeedback = async (ctx: OperationContext<'sendLandingFeedback'>): Promise<Schema<'LandingFeedback'>> => {
  const request = await requestOf(ctx.db, ctx.params.token);
  const content = ctx.body.content.trim();
  if (content === '') throw badRequest('Write your feedback before sending it', 'content');
  const now = ctx.services.now();
  const claimed = await ctx.db
    .updateTable('campaign_recipients')
    .set({ feedback_at: now })
    .where('id', '=', request.id)
    .where('feedback_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw conflict('Feedback was already sent for this request');
  try {
    const source = await ctx.db.selectFrom('sources').select('id').where('code', '=', 'feedback').executeTakeFirstOrThrow();
    const rating = feedbackRating(request.feedback_type, request.score);
    const [reviewId] = await receiveReviews(ctx.db, request.account_id, [{
      location_id: request.location_id,
      source_id: source.id,
      rating,
      author_name: request.name,
      title: null,
      content,
      published_at: now,
      sentiment: rating === 0 ? 0 : rating >= 4 ? 1 : rating === 3 ? 0 : -1,
      url: null,
    }], now);
    await ctx.db.updateTable('campaign_recipients').set({ review_id: reviewId as number }).where('id', '=', request.id).execute();
    return created(ctx, { review_id: reviewId as number });
  } catch (error) {
    // No review was made: the customer may try again.
    await ctx.db.updateTable('campaign_recipients').set({ feedback_at: null }).where('id', '=', request.id).where('review_id', 'is', null).execute();
    throw error;
  }
};

/**
 * Puts the request's e-mail and phone on the account's do-not-contact list (reason unsubscribed) unless there
 * already; repeating it answers the same and keeps the first time. The reply names the request's own address.
 */
const unsubscribeRequests = async (ctx: OperationContext<'unsubscribeRequests'>): Promise<Schema<'RequestUnsubscribed'>> => {
  const request = await requestOf(ctx.db, ctx.params.token);
  const now = ctx.services.now();
  const email = request.email?.toLowerCase() ?? null;
  await ctx.db.transaction().execute(async (trx) => {
    const entries = [
      ...(email ? [{ account_id: request.account_id, email, phone: null, reason: 'unsubscribed' as const, created_at: now }] : []),
      ...(request.phone ? [{ account_id: request.account_id, email: null, phone: request.phone, reason: 'unsubscribed' as const, created_at: now }] : []),
    ];
    // Either address may be listed already (added by hand, or by another request): that entry stays as it is.
    for (const entry of entries) await trx.insertInto('do_not_contact').values(entry).onConflict((oc) => oc.doNothing()).execute();
    await trx
      .updateTable('campaign_recipients')
      .set((eb) => ({ unsubscribed_at: eb.fn.coalesce('unsubscribed_at', eb.val(now)) }))
      .where('id', '=', request.id)
      .execute();
  });
  const contact = request.request_type === 'sms' ? (request.phone ?? email) : (email ?? request.phone);
  return { contact: contact ?? '' };
};

export const landingHandlers = {
  getLanding,
  answerLanding,
  clickLandingSite,
  sendLandingFeedback,
  unsubscribeRequests,
} satisfies HandlerMap;
