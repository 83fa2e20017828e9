/**
 * The demo's review requests (Ask for Reviews): each demo account with locations gets two e-mail campaigns
 * sent in the weeks before SEED_NOW, of 25 customers each, with every outcome: some only sent, some opened,
 * happy ones who went on to a review site (half of them left a review there, so the overview's "reviews
 * gained" is not zero), unhappy ones who left private feedback (a review of the internal `feedback` source),
 * and one customer per account who unsubscribed (on the do-not-contact list). Small on purpose: ~300 requests.
 * Tokens are random (a landing link must not be guessable); every outcome comes from the seeded PRNG.
 */
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { CampaignRecipientsTable, FeedbackType } from '../db/schema-requests.js';
import { storeReviewKeywords } from '../modules/keywords/store.js';
import { DEMO_RANDOM_SEED, hoursFrom, daysFrom, SEED_NOW } from './constants.js';
import { FIRST_NAMES, LAST_NAMES } from './names-data.js';
import { Random } from './random.js';

const CAMPAIGNS: readonly { name: string; daysAgo: number; feedback: FeedbackType }[] = [
  { name: 'Recent visits', daysAgo: 6, feedback: 'nps' },
  { name: 'Last month check-in', daysAgo: 20, feedback: 'stars' },
];
const RECIPIENTS = 25;
const THRESHOLD: Readonly<Record<FeedbackType, number>> = { nps: 9, stars: 4 };

const FEEDBACK_TEXTS = [
  'The wait was longer than we were told, and nobody explained why.',
  'Friendly front desk, but the billing was confusing.',
  'It was fine overall, though parking was hard to find.',
  'We were rushed at the end of the visit.',
];

type Recipient = Insertable<CampaignRecipientsTable>;

export async function seedDemoRequests(db: Kysely<Database>, accountIds: readonly number[]): Promise<void> {
  const rng = new Random(DEMO_RANDOM_SEED + 23);
  const feedbackSource = await db.selectFrom('sources').select('id').where('code', '=', 'feedback').executeTakeFirstOrThrow();
  for (const accountId of accountIds) {
    const locations = await db.selectFrom('locations').select(['id', 'name']).where('account_id', '=', accountId).orderBy('id').limit(CAMPAIGNS.length).execute();
    if (locations.length === 0) continue;
    let unsubscribed = false;
    for (const [index, plan] of CAMPAIGNS.entries()) {
      const location = locations[index % locations.length] as (typeof locations)[number];
      const sites = await db.selectFrom('urls').select(['id', 'source_id']).where('location_id', '=', location.id).where('url', 'is not', null).orderBy('id').limit(2).execute();
      const sentAt = daysFrom(SEED_NOW, -plan.daysAgo);
      const campaign = await db
        .insertInto('campaigns')
        .values({
          account_id: accountId, location_id: location.id, name: plan.name, subject: 'How was your visit to {location_name}?',
          content: 'Hi {customer_name}, thank you for visiting {location_name}. {feedback}', url_ids: sites.map((s) => s.id),
          feedback_type: plan.feedback, status: 'sent', sent_at: sentAt, recipient_count: RECIPIENTS,
          created_at: daysFrom(sentAt, -1), updated_at: sentAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const recipients: Recipient[] = [];
      const feedback: { index: number; rating: number; name: string; at: Date }[] = [];
      const gained: { name: string; sourceId: number; at: Date }[] = [];
      for (let i = 0; i < RECIPIENTS; i++) {
        const first = rng.pick(FIRST_NAMES);
        const last = rng.pick(LAST_NAMES);
        const name = `${first} ${last}`;
        const row: Recipient = {
          account_id: accountId, campaign_id: campaign.id, location_id: location.id, name, status: 'sent',
          email: `${first}.${last}.${campaign.id}.${i}@example.com`.toLowerCase(), token: randomBytes(18).toString('base64url'), sent_at: sentAt,
        };
        if (!unsubscribed && i === RECIPIENTS - 1) {
          row.unsubscribed_at = hoursFrom(sentAt, 5);
          unsubscribed = true;
        } else if (rng.chance(0.55)) {
          row.opened_at = hoursFrom(sentAt, rng.int(1, 30));
          const [min, max] = plan.feedback === 'nps' ? [3, 10] : [2, 5];
          row.score = rng.int(min, max);
          if (row.score >= THRESHOLD[plan.feedback] && sites.length > 0 && rng.chance(0.8)) {
            const site = rng.pick(sites);
            row.clicked_at = hoursFrom(row.opened_at, 1);
            row.clicked_url_id = site.id;
            if (rng.chance(0.5)) gained.push({ name: `${first} ${last[0]}.`, sourceId: site.source_id, at: hoursFrom(row.clicked_at, rng.int(2, 72)) });
          } else if (row.score < THRESHOLD[plan.feedback] && rng.chance(0.6)) {
            row.feedback_at = hoursFrom(row.opened_at, 1);
            // The landing page's rule: stars as given, an NPS answer by halves (landing-handlers.ts).
            feedback.push({ index: i, rating: plan.feedback === 'stars' ? row.score : Math.max(1, Math.ceil(row.score / 2)), name, at: row.feedback_at });
          }
        }
        recipients.push(row);
      }
      const ids = (await db.insertInto('campaign_recipients').values(recipients).returning('id').execute()).map((r) => r.id);
      const unsubscriber = recipients.find((r) => r.unsubscribed_at);
      if (unsubscriber?.email) {
        await db.insertInto('do_not_contact').values({ account_id: accountId, email: unsubscriber.email, reason: 'unsubscribed', created_at: unsubscriber.unsubscribed_at as Date }).execute();
      }
      const reviews = [
        ...feedback.map((f) => ({ location_id: location.id, source_id: feedbackSource.id, rating: f.rating, author_name: f.name, content: rng.pick(FEEDBACK_TEXTS), published_at: f.at, sentiment: (f.rating >= 3 ? 0 : -1) as 0 | -1 })),
        ...gained.filter((g) => g.at < SEED_NOW).map((g) => ({ location_id: location.id, source_id: g.sourceId, rating: 5, author_name: g.name, content: 'Great visit, thank you!', published_at: g.at, sentiment: 1 as const })),
      ].map((r) => ({ ...r, account_id: accountId, title: null, url: null, status: 'open' as const, created_at: r.published_at }));
      if (reviews.length === 0) continue;
      const reviewIds = (await db.insertInto('reviews').values(reviews).returning('id').execute()).map((r) => r.id);
      await storeReviewKeywords(db, reviewIds);
      for (const [k, f] of feedback.entries()) {
        await db.updateTable('campaign_recipients').set({ review_id: reviewIds[k] as number }).where('id', '=', ids[f.index] as number).execute();
      }
    }
  }
}
