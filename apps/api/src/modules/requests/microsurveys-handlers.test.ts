import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { setFlag } from './requests-test-data.js';

const QUESTIONS = [
  { id: 'heard', type: 'choice', label: 'How did you hear about us?', choices: ['Friend', 'Search', 'Ad'], required: true },
  { id: 'back', type: 'yes_no', label: 'Would you come back?', choices: [], required: false },
  { id: 'better', type: 'text', label: 'Anything we could do better?', choices: [], required: false },
];

describe('microsurveys', () => {
  let server: TestServer;
  let manager: string;
  let user: string;
  let readOnly: string;
  let pinecrest: string;
  let harborId: number;

  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date('2026-03-31T12:00:00Z') });
    manager = await server.login('manager@harbor.test');
    user = await server.login('user@harbor.test');
    readOnly = await server.login('readonly@harbor.test');
    pinecrest = await server.login('trial@pinecrest.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  const create = (body: Record<string, unknown>, token = manager) =>
    server.request('POST', '/microsurveys', { token, body: { account_id: harborId, isStarRatingQuestion: true, questions: QUESTIONS, ...body } });

  it('[P3-029] creates a survey with its fields and a URL-safe token, reads, lists (with response counts), edits and deletes it', async () => {
    const made = await create({ name: 'Checkout survey', star_scale: 10, normalize_star_rating: true });
    expect(made.status).toBe(201);
    server.expectMatchesContract('createMicrosurvey', 201, made.body);
    expect(made.body).toMatchObject({
      account_id: harborId, name: 'Checkout survey', isStarRatingQuestion: true, normalize_star_rating: true, star_scale: 10,
      star_question: 'How would you rate your visit?', response_count: 0,
    });
    expect(made.body.questions).toEqual(QUESTIONS);
    expect(made.body.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const other = await create({ name: 'Another survey' });
    expect(other.body.token).not.toBe(made.body.token);

    await server.db.insertInto('microsurvey_responses').values({ account_id: harborId, microsurvey_id: made.body.id, star_rating: 8, answers: '{}', custom_attributes: '{}' }).execute();
    const got = await server.request('GET', `/microsurveys/${made.body.id}`, { token: readOnly });
    expect(got.status).toBe(200);
    server.expectMatchesContract('getMicrosurvey', 200, got.body);
    expect(got.body.response_count).toBe(1);

    const list = await server.request('GET', '/microsurveys', { token: user, query: { keywords: 'survey' } });
    expect(list.status).toBe(200);
    server.expectMatchesContract('listMicrosurveys', 200, list.body);
    expect(list.body._embedded.microsurveys.map((s: { name: string }) => s.name)).toEqual(['Another survey', 'Checkout survey']);

    const rescaled = await server.request('PUT', `/microsurveys/${made.body.id}`, { token: manager, body: { name: 'Checkout survey', isStarRatingQuestion: true, star_scale: 5, questions: QUESTIONS } });
    expect(rescaled.status).toBe(400);
    expect(rescaled.body.field).toBe('star_scale');
    const edited = await server.request('PUT', `/microsurveys/${made.body.id}`, {
      token: manager, body: { name: 'Checkout', isStarRatingQuestion: false, questions: QUESTIONS.slice(0, 1) },
    });
    expect(edited.status).toBe(200);
    server.expectMatchesContract('updateMicrosurvey', 200, edited.body);
    // Fields left out keep their values; the token never changes.
    expect(edited.body).toMatchObject({ name: 'Checkout', isStarRatingQuestion: false, star_scale: 10, normalize_star_rating: true, token: made.body.token, response_count: 1 });

    expect((await server.request('DELETE', `/microsurveys/${made.body.id}`, { token: manager })).status).toBe(204);
    expect((await server.request('GET', `/microsurveys/${made.body.id}`, { token: manager })).status).toBe(404);
    const left = await server.db.selectFrom('microsurvey_responses').select('id').where('microsurvey_id', '=', made.body.id).execute();
    expect(left).toEqual([]);
  });

  it('a duplicate name (any case) is a 409 naming name, on create and on rename', async () => {
    expect((await create({ name: 'Front desk' })).status).toBe(201);
    const duplicate = await create({ name: 'FRONT DESK' });
    expect(duplicate.status).toBe(409);
    server.expectMatchesContract('createMicrosurvey', 409, duplicate.body);
    expect(duplicate.body.field).toBe('name');
    const second = await create({ name: 'Front desk 2' });
    const renamed = await server.request('PUT', `/microsurveys/${second.body.id}`, { token: manager, body: { name: 'front desk', isStarRatingQuestion: true, questions: [] } });
    expect(renamed.status).toBe(409);
  });

  it('a bad survey is a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ questions: [QUESTIONS[1], { ...QUESTIONS[0], choices: ['Only one'] }] }, 'questions[1].choices'],
      [{ questions: [QUESTIONS[1], QUESTIONS[2], { ...QUESTIONS[0], choices: ['Friend', 'friend '] }] }, 'questions[2].choices'],
      [{ questions: [QUESTIONS[0], { ...QUESTIONS[2], id: 'heard' }] }, 'questions[1].id'],
      [{ questions: [{ ...QUESTIONS[2], label: '   ' }] }, 'questions[0].label'],
      [{ isStarRatingQuestion: false, questions: [] }, 'questions'],
      [{ star_scale: 7 }, 'star_scale'],
      [{ name: '  ' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const reply = await create({ name: 'Invalid', ...body });
      expect(reply.status, field).toBe(400);
      expect(reply.body.field, JSON.stringify(body)).toBe(field);
    }
    // The star question alone is one question.
    expect((await create({ name: 'Stars only', questions: [] })).status).toBe(201);
  });

  it('permissions: read_only and user read; user cannot create, edit or delete (campaign create is manager/admin)', async () => {
    const survey = await create({ name: 'Permissions' });
    expect((await server.request('GET', '/microsurveys', { token: readOnly })).status).toBe(200);
    expect((await server.request('GET', `/microsurveys/${survey.body.id}/summary`, { token: readOnly })).status).toBe(200);
    expect((await create({ name: 'By a user' }, user)).status).toBe(403);
    expect((await create({ name: 'By read only' }, readOnly)).status).toBe(403);
    expect((await server.request('PUT', `/microsurveys/${survey.body.id}`, { token: readOnly, body: { name: 'x', isStarRatingQuestion: true, questions: [] } })).status).toBe(403);
    expect((await server.request('DELETE', `/microsurveys/${survey.body.id}`, { token: readOnly })).status).toBe(403);
  });

  it('isolation: another account cannot see, edit, summarize or download a survey (404) nor list it', async () => {
    const survey = await create({ name: 'Private to Harbor' });
    const id = survey.body.id as number;
    expect((await server.request('GET', `/microsurveys/${id}`, { token: pinecrest })).status).toBe(404);
    expect((await server.request('PUT', `/microsurveys/${id}`, { token: pinecrest, body: { name: 'Mine', isStarRatingQuestion: true, questions: [] } })).status).toBe(404);
    expect((await server.request('DELETE', `/microsurveys/${id}`, { token: pinecrest })).status).toBe(404);
    expect((await server.request('GET', `/microsurveys/${id}/summary`, { token: pinecrest })).status).toBe(404);
    expect((await server.request('GET', `/microsurveys/${id}/responses`, { token: pinecrest })).status).toBe(404);
    expect((await server.request('GET', '/export/csv/microsurvey_custom_attributes', { token: pinecrest, query: { microsurvey_id: id } })).status).toBe(404);
    const theirs = await server.request('GET', '/microsurveys', { token: pinecrest });
    expect(theirs.body._embedded.microsurveys.map((s: { name: string }) => s.name)).not.toContain('Private to Harbor');
    expect((await server.request('GET', '/microsurveys', { token: pinecrest, query: { account_id: harborId } })).status).toBe(403);
  });

  it('the microsurveys setting gates every call (403 with the message)', async () => {
    const survey = await create({ name: 'Gated' });
    await setFlag(server, harborId, 'microsurveys', false);
    try {
      const calls = [
        server.request('GET', '/microsurveys', { token: manager }),
        create({ name: 'Gated 2' }),
        server.request('GET', `/microsurveys/${survey.body.id}`, { token: manager }),
        server.request('PUT', `/microsurveys/${survey.body.id}`, { token: manager, body: { name: 'Gated', isStarRatingQuestion: true, questions: [] } }),
        server.request('GET', `/microsurveys/${survey.body.id}/summary`, { token: manager }),
        server.request('GET', `/microsurveys/${survey.body.id}/responses`, { token: manager }),
        server.request('GET', '/export/csv/microsurvey_custom_attributes', { token: manager, query: { microsurvey_id: survey.body.id } }),
        server.request('DELETE', `/microsurveys/${survey.body.id}`, { token: manager }),
      ];
      for (const reply of await Promise.all(calls)) {
        expect(reply.status).toBe(403);
        expect(reply.body.error).toBe('Microsurveys are not enabled for this account');
      }
    } finally {
      await setFlag(server, harborId, 'microsurveys', true);
    }
  });

  describe('summary, responses and custom attributes', () => {
    let surveyId: number;
    let locationA: number;
    let locationB: number;

    beforeAll(async () => {
      const survey = await create({ name: 'Summary figures', star_scale: 10, normalize_star_rating: true });
      surveyId = survey.body.id;
      const locations = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).orderBy('id').limit(2).execute();
      [locationA, locationB] = locations.map((l) => l.id) as [number, number];
      const rows: [string, number | null, Record<string, string>, number | null, Record<string, string>][] = [
        ['2026-03-30T10:00:00Z', 10, { heard: 'Friend', back: 'yes', better: 'Faster parking' }, locationA, { visit: '11' }],
        ['2026-03-29T10:00:00Z', 7, { heard: 'Search', back: 'no' }, locationA, { visit: '12', tier: 'gold' }],
        ['2026-03-20T10:00:00Z', 3, { heard: 'Friend', better: 'Warmer room' }, locationB, {}],
        ['2026-03-10T10:00:00Z', null, { heard: 'Friend' }, null, {}],
        // Before the default period (30 days before 2026-03-31): left out of the summary.
        ['2026-02-01T10:00:00Z', 1, { heard: 'Ad', better: 'Old text' }, locationA, {}],
      ];
      for (const [at, rating, answers, location, attributes] of rows) {
        await server.db
          .insertInto('microsurvey_responses')
          .values({ account_id: harborId, microsurvey_id: surveyId, location_id: location, star_rating: rating, answers: JSON.stringify(answers), custom_attributes: JSON.stringify(attributes), created_at: new Date(at) })
          .execute();
      }
    });

    it('counts the default period: responses, the normalized average, every value of the scale, each question', async () => {
      const reply = await server.request('GET', `/microsurveys/${surveyId}/summary`, { token: readOnly });
      expect(reply.status).toBe(200);
      server.expectMatchesContract('getMicrosurveySummary', 200, reply.body);
      expect(reply.body).toMatchObject({ microsurvey_id: surveyId, start_date: '2026-03-01', end_date: '2026-03-31', responses: 4, rating_scale: 5 });
      // (10 + 7 + 3) / 3 = 6.67 on 10, 3.33 on 5.
      expect(reply.body.average_rating).toBe(3.33);
      // 10 -> 5, 7 -> 4, 3 -> 2.
      expect(reply.body.rating_distribution).toEqual([
        { value: 1, count: 0 }, { value: 2, count: 1 }, { value: 3, count: 0 }, { value: 4, count: 1 }, { value: 5, count: 1 },
      ]);
      expect(reply.body.questions).toEqual([
        { id: 'heard', label: 'How did you hear about us?', type: 'choice', answered: 4, counts: [{ value: 'Friend', count: 3 }, { value: 'Search', count: 1 }, { value: 'Ad', count: 0 }], recent: [] },
        { id: 'back', label: 'Would you come back?', type: 'yes_no', answered: 2, counts: [{ value: 'yes', count: 1 }, { value: 'no', count: 1 }], recent: [] },
        {
          id: 'better', label: 'Anything we could do better?', type: 'text', answered: 2, counts: [],
          recent: [{ text: 'Faster parking', created_at: '2026-03-30T10:00:00.000Z' }, { text: 'Warmer room', created_at: '2026-03-20T10:00:00.000Z' }],
        },
      ]);
    });

    it('a period and a location narrow it; without normalizing the scale stays 10', async () => {
      const reply = await server.request('GET', `/microsurveys/${surveyId}/summary`, { token: user, query: { start_date: '2026-01-01', end_date: '2026-03-31', location_id: locationA } });
      expect(reply.body).toMatchObject({ responses: 3, average_rating: 3 });
      await server.db.updateTable('microsurveys').set({ normalize_star_rating: false }).where('id', '=', surveyId).execute();
      const raw = await server.request('GET', `/microsurveys/${surveyId}/summary`, { token: user });
      expect(raw.body.rating_scale).toBe(10);
      expect(raw.body.average_rating).toBe(6.67);
      expect(raw.body.rating_distribution).toHaveLength(10);
      expect(raw.body.rating_distribution[6]).toEqual({ value: 7, count: 1 });
      await server.db.updateTable('microsurveys').set({ normalize_star_rating: true }).where('id', '=', surveyId).execute();
      const empty = await server.request('GET', `/microsurveys/${surveyId}/summary`, { token: user, query: { start_date: '2025-01-01', end_date: '2025-01-31' } });
      expect(empty.body).toMatchObject({ responses: 0, average_rating: null });
    });

    it('lists the responses of the period newest first, paged, with location names', async () => {
      const page = await server.request('GET', `/microsurveys/${surveyId}/responses`, { token: readOnly, query: { per_page: 2 } });
      expect(page.status).toBe(200);
      server.expectMatchesContract('listMicrosurveyResponses', 200, page.body);
      expect(page.body._total).toBe(4);
      const first = page.body._embedded.microsurvey_responses;
      expect(first.map((r: { star_rating: number | null }) => r.star_rating)).toEqual([10, 7]);
      expect(first[0]).toMatchObject({ location_id: locationA, answers: { heard: 'Friend', back: 'yes', better: 'Faster parking' }, custom_attributes: { visit: '11' } });
      expect(typeof first[0].location_name).toBe('string');
      const second = await server.request('GET', `/microsurveys/${surveyId}/responses`, { token: readOnly, query: { per_page: 2, page: 2 } });
      expect(second.body._embedded.microsurvey_responses.map((r: { star_rating: number | null }) => r.star_rating)).toEqual([3, null]);
    });

    it('[P7-079] downloads the custom attributes as CSV: id, date, one column per attribute name (sorted)', async () => {
      const reply = await server.request('GET', '/export/csv/microsurvey_custom_attributes', { token: readOnly, query: { microsurvey_id: surveyId } });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(reply.headers.get('content-disposition')).toBe('attachment; filename="microsurvey-attributes-2026-03-31.csv"');
      const lines = (reply.body as string).trim().split(/\r?\n/);
      expect(lines[0]).toBe('response_id,created_at,tier,visit');
      expect(lines).toHaveLength(6);
      expect(lines[1]).toMatch(/^\d+,2026-03-30T10:00:00.000Z,,11$/);
      expect(lines[2]).toMatch(/^\d+,2026-03-29T10:00:00.000Z,gold,12$/);
    });
  });
});
