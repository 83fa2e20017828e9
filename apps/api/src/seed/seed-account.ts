/** Generates one demo account from its plan: settings, users, locations, groups, urls, reviews, responses, tags. */
import { sql, type Kysely } from 'kysely';
import type { Database, NewLocation, NewReview, Vertical } from '../db/schema.js';
import { MentionCache, storeReviewKeywords } from '../modules/keywords/store.js';
import { insertRows, insertRowsReturningIds } from './batch.js';
import { daysFrom, hoursFrom, SEED_NOW } from './constants.js';
import type { AccountPlan } from './demo-accounts.js';
import { demoTemplates } from './demo-templates.js';
import { VERTICALS } from './businesses-data.js';
import { PUBLISH_ERROR_TEXT } from '../modules/reviews/response-retry.js';
import { queueSeededRetries } from './seeded-retries.js';
import { FEATURE_SETTING_CODES, RESTRICTION_SETTING_CODES } from '../modules/accounts/setting-codes.js';
import { idOf, type LookupIds } from './lookups.js';
import { US_STATE_NAMES } from './lookups-data.js';
import { CITIES, parseCity, STREET_NAMES, STREET_SUFFIXES } from './names-data.js';
import type { Random } from './random.js';
import { generatedReview, responseText, TOPICS } from './review-text.js';

export interface SeedContext {
  db: Kysely<Database>;
  rng: Random;
  lookups: LookupIds;
  passwordHash: string;
  /** Account ids by plan key (parents are seeded before their children). */
  accountIds: Map<string, number>;
  /** Keyword extraction memoised across the seeded accounts (their reviews share phrases). */
  mentions?: MentionCache;
  /** When the seeding runs (the clock by default): the failed replies' retries are queued within the hour after it. */
  now?: Date;
}

const REVIEW_WINDOW_DAYS = 730;
const URL_SOURCES = ['google', 'facebook', 'yelp'] as const;
/** The review sites that take replies through Locus (the directory connectors with a reply capability). */
const SITE_REPLY_SOURCES: ReadonlySet<string> = new Set(['google', 'facebook']);

/**
 * Auto Sync per location: drawn (nine in ten), except each account's second location, whose Google copy the
 * demo edits (phone and website, location-area.ts): with Auto Sync off those edits wait for Sync From Google
 * instead of being healed by the next publish. The draw still happens, so the rest of the demo stays the same.
 */
const autoSyncOf = (index: number, drawn: boolean) => (index === 1 ? false : drawn);
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const placeId = (rng: Random) =>
  `ChIJ${Array.from({ length: 23 }, () => rng.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'])).join('')}`;

export async function seedAccount(ctx: SeedContext, plan: AccountPlan): Promise<number> {
  const { db } = ctx;
  const created = daysFrom(SEED_NOW, -(3 * 365));
  const { id: accountId } = await db.insertInto('accounts').values({
    name: plan.name, kind: plan.kind, status: plan.status, vertical: plan.vertical, segment: plan.segment,
    parent_id: plan.parentKey ? (ctx.accountIds.get(plan.parentKey) ?? null) : null,
    trial_started_at: plan.trial ? daysFrom(SEED_NOW, -plan.trial.startedDaysAgo) : null,
    trial_ended_at: plan.trial ? daysFrom(SEED_NOW, plan.trial.endsInDays) : null,
    customer_success_manager_id: plan.segment === 'internal' ? null : 9001,
    customer_success_manager_name: plan.segment === 'internal' ? null : 'Jordan Avery',
    billing_provider: plan.status === 'trial' ? null : 'chargify',
    created_at: plan.trial ? daysFrom(SEED_NOW, -plan.trial.startedDaysAgo) : created,
  }).returning('id').executeTakeFirstOrThrow();
  ctx.accountIds.set(plan.key, accountId);

  await seedSettings(ctx, plan, accountId);
  const userIds = await seedUsers(ctx, plan, accountId);
  const locations = await seedLocations(ctx, plan, accountId);
  await seedGroups(ctx, plan, accountId, locations.map((l) => l.id));
  await seedUrls(ctx, accountId, locations);
  const reviews = await seedReviews(ctx, plan.vertical, accountId, locations, plan.reviewsPerLocation);
  await storeReviewKeywords(db, reviews.map((r) => r.id), ctx.mentions);
  // Responses are written by the account's admins and managers (or by an integration when it has none).
  const responders = plan.users.flatMap((u, i) => (u.type === 'admin' || u.type === 'manager' ? [userIds[i] ?? null] : []));
  await seedResponses(ctx, accountId, reviews, responders.length > 0 ? responders : [null]);
  if (plan.tags) {
    await seedTags(ctx, accountId, reviews);
    // The reviews' `received` events came from their trigger; the tags were written in bulk: their events now.
    await sql`select review_events_backfill(array[${accountId}]::integer[])`.execute(db);
  }
  if (plan.locations > 0) {
    await insertRows(db, 'response_templates', demoTemplates(plan.vertical).map((t) => ({
      account_id: accountId, name: t.name, content: t.content, created_by_user_id: responders[0] ?? null,
      created_at: daysFrom(SEED_NOW, -200), updated_at: daysFrom(SEED_NOW, -200),
    })));
  }
  if (plan.oauthTokens) {
    await db.insertInto('oauth_tokens').values(plan.oauthTokens.map((t, i) => ({
      account_id: accountId, source_code: t.source, integration_id: i + 1, created_by_user_id: userIds[0] ?? null,
      expires_at: t.expiresInDays === null ? null : daysFrom(t.fromClock ? (ctx.now ?? new Date()) : SEED_NOW, t.expiresInDays),
      created_at: daysFrom(SEED_NOW, -120),
    }))).execute();
  }
  if (plan.whitelabel) await db.insertInto('whitelabels').values({ ...plan.whitelabel, account_id: accountId }).execute();
  return accountId;
}

