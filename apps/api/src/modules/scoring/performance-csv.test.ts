import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker, type JobWorker } from '../../jobs/index.js';
import type { SettingCode } from '../accounts/setting-codes.js';
import { parseCsv } from '../../testing/csv-text.js';
import { startTestServer, type QueryValue, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, userIdOf } from '../../testing/test-accounts.js';

/** The demo's recent half year: every Harbor location has reviews in it. */
const RECENT = { start_date: '2026-05-01', end_date: '2026-10-31' };
type Row = Record<string, unknown>;

/** A cell as the file writes a value: numbers in full, a missing figure empty. */
const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));

describe('Location Performance CSVs', () => {
  let server: TestServer;
  let worker: JobWorker;
  let now = new Date('2026-11-04T12:00:00Z');
  let admin: string;
  let emailOnly: string;
  let harborId: number;
  let northwindId: number;
  let northwindLocation: number;

  const setSetting = async (code: SettingCode, value: 'true' | 'false') => {
    await server.db.updateTable('account_settings').set({ value }).where('account_id', '=', harborId).where('code', '=', code).execute();
  };
  const withSetting = async (code: SettingCode, value: 'true' | 'false', run: () => Promise<void>) => {
    const before = await server.db.selectFrom('account_settings').select('value').where('account_id', '=', harborId).where('code', '=', code).executeTakeFirst();
    await setSetting(code, value);
    try {
      await run();
    } finally {
      await setSetting(code, (before?.value ?? 'true') as 'true' | 'false');
    }
  };
  const get = (path: string, query: Record<string, QueryValue> = {}, token = admin) => server.request('GET', path, { token, query });
  const file = async (path: string, query: Record<string, QueryValue> = {}) => {
    const reply = await get(path, query);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header = [], ...rows] = parseCsv(reply.body as string);
    return { header, rows, disposition: reply.headers.get('content-disposition') };
  };
  /** Every row of the report for the query, at 250 a page following _links.next (as print does). */
  const reportRows = async (query: Record<string, QueryValue>): Promise<Row[]> => {
    const rows: Row[] = [];
    let page = 1;
    for (;;) {
      const reply = await get('/location_performance_overview', { ...query, per_page: 250, page });
      expect(reply.status).toBe(200);
      rows.push(...reply.body._embedded.location_performance_overview);
      if (!reply.body._links.next) return rows;
      page += 1;
    }
  };
  /** The file's columns that name a field of the report's rows, cell by cell. */
  const sharedCells = (header: string[], rows: string[][], report: Row[]) => {
    const shared = header.map((name, i) => [name, i] as const).filter(([name]) => report[0] && name in report[0]);
    return {
      file: rows.map((r) => shared.map(([, i]) => r[i])),
      report: report.map((r) => shared.map(([name]) => cell(r[name]))),
      columns: shared.map(([name]) => name),
    };
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    // Driven by hand (poll()) so a scheduled run happens when the test moves the clock.
    worker = createJobWorker({ db: server.db, services: server.services }, { log: () => undefined });
    admin = await server.login('admin@harbor.test');
    emailOnly = await server.login('emailonly@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    northwindId = await accountIdOf(server.db, 'Northwind Reviews');
    northwindLocation = (await server.db.selectFrom('locations').select('id').where('account_id', '=', northwindId).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('[F7-061] [P7-084] [F9-030] holds every row of the report in its order, each score and figure as the report gives it', async () => {
    const query = { ...RECENT, 'sort[by]': 'avg_rating', 'sort[order]': 'asc', with_lag: true };
    const report = await reportRows(query);
    expect(report.length).toBeGreaterThan(25);
    const { header, rows, disposition } = await file('/location_performance_overview/csv', query);
    expect(disposition).toBe('attachment; filename="location-performance-2026-11-04.csv"');
    expect(header.slice(0, 9)).toEqual(['rank', 'location_id', 'location_name', 'location_address', 'location_city', 'location_state', 'location_zipcode', 'score', 'target_score']);
    const cells = sharedCells(header, rows, report);
    expect(cells.columns).toEqual(expect.arrayContaining(['rank', 'location_id', 'score', 'target_score', 'avg_rating', 'response_time', 'media_count', 'score_lag', 'avg_rating_lag']));
    expect(cells.file).toEqual(cells.report);
    // The subscores are the score list's, location by location.
    const scores = await get(`/location_score/${harborId}/locations`, { ...RECENT, per_page: 250 });
    const byId = new Map<number, { code: string; value: number | null }[]>(
      scores.body._embedded.locations.map((l: { location_id: number; score: { subscores: [] } }) => [l.location_id, l.score.subscores]),
    );
    const at = (name: string) => header.indexOf(name);
    for (const row of rows) {
      const subscores = byId.get(Number(row[1])) ?? [];
      expect(row[at('average_rating_subscore')]).toBe(cell(subscores.find((s) => s.code === 'AverageRating')?.value));
      expect(row[at('owner_photos_subscore')]).toBe(cell(subscores.find((s) => s.code === 'MediaPresence')?.value));
    }
  });

  it('[F7-061] [F3-041] gives the groups view (groups_performance) and the old variant with the legacy score', async () => {
    const report = await reportRows({ ...RECENT, group_by: 'group' });
    const groups = await file('/location_performance_overview/csv', { ...RECENT, group_by: 'group', variant: 'old' });
    expect(groups.header).toEqual([
      'rank', 'group_id', 'group_name', 'location_count', 'legacy_score',
      'avg_rating', 'total_reviews', 'response_rate', 'response_time', 'listings_in_sync', 'media_count',
    ]);
    const cells = sharedCells(groups.header, groups.rows, report);
    expect(cells.columns).toContain('legacy_score');
    expect(cells.file).toEqual(cells.report);
    await withSetting('groups_performance', 'false', async () => {
      expect((await get('/location_performance_overview/csv', { ...RECENT, group_by: 'group' })).status).toBe(403);
      expect((await get('/export/csv/group_metrics', RECENT)).status).toBe(403);
    });
  });

  it('[F7-061] [F6-068] the industry variant puts the vertical\'s benchmark beside each figure, and needs industry_score', async () => {
    const { header, rows } = await file('/location_performance_overview/csv', { ...RECENT, variant: 'industry' });
    const account = await server.db.selectFrom('accounts').select('vertical').where('id', '=', harborId).executeTakeFirstOrThrow();
    const benchmark = (await get(`/benchmark/${account.vertical}`, RECENT)).body;
    for (const figure of ['avg_rating', 'total_reviews', 'response_rate', 'response_time', 'listings_in_sync', 'media_count']) {
      expect(new Set(rows.map((r) => r[header.indexOf(`industry_${figure}`)]))).toEqual(new Set([cell(benchmark[figure])]));
    }
    await withSetting('industry_score', 'false', async () => {
      expect((await get('/location_performance_overview/csv', { ...RECENT, variant: 'industry' })).status).toBe(403);
      expect((await get('/location_performance_overview/csv', { ...RECENT, variant: 'old' })).status).toBe(200);
    });
    await withSetting('new_performance_score', 'false', async () => {
      expect((await get('/location_performance_overview/csv', { ...RECENT, variant: 'new' })).status).toBe(403);
      expect((await get('/location_performance_overview/csv', { ...RECENT, variant: 'old' })).status).toBe(200);
    });
  });

  it('[F7-060] [F7-059] [P7-083] [P7-082] [F6-038] score files rank 1 first with the new score, need location_score read and the flag', async () => {
    const locations = await file('/location_score/export/locations/csv', { ...RECENT, 'sort[by]': 'avg_rating' });
    const scores = await get(`/location_score/${harborId}/locations`, { ...RECENT, per_page: 250 });
    expect(locations.rows.map((r) => Number(r[1]))).toEqual(scores.body._embedded.locations.map((l: { location_id: number }) => l.location_id));
    expect(locations.rows[0]?.[0]).toBe('1');
    const groups = await file('/location_score/export/groups/csv', RECENT);
    const groupScores = await get(`/location_score/${harborId}/groups`, { ...RECENT, per_page: 250 });
    expect(groups.rows.map((r) => Number(r[1]))).toEqual(groupScores.body._embedded.groups.map((g: { group_id: number }) => g.group_id));
    expect((await get('/location_score/export/locations/csv', RECENT, emailOnly)).status).toBe(403);
    await withSetting('new_performance_score', 'false', async () => {
      expect((await get('/location_score/export/locations/csv', RECENT)).status).toBe(403);
    });
  });

  it('[P7-079] location_metrics and group_metrics are the report by location and by group', async () => {
    const byLocation = await file('/export/csv/location_metrics', { ...RECENT, 'sort[by]': 'total_reviews' });
    const locationCells = sharedCells(byLocation.header, byLocation.rows, await reportRows({ ...RECENT, 'sort[by]': 'total_reviews' }));
    expect(locationCells.file).toEqual(locationCells.report);
    const byGroup = await file('/export/csv/group_metrics', RECENT);
    const groupCells = sharedCells(byGroup.header, byGroup.rows, await reportRows({ ...RECENT, group_by: 'group' }));
    expect(groupCells.file).toEqual(groupCells.report);
  });

  it('keeps to the caller\'s account and permissions (metrics read), and trial accounts may not download', async () => {
    expect((await get('/location_performance_overview/csv', RECENT, emailOnly)).status).toBe(403);
    expect((await get('/location_performance_overview/csv', { ...RECENT, account_id: northwindId })).status).toBe(403);
    expect((await get('/location_performance_overview/csv', { ...RECENT, location_id: northwindLocation })).status).toBe(404);
    expect((await server.request('GET', '/location_performance_overview/csv', { query: RECENT })).status).toBe(401);
    await withSetting('trial_export', 'false', async () => {
      await server.db.updateTable('accounts').set({ status: 'trial' }).where('id', '=', harborId).execute();
      try {
        expect((await get('/location_performance_overview/csv', RECENT)).status).toBe(403);
      } finally {
        await server.db.updateTable('accounts').set({ status: 'active' }).where('id', '=', harborId).execute();
      }
    });
  });

  it('answers a bad filter with a 400 naming it', async () => {
    const bad = async (query: Record<string, QueryValue>, field: string) => {
      const reply = await get('/location_performance_overview/csv', query);
      expect(reply.status).toBe(400);
      expect(reply.body.field ?? reply.body.message).toContain(field);
    };
    await bad({ start_date: '2026-06-01', end_date: '2026-05-01' }, 'start_date');
    await bad({ variant: 'newest' }, 'variant');
    await bad({ 'sort[by]': 'name' }, 'sort');
    await bad({ start_date: '2026-13-45' }, 'start_date');
  });

  it('[P7-075] exports metric_locations through export_files with the rows of the CSV download; bad filters are a 400', async () => {
    const filters = { ...RECENT, 'sort[by]': 'total_reviews', variant: 'old' };
    const created = await server.request('POST', `/export_files/${harborId}`, { token: admin, body: { resource: 'metric_locations', filters, file_type: 'csv' } });
    expect(created.status).toBe(201);
    await worker.poll();
    const row = await server.db.selectFrom('export_files').selectAll().where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('complete');
    const exported = await get(`/fetch-export-file/${row.id}/file-data`);
    const download = await get('/export/csv/location_metrics', filters);
    expect(exported.body).toBe(download.body);
    expect(row.row_count).toBe(parseCsv(download.body as string).length - 1);
    const bad = await server.request('POST', `/export_files/${harborId}`, { token: admin, body: { resource: 'metric_groups', filters: { variant: 'x' }, file_type: 'csv' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('filters.variant');
    await withSetting('groups_performance', 'false', async () => {
      const refused = await server.request('POST', `/export_files/${harborId}`, { token: admin, body: { resource: 'metric_groups', filters: RECENT, file_type: 'csv' } });
      expect(refused.status).toBe(403);
    });
  });

  it('runs a scheduled metric_groups export with the groups\' rows over the legend\'s range', async () => {
    await server.db.deleteFrom('scheduled_exports').execute();
    const userId = await userIdOf(server.db, 'admin@harbor.test');
    const schedule = await server.request('POST', '/scheduled_exports', {
      token: admin, query: { account_id: harborId },
      body: {
        display_name: 'Groups', date_range_legend: 'six_months', filters: {}, recipient_user_ids: [userId], recipient_emails: [],
        email_frequency: 'daily', email_subject: 'Group metrics', email_body: 'The groups.', scheduled_time: '13:00', export_type: 'metric_groups',
      },
    });
    expect(schedule.status).toBe(201);
    now = new Date(new Date(schedule.body.next_run_at).getTime() + 30_000);
    await worker.poll();
    const run = await server.db.selectFrom('export_files').selectAll().where('scheduled_export_id', '=', schedule.body.id).executeTakeFirstOrThrow();
    expect(run.status).toBe('complete');
    const exported = await get(`/fetch-export-file/${run.id}/file-data`);
    const [header, ...rows] = parseCsv(exported.body as string);
    // No variant asked: the account's own score (Harbor has the new one).
    expect(header?.slice(0, 6)).toEqual(['rank', 'group_id', 'group_name', 'location_count', 'score', 'target_score']);
    const groups = await server.db.selectFrom('groups').select('id').where('account_id', '=', harborId).execute();
    expect(rows.map((r) => Number(r[1])).sort((a, b) => a - b)).toEqual(groups.map((g) => g.id).sort((a, b) => a - b));
    // Real rows: the half year's reviews are counted.
    expect(rows.some((r) => Number(r[header?.indexOf('total_reviews') ?? -1]) > 0)).toBe(true);
    // [F6-068] A schedule of groups needs groups_performance, as the report does.
    await withSetting('groups_performance', 'false', async () => {
      const refused = await server.request('POST', '/scheduled_exports', {
        token: admin, query: { account_id: harborId },
        body: {
          display_name: 'Groups', date_range_legend: 'six_months', filters: {}, recipient_user_ids: [userId], recipient_emails: [],
          email_frequency: 'daily', email_subject: 'Group metrics', email_body: 'The groups.', scheduled_time: '13:00', export_type: 'metric_groups',
        },
      });
      expect(refused.status).toBe(403);
    });
  });

  it('[F9-034] a file that names no variant has the account\'s own score: the legacy one without new_performance_score', async () => {
    await withSetting('new_performance_score', 'false', async () => {
      const { header } = await file('/location_performance_overview/csv', RECENT);
      expect(header).toContain('legacy_score');
      expect(header).not.toContain('score');
    });
    expect((await file('/location_performance_overview/csv', RECENT)).header).toContain('score');
  });
});
