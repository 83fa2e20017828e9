import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { setFlag } from './requests-test-data.js';

const QUESTIONS = [
  { id: 'heard', type: 'choice', label: 'How did you hear about us?', choices: ['Friend', 'Search'], required: true },
  { id: 'back', type: 'yes_no', label: 'Would you come back?', choices: [], required: false },
  { id: 'better', type: 'text', label: 'Anything we could do better?', choices: [], required: false },
];

describe('the public microsurvey page', () => {
  let server: TestServer;
  let harborId: number;
  let token: string;
  let surveyId: number;

  beforeAll(async () => {
    server = await startTestServer();
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    const manager = await server.login('manager@harbor.test');
    const made = await server.request('POST', '/microsurveys', {
      token: manager, body: { account_id: harborId, name: 'Public page', isStarRatingQuestion: true, star_scale: 10, questions: QUESTIONS },
    });
    token = made.body.token;
    surveyId = made.body.id;
  });
  afterAll(() => server?.close());

  const answer = (body: Record<string, unknown>) => server.request('POST', `/survey/${token}/responses`, { body: { star_rating: 9, answers: { heard: 'Friend' }, ...body } });

  it('shows the survey without sign-in: its questions, the business name and the request page logo', async () => {
    await server.db.deleteFrom('request_pages').where('account_id', '=', harborId).execute();
    await server.db.insertInto('request_pages').values({ account_id: harborId, logo_url: 'https://cdn.example.test/harbor.png' }).execute();
    const reply = await server.request('GET', `/survey/${token}`);
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getPublicMicrosurvey', 200, reply.body);
    expect(reply.body).toEqual({
      name: 'Public page', business_name: 'Harbor Dental Group', logo_url: 'https://cdn.example.test/harbor.png', isStarRatingQuestion: true,
      star_question: 'How would you rate your visit?', star_scale: 10, questions: QUESTIONS,
    });
    expect((await server.request('GET', '/survey/no-such-token')).status).toBe(404);
  });

  it('stores an answer (201 {id}) with its location when it is the account\'s, else without one', async () => {
    const location = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).executeTakeFirstOrThrow();
    const foreign = await server.db.selectFrom('locations').select('id').where('account_id', '<>', harborId).executeTakeFirstOrThrow();
    const stored = await answer({ star_rating: 10, answers: { heard: 'Search', back: 'yes', better: ' More chairs ' }, location_id: location.id, custom_attributes: { visit: '42' } });
    expect(stored.status).toBe(201);
    server.expectMatchesContract('answerPublicMicrosurvey', 201, stored.body);
    const row = await server.db.selectFrom('microsurvey_responses').selectAll().where('id', '=', stored.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: harborId, microsurvey_id: surveyId, location_id: location.id, star_rating: 10, answers: { heard: 'Search', back: 'yes', better: 'More chairs' }, custom_attributes: { visit: '42' } });
    const tampered = await answer({ location_id: foreign.id });
    expect(tampered.status).toBe(201);
    const second = await server.db.selectFrom('microsurvey_responses').select('location_id').where('id', '=', tampered.body.id).executeTakeFirstOrThrow();
    expect(second.location_id).toBeNull();
  });

  it('a bad answer is a 400 naming the field: the star rating by the scale, required questions, choices, yes/no, unknown ids', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ star_rating: null }, 'star_rating'],
      [{ star_rating: 0 }, 'star_rating'],
      [{ answers: {} }, 'answers.heard'],
      [{ answers: { heard: '  ' } }, 'answers.heard'],
      [{ answers: { heard: 'Billboard' } }, 'answers.heard'],
      [{ answers: { heard: 'Friend', back: 'maybe' } }, 'answers.back'],
      [{ answers: { heard: 'Friend', colour: 'blue' } }, 'answers.colour'],
    ];
    for (const [body, field] of cases) {
      const reply = await answer(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.field, JSON.stringify(body)).toBe(field);
    }
    // On a 5-point survey, 6 is out of range; 10 is fine on this 10-point one.
    expect((await answer({ star_rating: 10 })).status).toBe(201);
    await server.db.updateTable('microsurveys').set({ star_scale: 5 }).where('id', '=', surveyId).execute();
    try {
      const reply = await answer({ star_rating: 6 });
      expect(reply.status).toBe(400);
      expect(reply.body.field).toBe('star_rating');
    } finally {
      await server.db.updateTable('microsurveys').set({ star_scale: 10 }).where('id', '=', surveyId).execute();
    }
  });

  it('a survey without the star question stores no rating', async () => {
    await server.db.updateTable('microsurveys').set({ is_star_rating_question: false }).where('id', '=', surveyId).execute();
    try {
      const reply = await answer({ star_rating: 4 });
      expect(reply.status).toBe(201);
      const row = await server.db.selectFrom('microsurvey_responses').select('star_rating').where('id', '=', reply.body.id).executeTakeFirstOrThrow();
      expect(row.star_rating).toBeNull();
    } finally {
      await server.db.updateTable('microsurveys').set({ is_star_rating_question: true }).where('id', '=', surveyId).execute();
    }
  });

  it('the survey of an account without the microsurveys setting is a 404, to read and to answer', async () => {
    await setFlag(server, harborId, 'microsurveys', false);
    try {
      expect((await server.request('GET', `/survey/${token}`)).status).toBe(404);
      expect((await answer({})).status).toBe(404);
    } finally {
      await setFlag(server, harborId, 'microsurveys', true);
    }
    expect((await server.request('GET', `/survey/${token}`)).status).toBe(200);
  });

  it('answers are rate-limited per address (429 over the limit)', async () => {
    const limited = await startTestServer({ throttle: { perAddress: { max: 2, windowMs: 60_000 }, perEmail: { max: 2, windowMs: 60_000 } } });
    try {
      const survey = await limited.db.selectFrom('microsurveys').select('token').executeTakeFirstOrThrow();
      const post = () => limited.request('POST', `/survey/${survey.token}/responses`, { body: { star_rating: 5, answers: { heard: 'A friend or family member' } } });
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(201);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
    } finally {
      await limited.close();
    }
  });
});