async function seedSettings(ctx: SeedContext, plan: AccountPlan, accountId: number) {
  const values: Record<string, string> = {
    ...Object.fromEntries(FEATURE_SETTING_CODES.map((code) => [code, 'true'])),
    ...Object.fromEntries(RESTRICTION_SETTING_CODES.map((code) => [code, 'false'])),
    ...plan.settingOverrides,
  };
  await insertRows(ctx.db, 'account_settings',
    Object.entries(values).map(([code, value]) => ({ account_id: accountId, code, value })));
  if (plan.experiments?.length) {
    await ctx.db.insertInto('account_experiments')
      .values(plan.experiments.map((e) => ({ account_id: accountId, code: e.code, variant: e.variant, enabled: true })))
      .execute();
  }
}

async function seedUsers(ctx: SeedContext, plan: AccountPlan, accountId: number): Promise<number[]> {
  if (plan.users.length === 0) return [];
  const created = daysFrom(SEED_NOW, -400);
  const ids = await insertRowsReturningIds(ctx.db, 'users', plan.users.map((u) => ({
    account_id: accountId, email: u.email, name: u.name, user_type_id: idOf(ctx.lookups.userTypes, u.type),
    status: 'active' as const, confirmed_at: created, created_at: created, password_hash: ctx.passwordHash,
  })));
  await insertRows(ctx.db, 'profiles', plan.users.map((u, i) => ({
    account_id: accountId, user_id: ids[i] as number, name: u.name, title: u.title,
    phone: `(555) 010-${String(1000 + i).slice(-4)}`, timezone: 'America/New_York',
  })));
  return ids;
}

interface SeededLocation {
  id: number;
  name: string;
  citySlug: string;
  placeId: string | null;
}

async function seedLocations(ctx: SeedContext, plan: AccountPlan, accountId: number): Promise<SeededLocation[]> {
  if (plan.locations === 0) return [];
  const { rng, lookups } = ctx;
  const profile = VERTICALS[plan.vertical];
  const usId = idOf(lookups.countries, 'US');
  const rows: NewLocation[] = [];
  const meta: Omit<SeededLocation, 'id'>[] = [];
  for (let i = 0; i < plan.locations; i++) {
    const city = parseCity(CITIES[(plan.cityOffset + i) % CITIES.length] as string);
    const name = `${plan.brand} – ${city.city}`;
    const place = rng.chance(0.95) ? placeId(rng) : null;
    const areaCode = rng.int(201, 989);
    rows.push({
      account_id: accountId, name, public_name: plan.brand,
      address: `${rng.int(10, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`,
      address_2: rng.chance(0.3) ? `Suite ${rng.int(100, 450)}` : null,
      city: city.city, state: US_STATE_NAMES.get(city.state) ?? city.state, state_id: idOf(lookups.states, `US:${city.state}`),
      country: 'United States', country_id: usId, zipcode: `${city.zipPrefix}${rng.digits(2).slice(0, 2)}`,
      phone: `(${areaCode}) 555-${String(rng.int(100, 199)).padStart(4, '0')}`,
      external_id: `${plan.brand.split(' ').map((w) => w[0]).join('').toUpperCase()}-${String(i + 1).padStart(3, '0')}`,
      google_place_id: place, category_id: idOf(lookups.categories, rng.pick(profile.categories)),
      website: `https://www.${plan.domain}/locations/${slug(city.city)}`,
      open_status: i === plan.locations - 1 && plan.locations > 10 ? 'temporarily_inactive' : 'active',
      is_headquarters: i === 0, status: 'active', publishing_enabled: autoSyncOf(i, rng.chance(0.9)),
      npi_numbers: plan.vertical === 'healthcare' ? Array.from({ length: rng.int(1, 3) }, () => rng.digits(10)) : [],
      hours: JSON.stringify(profile.hours),
      created_at: daysFrom(SEED_NOW, -(900 - i)), updated_at: daysFrom(SEED_NOW, -rng.int(1, 200)),
    });
    meta.push({ name, citySlug: slug(city.city), placeId: place });
  }
  const ids = await insertRowsReturningIds(ctx.db, 'locations', rows);
  return meta.map((m, i) => ({ ...m, id: ids[i] as number }));
}

