/**
 * The demo's microsurvey (issue 23 item 7): Harbor, the every-feature account, gets "After your visit" (the
 * star question on 5, how they heard of the practice, whether they would come back, what could be better)
 * with 60 responses spread over the 60 days before the seed's `now`, from the seeded PRNG so every seed is
 * the same; the share token is random (an answer page must not be guessable). Small on purpose.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MicrosurveyQuestion, MicrosurveyResponsesTable } from '../db/schema-requests.js';
import { newSurveyToken } from '../modules/requests/microsurvey-rules.js';
import { DEMO_RANDOM_SEED, daysFrom, hoursFrom } from './constants.js';
import { Random } from './random.js';

export const DEMO_SURVEY_NAME = 'After your visit';
export const DEMO_SURVEY_RESPONSES = 60;
const DAYS = 60;

const HEARD_CHOICES = ['A friend or family member', 'Google search', 'Our insurance provider', 'Social media'];

const QUESTIONS: MicrosurveyQuestion[] = [
  { id: 'heard', type: 'choice', label: 'How did you hear about us?', choices: HEARD_CHOICES, required: true },
  { id: 'come_back', type: 'yes_no', label: 'Would you come back?', choices: [], required: false },
  { id: 'better', type: 'text', label: 'Anything we could do better?', choices: [], required: false },
];

const BETTER_TEXTS = [
  'More evening appointments would help.',
  'The waiting room could use more seating.',
  'Reminder texts a day earlier, please.',
  'Everything was great, thank you!',
  'Parking was hard to find.',
  'Explain the costs before the treatment.',
];

/** Mostly happy customers, as a practice that shares its survey would have. */
const RATINGS: readonly (readonly [number, number])[] = [[5, 50], [4, 25], [3, 12], [2, 7], [1, 6]];

export async function seedDemoMicrosurveys(db: Kysely<Database>, accountId: number, now: Date): Promise<void> {
  const rng = new Random(DEMO_RANDOM_SEED + 7);
  const locations = await db.selectFrom('locations').select('id').where('account_id', '=', accountId).orderBy('id').limit(3).execute();
  const created = daysFrom(now, -DAYS - 1);
  const survey = await db
    .insertInto('microsurveys')
    .values({ account_id: accountId, name: DEMO_SURVEY_NAME, star_scale: 5, questions: JSON.stringify(QUESTIONS), token: newSurveyToken(), created_at: created, updated_at: created })
    .returning('id')
    .executeTakeFirstOrThrow();
  const responses: Insertable<MicrosurveyResponsesTable>[] = [];
  for (let i = 0; i < DEMO_SURVEY_RESPONSES; i++) {
    const rating = rng.weighted(RATINGS);
    const answers: Record<string, string> = { heard: rng.pick(HEARD_CHOICES) };
    if (rng.chance(0.8)) answers['come_back'] = rating >= 3 ? 'yes' : 'no';
    if (rng.chance(0.4)) answers['better'] = rng.pick(BETTER_TEXTS);
    const location = locations.length > 0 && rng.chance(0.75) ? rng.pick(locations).id : null;
    responses.push({
      account_id: accountId,
      microsurvey_id: survey.id,
      location_id: location,
      star_rating: rating,
      answers: JSON.stringify(answers),
      custom_attributes: JSON.stringify(rng.chance(0.3) ? { visit: rng.digits(5) } : {}),
      created_at: hoursFrom(daysFrom(now, -rng.int(0, DAYS - 1)), -rng.int(1, 10)),
    });
  }
  await db.insertInto('microsurvey_responses').values(responses).execute();
}
