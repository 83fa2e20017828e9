import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

describe('the demo review requests', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('gives each demo account with locations two sent campaigns with every outcome, a few hundred requests in all', async () => {
    const { rows } = await sql<{ account_id: number; campaigns: number; recipients: number; opened: number; clicked: number; feedback: number; unsubscribed: number }>`
      select a.id as account_id, count(distinct c.id)::int as campaigns, count(r.id)::int as recipients,
        count(r.opened_at)::int as opened, count(r.clicked_at)::int as clicked, count(r.feedback_at)::int as feedback,
        count(r.unsubscribed_at)::int as unsubscribed
      from accounts a join campaigns c on c.account_id = a.id and c.status = 'sent' join campaign_recipients r on r.campaign_id = c.id
      where a.demo group by a.id order by a.id`.execute(database.db);
    const withLocations = await database.db.selectFrom('locations').select('account_id').distinct().execute();
    expect(rows.map((r) => r.account_id)).toEqual(withLocations.map((l) => l.account_id).sort((x, y) => x - y));
    for (const row of rows) {
      expect(row).toMatchObject({ campaigns: 2, recipients: 50, unsubscribed: 1 });
      expect(row.opened).toBeGreaterThan(row.clicked);
    }
    const total = rows.reduce((sum, r) => sum + r.recipients, 0);
    expect(total).toBeLessThan(500);
    expect(rows.reduce((sum, r) => sum + r.clicked, 0)).toBeGreaterThan(0);
    expect(rows.reduce((sum, r) => sum + r.feedback, 0)).toBeGreaterThan(0);
  });

  it('private feedback is a review of the feedback source by the customer, linked from the request; the unsubscribed are on the do-not-contact list', async () => {
    const { db } = database;
    const feedback = await db
      .selectFrom('campaign_recipients as r')
      .leftJoin('reviews as v', 'v.id', 'r.review_id')
      .leftJoin('sources as s', 's.id', 'v.source_id')
      .select(['r.name', 'v.author_name', 's.code', 'v.location_id', 'r.location_id as asked_at'])
      .where('r.feedback_at', 'is not', null)
      .execute();
    expect(feedback.length).toBeGreaterThan(0);
    for (const row of feedback) expect(row).toEqual({ name: row.author_name, author_name: row.name, code: 'feedback', location_id: row.asked_at, asked_at: row.asked_at });
    const unsubscribed = await db
      .selectFrom('campaign_recipients as r')
      .leftJoin('do_not_contact as d', (join) => join.onRef('d.account_id', '=', 'r.account_id').onRef('d.email', '=', 'r.email'))
      .select(['d.reason'])
      .where('r.unsubscribed_at', 'is not', null)
      .execute();
    expect(unsubscribed.length).toBeGreaterThan(0);
    expect(unsubscribed.every((row) => row.reason === 'unsubscribed')).toBe(true);
  });
});
