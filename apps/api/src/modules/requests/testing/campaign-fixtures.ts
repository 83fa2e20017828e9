/**
 * Test rows for the request tests: a campaign and its recipients inserted directly (the CRUD handlers are
 * another area's), the way sendCampaign leaves them.
 */
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { CampaignRecipientsTable, CampaignsTable } from '../../../db/schema-requests.js';

export type CampaignFixture = Partial<Insertable<CampaignsTable>> & { account_id: number; location_id: number };
export type RecipientFixture = Partial<Omit<Insertable<CampaignRecipientsTable>, 'account_id' | 'campaign_id' | 'location_id'>> & { name: string };

export const newToken = () => randomBytes(18).toString('base64url');

/** Inserts a campaign (status 'sending' unless given) and its recipients; returns the ids in order. */
export async function insertCampaign(
  db: Kysely<Database>,
  campaign: CampaignFixture,
  recipients: readonly RecipientFixture[] = [],
): Promise<{ campaignId: number; recipientIds: number[] }> {
  const { id: campaignId } = await db
    .insertInto('campaigns')
    .values({
      name: 'Spring check-in',
      subject: 'How was {location_name}, {customer_name}?',
      content: 'Hi {customer_name}, thanks for visiting {location_name}. {feedback}',
      status: 'sending',
      recipient_count: recipients.length,
      ...campaign,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const recipientIds: number[] = [];
  // Chunks keep the statement's parameters under the driver's limit for the large fixtures of the bench.
  for (let i = 0; i < recipients.length; i += 1000) {
    const rows = await db
      .insertInto('campaign_recipients')
      .values(recipients.slice(i, i + 1000).map((r) => ({ token: newToken(), ...r, account_id: campaign.account_id, campaign_id: campaignId, location_id: campaign.location_id })))
      .returning('id')
      .execute();
    recipientIds.push(...rows.map((r) => r.id));
  }
  return { campaignId, recipientIds };
}

/** The first location of an account (by id). */
export async function firstLocationOf(db: Kysely<Database>, accountId: number) {
  return db.selectFrom('locations').select(['id', 'name', 'public_name']).where('account_id', '=', accountId).orderBy('id').executeTakeFirstOrThrow();
}