async function seedGroups(ctx: SeedContext, plan: AccountPlan, accountId: number, locationIds: number[]) {
  const names = [...plan.regionGroups, ...(plan.extraGroup ? [plan.extraGroup.name] : [])];
  if (names.length === 0) return;
  const created = daysFrom(SEED_NOW, -800);
  const groupIds = await insertRowsReturningIds(ctx.db, 'groups',
    names.map((name) => ({ account_id: accountId, name, created_at: created, updated_at: created })));
  const regions = plan.regionGroups.length;
  const links = locationIds.flatMap((locationId, i) => {
    const region = { account_id: accountId, group_id: groupIds[Math.floor((i * regions) / locationIds.length)] as number, location_id: locationId };
    const extra = plan.extraGroup && i % plan.extraGroup.every === 0
      ? [{ account_id: accountId, group_id: groupIds[regions] as number, location_id: locationId }] : [];
    return [region, ...extra];
  });
  await insertRows(ctx.db, 'group_locations', links);
}

async function seedUrls(ctx: SeedContext, accountId: number, locations: SeededLocation[]) {
  const { rng } = ctx;
  const hosts: Record<(typeof URL_SOURCES)[number], (l: SeededLocation) => string> = {
    google: (l) => `https://www.google.com/maps/place/?q=place_id:${l.placeId ?? ''}`,
    facebook: (l) => `https://www.facebook.com/${slug(l.name)}`,
    yelp: (l) => `https://www.yelp.com/biz/${slug(l.name)}`,
  };
  const rows = locations.flatMap((l) => URL_SOURCES.map((source) => {
    // Google urls hinge on the place id; the others are mostly fine, a few broken or never found.
    const status = source === 'google' ? (l.placeId ? 'valid' : 'missing') : rng.weighted([['valid', 90], ['invalid', 6], ['missing', 4]] as const);
    return {
      account_id: accountId, location_id: l.id, source_id: idOf(ctx.lookups.sources, source),
      url: status === 'missing' ? null : hosts[source](l), reference_id: source === 'google' ? l.placeId : null,
      status, checked_at: daysFrom(SEED_NOW, -rng.int(0, 6)),
    };
  }));
  await insertRows(ctx.db, 'urls', rows);
}

export interface SeededReview {
  id: number;
  rating: number;
  author: string;
  publishedAt: Date;
  topics: string[];
  sourceCode: string;
}

async function seedReviews(
  ctx: SeedContext, vertical: Vertical, accountId: number, locations: SeededLocation[], [min, max]: [number, number],
): Promise<SeededReview[]> {
  const { rng } = ctx;
  const sources = VERTICALS[vertical].sources;
  const rows: NewReview[] = [];
  const meta: Omit<SeededReview, 'id'>[] = [];
  for (const location of locations) {
    const count = rng.int(min, max);
    for (let i = 0; i < count; i++) {
      const review = generatedReview(rng, sources, vertical);
      // Ages drawn as u^1.25 lean towards the present, as review volume grows with a business.
      const ageMs = Math.floor(Math.pow(rng.next(), 1.25) * REVIEW_WINDOW_DAYS * 86_400) * 1000;
      const publishedAt = new Date(SEED_NOW.getTime() - ageMs - 60_000);
      rows.push({
        account_id: accountId, location_id: location.id, source_id: idOf(ctx.lookups.sources, review.sourceCode),
        rating: review.rating, author_name: review.author, title: review.title,
        content: rng.chance(0.04) ? null : review.content, published_at: publishedAt, status: 'open',
        sentiment: review.sentiment,
        url: `https://reviews.example/${review.sourceCode}/${location.citySlug}/${rows.length + 1}`,
        created_at: hoursFrom(publishedAt, 1),
      });
      meta.push({ rating: review.rating, author: review.author, publishedAt, topics: review.topics, sourceCode: review.sourceCode });
    }
  }
  const ids = await insertRowsReturningIds(ctx.db, 'reviews', rows);
  return meta.map((m, i) => ({ ...m, id: ids[i] as number }));
}

