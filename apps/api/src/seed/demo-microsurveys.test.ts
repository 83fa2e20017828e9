import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { accountIdOf } from '../testing/test-accounts.js';
import { daysFrom } from './constants.js';
import { DEMO_SURVEY_NAME, DEMO_SURVEY_RESPONSES, seedDemoMicrosurveys } from './demo-microsurveys.js';

describe('the demo microsurvey', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('gives Harbor alone "After your visit": the star question on 5, a choice, a yes/no and a text question, ~60 answers over 60 days', async () => {
    const { db } = database;
    const harborId = await accountIdOf(db, 'Harbor Dental Group');
    const surveys = await db.selectFrom('microsurveys').selectAll().execute();
    expect(surveys.map((s) => [s.account_id, s.name])).toEqual([[harborId, DEMO_SURVEY_NAME]]);
    const survey = surveys[0] as (typeof surveys)[number];
    expect(survey).toMatchObject({ is_star_rating_question: true, star_scale: 5 });
    expect(survey.questions.map((q) => [q.type, q.label])).toEqual([
      ['choice', 'How did you hear about us?'], ['yes_no', 'Would you come back?'], ['text', 'Anything we could do better?'],
    ]);
    const responses = await db.selectFrom('microsurvey_responses').selectAll().where('microsurvey_id', '=', survey.id).execute();
    expect(responses).toHaveLength(DEMO_SURVEY_RESPONSES);
    // The survey is dated a day before its first possible answer: every answer is within the 60 days after.
    const latest = daysFrom(new Date(survey.created_at), 61);
    for (const response of responses) {
      expect(new Date(response.created_at).getTime()).toBeGreaterThan(new Date(survey.created_at).getTime());
      expect(new Date(response.created_at).getTime()).toBeLessThan(latest.getTime());
      expect(response.star_rating).toBeGreaterThanOrEqual(1);
      expect(response.star_rating).toBeLessThanOrEqual(5);
      expect(survey.questions[0]?.choices).toContain(response.answers['heard']);
    }
    const ratings = new Set(responses.map((r) => r.star_rating));
    expect(ratings.size).toBeGreaterThan(2);
    expect(responses.some((r) => r.answers['better'] !== undefined)).toBe(true);
    expect(responses.some((r) => r.location_id !== null)).toBe(true);
  });

  it('is deterministic: seeded again (on another account, rolled back) it gives the same answers on the same days', async () => {
    const { db } = database;
    const harborId = await accountIdOf(db, 'Harbor Dental Group');
    const pinecrestId = await accountIdOf(db, 'Pinecrest Eats');
    const shape = (rows: { star_rating: number | null; answers: Record<string, string>; custom_attributes: Record<string, string>; created_at: Date | string; location_id: number | null }[]) =>
      rows.map((r) => [r.star_rating, r.answers, r.custom_attributes, new Date(r.created_at).toISOString(), r.location_id === null]);
    const harbor = await db.selectFrom('microsurvey_responses').selectAll().where('account_id', '=', harborId).orderBy('id').execute();
    const survey = await db.selectFrom('microsurveys').select('created_at').where('account_id', '=', harborId).executeTakeFirstOrThrow();
    const now = daysFrom(new Date(survey.created_at), 61);
    const again = await db
      .transaction()
      .execute(async (trx) => {
        await seedDemoMicrosurveys(trx, pinecrestId, now);
        const rows = await trx.selectFrom('microsurvey_responses').selectAll().where('account_id', '=', pinecrestId).orderBy('id').execute();
        throw Object.assign(new Error('rollback'), { rows });
      })
      .catch((error: { rows: typeof harbor }) => error.rows);
    expect(shape(again)).toEqual(shape(harbor));
    expect(await db.selectFrom('microsurveys').select('id').where('account_id', '=', pinecrestId).execute()).toEqual([]);
  });
});
