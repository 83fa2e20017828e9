import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJobWorker, EXPORT_JOB, type JobWorker } from '../../jobs/index.js';
import { startTestServer, type TestReply, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, lastEmailTo, linkParam, userIdOf } from '../../testing/test-accounts.js';
import { parseCsv } from '../../testing/csv-text.js';

describe('exports', () => {
  let server: TestServer;
  let worker: JobWorker;
  let admin: string;
  let harborId: number;
  let groupId: number;

  beforeAll(async () => {
    server = await startTestServer();
    // The server's background worker, polling fast so the round trips are quick.
    worker = createJobWorker({ db: server.db, services: server.services }, { pollMs: 50, log: () => undefined });
    worker.start();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    groupId = (await server.db.selectFrom('groups').select('id').where('account_id', '=', harborId).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
  });

  const request = (resource: string, filters: Record<string, unknown> = {}, extra: Record<string, unknown> = {}, token = admin) =>
    server.request('POST', `/export_files/${harborId}`, { token, body: { resource, filters, file_type: 'csv', ...extra } });

  /** Polls like the client does (P4-033) until the export settles. */
  async function settled(id: number, token = admin) {
    for (let i = 0; i < 200; i += 1) {
      const reply = await server.request('GET', `/export_files/${id}`, { token });
      expect(reply.status).toBe(200);
      server.expectMatchesContract('getExportFile', 200, reply.body);
      if (!['pending', 'processing'].includes(reply.body.status)) return reply.body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`export ${id} did not finish`);
  }

  /** Every review id the list call gives for the filters, following its cursors. */
  async function listedIds(filters: Record<string, string | number | number[]>): Promise<number[]> {
    const all: number[] = [];
    let after: string | null = null;
    do {
      const reply: TestReply = await server.request('GET', '/reviews', { token: admin, query: { ...filters, per_page: 100, ...(after ? { after } : {}) } });
      all.push(...reply.body._embedded.reviews.map((r: { id: number }) => r.id));
      after = reply.body._cursors.after;
    } while (after);
    return all;
  }

  it('[P7-075] [P7-076] [P7-077] [P7-086] requests, polls and downloads a CSV holding exactly the filtered reviews', async () => {
    const filters = { group_id: groupId, rating: [1, 2, 3], published_after: '2026-01-01' };
    const reply = await request('reviews', filters);
    expect(reply.status).toBe(201);
    server.expectMatchesContract('createExportFile', 201, reply.body);
    expect(reply.body).toMatchObject({ status: 'pending', file_url: null, account_id: harborId });

    const done = await settled(reply.body.id);
    expect(done.status).toBe('complete');
    expect(done.file_url).toBe(`/api/fetch-export-file/${reply.body.id}/file-data`);

    const file = await server.request('GET', done.file_url, { token: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="export-${done.created_at.slice(0, 10)}.csv"`);
    const [header, ...rows] = parseCsv(file.body as string);
    expect(header?.slice(0, 5)).toEqual(['id', 'published_at', 'location', 'source', 'rating']);
    const expected = await listedIds(filters);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => Number(r[0]))).toEqual(expected);
    expect(done.row_count).toBe(expected.length);
    expect(rows.every((r) => ['1', '2', '3'].includes(r[4] ?? ''))).toBe(true);
  });

  it('exports locations and groups; resources not built yet are refused with 400', async () => {
    const locations = await settled((await request('locations', { open_status: 'active' })).body.id);
    const active = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).where('open_status', '=', 'active').execute();
    expect(locations).toMatchObject({ status: 'complete', row_count: active.length });
    const groups = await settled((await request('groups')).body.id);
    expect(groups.status).toBe('complete');

    const refused = await request('mta_accounts');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'Export of mta_accounts is not available yet', field: 'resource' });
    server.expectMatchesContract('createExportFile', 400, refused.body);
    expect((await request('reviews', { rating: [9] })).body).toMatchObject({ status: 400, field: 'filters.rating' });
  });

  it('[P3-030] an export with no rows ends as no_results, without a file', async () => {
    const done = await settled((await request('reviews', { published_after: '2030-01-01' })).body.id);
    expect(done).toMatchObject({ status: 'no_results', file_url: null, row_count: 0 });
  });

  it('[P9-003] send_email mails the requester a link that downloads without signing in', async () => {
    const done = await settled((await request('reviews', { published_after: '2026-10-01' }, { send_email: true })).body.id);
    expect(done.status).toBe('complete');
    const mail = await lastEmailTo(server.db, 'admin@harbor.test');
    expect(mail.body).toContain(`/api/fetch-export-file/${done.id}/file-data?token=`);
    const token = linkParam(mail.body, 'token');
    const file = await server.request('GET', `/fetch-export-file/${done.id}/file-data`, { query: { token } });
    expect(file.status).toBe(200);
    expect(parseCsv(file.body as string).length - 1).toBe(done.row_count);
    expect((await server.request('GET', `/fetch-export-file/${done.id}/file-data`, { query: { token: 'wrong' } })).status).toBe(404);
    expect((await server.request('GET', `/fetch-export-file/${done.id}/file-data`)).status).toBe(401);
  });

  it('keeps exports to their account: another account\'s export is a 404, another account\'s id a 403', async () => {
    const done = await settled((await request('groups')).body.id);
    const other = await server.login('admin@northwind.test');
    const read = await server.request('GET', `/export_files/${done.id}`, { token: other });
    expect(read.status).toBe(404);
    server.expectMatchesContract('getExportFile', 404, read.body);
    expect((await server.request('GET', `/fetch-export-file/${done.id}/file-data`, { token: other })).status).toBe(404);
    const northwind = await accountIdOf(server.db, 'Northwind Reviews');
    expect((await server.request('POST', `/export_files/${harborId}`, { token: other, body: { resource: 'groups' } })).status).toBe(403);
    expect((await server.request('POST', `/export_files/${northwind}`, { token: admin, body: { resource: 'groups' } })).status).toBe(403);
  });

  it('a job left processing by a crashed worker is claimed again and finishes', async () => {
    const userId = await userIdOf(server.db, 'admin@harbor.test');
    const past = new Date(Date.now() - 10 * 60_000);
    const file = await server.db
      .insertInto('export_files')
      .values({ account_id: harborId, user_id: userId, resource: 'groups', filters: '{}', download_options: '{}', origin: 'http://localhost', status: 'processing' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = await server.db
      .insertInto('jobs')
      .values({ kind: EXPORT_JOB, payload: JSON.stringify({ export_file_id: file.id }), status: 'processing', attempts: 1, locked_at: past, locked_by: 'crashed-worker', run_at: past })
      .returning('id')
      .executeTakeFirstOrThrow();
    const done = await settled(file.id);
    expect(done.status).toBe('complete');
    // The worker marks its job done just after the export it finished: wait for that second write.
    const jobRow = () => server.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect(await jobRow()).toMatchObject({ status: 'done', attempts: 2 }));

    // One that kept dying is given up on: the export fails with the timeout reason.
    const doomed = await server.db
      .insertInto('export_files')
      .values({ account_id: harborId, user_id: userId, resource: 'groups', filters: '{}', download_options: '{}', origin: 'http://localhost', status: 'processing' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('jobs')
      .values({ kind: EXPORT_JOB, payload: JSON.stringify({ export_file_id: doomed.id }), status: 'processing', attempts: 3, locked_at: past, locked_by: 'crashed-worker', run_at: past })
      .execute();
    expect(await settled(doomed.id)).toMatchObject({ status: 'failed', status_reason: 'timeout', file_url: null });
  });
});
