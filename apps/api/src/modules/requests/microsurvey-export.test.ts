import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker, type JobWorker } from '../../jobs/index.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, userIdOf } from '../../testing/test-accounts.js';
import { parseCsv } from '../../testing/csv-text.js';
import { setFlag } from './requests-test-data.js';

/** The server's clock, moved by the scheduled run's test. */
let now = new Date('2026-11-04T09:00:00Z');

const QUESTIONS = [
  { id: 'heard', type: 'choice', label: 'How did you hear about us?', choices: ['Friend', 'Search'], required: false },
  { id: 'better', type: 'text', label: 'Anything we could do better?', choices: [], required: false },
];

describe('the microsurvey_responses export', () => {
  let server: TestServer;
  let worker: JobWorker;
  let admin: string;
  let user: string;
  let harborId: number;
  let surveyId: number;
  let pinecrestSurveyId: number;
  let locationName: string;

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    worker = createJobWorker({ db: server.db, services: server.services }, { log: () => undefined });
    admin = await server.login('admin@harbor.test');
    user = await server.login('user@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    const made = await server.request('POST', '/microsurveys', { token: admin, body: { account_id: harborId, name: 'Exported', isStarRatingQuestion: true, questions: QUESTIONS } });
    surveyId = made.body.id;
    const location = await server.db.selectFrom('locations').select(['id', 'name']).where('account_id', '=', harborId).orderBy('id').executeTakeFirstOrThrow();
    locationName = location.name;
    const rows: [string, number, Record<string, string>, number | null, Record<string, string>][] = [
      ['2026-11-02T15:00:00Z', 5, { heard: 'Friend', better: 'Nothing, "all good"' }, location.id, { visit: '7' }],
      ['2026-11-01T15:00:00Z', 3, { heard: 'Search', gone: 'an answer to a removed question' }, null, {}],
      ['2026-10-01T15:00:00Z', 1, {}, null, {}],
    ];
    for (const [at, rating, answers, locationId, attributes] of rows) {
      await server.db
        .insertInto('microsurvey_responses')
        .values({ account_id: harborId, microsurvey_id: surveyId, location_id: locationId, star_rating: rating, answers: JSON.stringify(answers), custom_attributes: JSON.stringify(attributes), created_at: new Date(at) })
        .execute();
    }
    const pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
    const theirs = await server.db
      .insertInto('microsurveys')
      .values({ account_id: pinecrestId, name: 'Theirs', token: 'pinecrest-token', questions: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    pinecrestSurveyId = theirs.id;
  });
  afterAll(() => server?.close());

  const request = (body: Record<string, unknown>, token = admin) =>
    server.request('POST', `/export_files/${harborId}`, { token, body: { resource: 'microsurvey_responses', file_type: 'csv', ...body } });

  async function fileOf(exportId: number): Promise<string[][]> {
    await worker.poll();
    const done = await server.request('GET', `/export_files/${exportId}`, { token: admin });
    expect(done.body.status).toBe('complete');
    const file = await server.request('GET', done.body.file_url, { token: admin });
    return parseCsv(file.body as string);
  }

  it('[P3-028] writes the survey\'s responses newest first: the question labels as columns, removed questions kept, the custom attributes as JSON', async () => {
    const reply = await request({ resource_id: surveyId, filters: { start_date: '2026-10-15', end_date: '2026-11-04' } }, user);
    expect(reply.status).toBe(201);
    const [header, ...rows] = await fileOf(reply.body.id);
    expect(header).toEqual(['id', 'created_at', 'location', 'star_rating', 'How did you hear about us?', 'Anything we could do better?', 'gone', 'custom_attributes']);
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['2026-11-02T15:00:00.000Z', locationName, '5', 'Friend', 'Nothing, "all good"', '', '{"visit":"7"}'],
      ['2026-11-01T15:00:00.000Z', '', '3', 'Search', '', 'an answer to a removed question', '{}'],
    ]);
    const all = await request({ filters: { resource_id: surveyId } });
    expect((await fileOf(all.body.id)).length).toBe(4);
  });

  it('a missing resource_id or another account\'s survey is a 400 naming resource_id; the setting off is a 403', async () => {
    for (const body of [{}, { resource_id: pinecrestSurveyId }, { resource_id: 999_999 }]) {
      const reply = await request(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.field).toBe('resource_id');
    }
    await setFlag(server, harborId, 'microsurveys', false);
    try {
      expect((await request({ resource_id: surveyId })).status).toBe(403);
    } finally {
      await setFlag(server, harborId, 'microsurveys', true);
    }
  });

  it('[P2-160] a scheduled export of type microsurvey_responses with resource_id runs with the survey and the run\'s period', async () => {
    await server.db.deleteFrom('scheduled_exports').execute();
    const body = {
      display_name: 'Survey answers', date_range_legend: 'seven_days', filters: {}, recipient_user_ids: [await userIdOf(server.db, 'admin@harbor.test')],
      recipient_emails: [], email_frequency: 'daily', email_subject: 'Survey answers', scheduled_time: '13:00', export_type: 'microsurvey_responses',
    };
    const missing = await server.request('POST', '/scheduled_exports', { token: admin, body });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('resource_id');
    const schedule = await server.request('POST', '/scheduled_exports', { token: admin, body: { ...body, resource_id: surveyId } });
    expect(schedule.status).toBe(201);
    expect(schedule.body.resource_id).toBe(surveyId);
    now = new Date('2026-11-05T18:00:30Z');
    await worker.poll();
    const run = await server.db.selectFrom('export_files').selectAll().where('scheduled_export_id', '=', schedule.body.id).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'complete', resource: 'microsurvey_responses', resource_id: surveyId, row_count: 2 });
  });
});