/**
 * About 60% of reviews answered. A reply to a site that takes replies (Google, Facebook) is also on the
 * simulated site (directory_review_replies), as it would be after publishing; replies to the review sites that
 * take none came from before and are read-only, like feedback's (P4-056). The 2% that failed on a site are
 * error_published after one attempt, pending publish, with the retry queued as the server queues it after a
 * failed call (seeded-retries.ts): spread over the hour after seeding, so a worker starting on the demo is not
 * busy with dozens of simulated site calls ahead of the user's own jobs, and the status text ("We'll try
 * again") holds. One unanswered Google review in 25 has a reply written on Google itself, which the first
 * directory scan brings into Locus (read-only).
 */
async function seedResponses(ctx: SeedContext, accountId: number, reviews: SeededReview[], responders: (number | null)[]) {
  const { rng } = ctx;
  const planned = reviews.flatMap((review) => {
    // About 60% answered overall; unhappy reviewers are answered more often.
    const answerRate = review.rating > 0 && review.rating <= 2 ? 0.85 : 0.55;
    if (!rng.chance(answerRate)) return [];
    const publishedAt = hoursFrom(review.publishedAt, rng.int(1, 72));
    if (publishedAt >= SEED_NOW) return [];
    const failed = rng.chance(0.02);
    const toSite = SITE_REPLY_SOURCES.has(review.sourceCode);
    const failedOnSite = failed && toSite;
    return [{
      account_id: accountId, review_id: review.id, user_id: rng.pick(responders),
      content: responseText(rng, review.rating, review.author),
      status: failedOnSite ? ('error_published' as const) : ('published' as const),
      status_description: failedOnSite ? PUBLISH_ERROR_TEXT : null,
      read_only: !toSite, published_at: failedOnSite ? null : publishedAt, created_at: publishedAt, updated_at: publishedAt,
      site_reply_id: toSite && !failedOnSite ? `${review.sourceCode}-reply-${review.id}` : null,
      ...(failedOnSite ? { pending: 'publish' as const, attempts: 1, last_error: 'The site was unavailable' } : {}),
    }];
  });
  await insertRows(ctx.db, 'responses', planned);
  await queueSeededRetries(ctx.db, accountId, ctx.now ?? new Date());
  await insertRows(ctx.db, 'directory_review_replies', planned.flatMap((r) => (r.site_reply_id
    ? [{ review_id: r.review_id, account_id: accountId, site_reply_id: r.site_reply_id, content: r.content, updated_at: r.published_at ?? r.created_at }]
    : [])));
  // A few Google reviews the business answered on Google itself: Locus shows them after its first scan.
  const answered = new Set(planned.map((r) => r.review_id));
  const onGoogleOnly = reviews.filter((r) => r.sourceCode === 'google' && !answered.has(r.id) && r.publishedAt < daysFrom(SEED_NOW, -1))
    .filter((_, i) => i % 25 === 0);
  await insertRows(ctx.db, 'directory_review_replies', onGoogleOnly.map((review, i) => ({
    review_id: review.id, account_id: accountId, site_reply_id: `google-reply-${review.id}`, written_on_site: true,
    content: SITE_WRITTEN_REPLIES[i % SITE_WRITTEN_REPLIES.length] ?? '', updated_at: hoursFrom(review.publishedAt, 20),
  })));
}

/** Replies a business writes on Google directly (no names, no details: they suit any vertical). */
const SITE_WRITTEN_REPLIES = [
  'Thank you for the review! We appreciate you taking the time to share it.',
  'Thanks for the feedback. Please reach out to us directly so we can talk about it.',
  'We are glad you stopped by, and thank you for the kind words.',
];

const tagName = (topic: string) => topic.replace(/\b\w/g, (c) => c.toUpperCase());

async function seedTags(ctx: SeedContext, accountId: number, reviews: SeededReview[]) {
  const { rng } = ctx;
  const names = [...TOPICS.map(tagName), 'Follow Up', 'Staff Shout-Out'];
  await insertRows(ctx.db, 'tags', names.map((name) => ({ account_id: accountId, name, created_at: daysFrom(SEED_NOW, -700) })));
  const rows = reviews.flatMap((review) => {
    if (!rng.chance(0.25)) return [];
    const main = tagName(review.topics[0] ?? 'service');
    const tags = [main];
    if (review.rating > 0 && review.rating <= 2) tags.push('Follow Up');
    else if (review.topics[0] === 'staff' && review.rating === 5) tags.push('Staff Shout-Out');
    return tags.map((name) => ({ account_id: accountId, review_id: review.id, name, created_at: hoursFrom(review.publishedAt, 2) }));
  });
  await insertRows(ctx.db, 'review_tags', rows);
}
