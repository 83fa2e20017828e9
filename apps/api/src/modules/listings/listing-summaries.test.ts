import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMARY_STATUS_RANK } from '../../db/migrations/0013_listing_summaries.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { scanBatch } from './listing-jobs.js';
import { STATUS_RANK } from './scan-rules.js';

interface Overview { directories: { directory_code: string; total: number; statuses: Record<string, number> }[]; locations_by_status: Record<string, number>; total_locations: number }
interface Page { locations: { id: number; name: string; status: string; last_checked_at: string | null; pct_valid_top_directories: number }[]; paging: { total: number } }

const iso = (d: Date | string | null | undefined) => (d === null || d === undefined ? null : new Date(d).toISOString());

describe('listing summaries (migration 0013) stay equal to the directory copies they summarize', () => {
  let server: TestServer;
  let clock = new Date('2026-11-04T12:00:00Z');
  let admin: string;
  let harborId: number;
  let cycle = 0;

  /**
   * The summaries and account counts recomputed from scratch from the copies (the dashboard's former per-request
   * aggregation): the summary of every location and the counts of every account must equal them.
   */
  const expectSummariesExact = async () => {
    const rankArray = sql.raw(`array[${STATUS_RANK.map((s) => `'${s}'`).join(',')}]`);
    const { rows: copies } = await sql<{ location_id: number; account_id: number; directory: string; rank: number | null; last_published_at: Date | null; last_checked_at: Date | null;
      status: string; enabled: boolean; fields_not_in_sync: string[]; listing_url: string | null; reference_id: string | null }>`
      select l.id as location_id, l.account_id, d.directory, d.last_published_at, d.last_checked_at, d.status, d.enabled, d.fields_not_in_sync, d.listing_url, d.reference_id,
        array_position(${rankArray}, case when l.publishing_enabled and not d.enabled then 'not_in_sync' else d.status end) as rank
      from locations l left join directory_listings d on d.location_id = l.id`.execute(server.db);
    const { rows: names } = await sql<{ id: number; name: string; address: string | null }>`select id, name, address from locations`.execute(server.db);
    const expected = new Map<number, { account_id: number; name_key: string; address_key: string | null; rank: number; last_published_at: string | null; last_checked_at: string | null; valid_top: number; directories: Record<string, unknown[]> }>();
    for (const n of names) expected.set(n.id, { account_id: 0, name_key: n.name.toLowerCase(), address_key: n.address?.toLowerCase() ?? null, rank: 1, last_published_at: null, last_checked_at: null, valid_top: 0, directories: {} });
    const counts = new Map<string, number>();
    const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const c of copies) {
      const e = expected.get(c.location_id);
      if (!e) continue;
      e.account_id = c.account_id;
      if (c.directory === null || c.rank === null) continue;
      e.rank = Math.max(e.rank, c.rank);
      const published = iso(c.last_published_at);
      const checked = iso(c.last_checked_at);
      if (published && (!e.last_published_at || published > e.last_published_at)) e.last_published_at = published;
      if (checked && (!e.last_checked_at || checked > e.last_checked_at)) e.last_checked_at = checked;
      if (['google', 'facebook', 'apple_maps'].includes(c.directory) && c.rank === 2) e.valid_top += 1;
      e.directories[c.directory] = [c.rank, published, checked, c.status, c.enabled, c.fields_not_in_sync, c.listing_url, c.reference_id];
      bump(`${c.account_id}:${c.directory}:${c.rank}`);
    }
    for (const e of expected.values()) bump(`${e.account_id}:${''}:${e.rank}`);

    const summaries = await server.db.selectFrom('listing_location_summaries').selectAll().execute();
    const actual = new Map(summaries.map((s) => [s.location_id, {
      account_id: s.account_id, name_key: s.name_key, address_key: s.address_key, rank: s.rank, last_published_at: iso(s.last_published_at),
      last_checked_at: iso(s.last_checked_at), valid_top: s.valid_top,
      directories: Object.fromEntries(Object.entries(s.directories).map(([k, [rank, published, checked, ...rest]]) => [k, [rank, iso(published), iso(checked), ...rest]])),
    }]));
    expect(actual.size).toBe(expected.size);
    for (const [id, e] of expected) expect({ id, ...actual.get(id) }).toEqual({ id, ...e });
    const stored = await server.db.selectFrom('listing_status_counts').selectAll().where('n', '<>', 0).execute();
    expect(Object.fromEntries(stored.map((c) => [`${c.account_id}:${c.directory}:${c.rank}`, c.n]))).toEqual(Object.fromEntries(counts));
  };

  const overview = async (query: Record<string, string | number> = {}) =>
    (await server.request<Overview>('GET', `/local_listings/metrics/${harborId}/overview`, { token: admin, query })).body;
  const page = async (query: Record<string, string | number> = {}) =>
    (await server.request<Page>('GET', `/local_listings/metrics/${harborId}/locations`, { token: admin, query })).body;
  const scanAll = async () => {
    cycle += 1;
    for (let after: number | null = 0; after !== null;) after = await scanBatch(server.db, server.services, cycle, after, 50);
  };
  /** A Harbor location with Auto Sync off (the publish test), or any Harbor location by offset. */
  const harborLocation = async (offset: number, autoSyncOff = false) => (await server.db.selectFrom('locations').select(['id', 'name'])
    .where('account_id', '=', harborId).$if(autoSyncOff, (q) => q.where('publishing_enabled', '=', false).where('status', '!=', 'not_eligible'))
    .orderBy('id').offset(offset).executeTakeFirstOrThrow());

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  it('the migration froze the status ranks the dashboard uses', () => {
    expect([...SUMMARY_STATUS_RANK]).toEqual([...STATUS_RANK]);
  });

  it('after the seed and after scans (statuses, fields and check times change), the summaries and counts equal the copies', async () => {
    await expectSummariesExact();
    clock = new Date(clock.getTime() + 6 * 3_600_000);
    await scanAll();
    await expectSummariesExact();
    // Directory users edit now and then (by cycle): a second pass differs from the first.
    clock = new Date(clock.getTime() + 6 * 3_600_000);
    await scanAll();
    await expectSummariesExact();
  });

  it('[F7-045] [F7-046] a publish and an unpublish move the location\'s status, the dashboard and the overview at once', async () => {
    const location = await harborLocation(0, true);
    const before = await overview();
    expect((await server.request('POST', '/local_listings/publish', { token: admin, body: { location_ids: [location.id] } })).status).toBe(200);
    await expectSummariesExact();
    // Only the publishable copies go in progress; over Google alone the location is in progress.
    expect((await page({ location_id: location.id, directories: 'google' })).locations[0]?.status).toBe('in_progress');
    expect((await page({ statuses: 'in_progress', directories: 'google', per_page: 500 })).locations.map((l) => l.id)).toContain(location.id);
    const after = await overview();
    expect(after.total_locations).toBe(before.total_locations);
    const google = (o: Overview) => o.directories.find((d) => d.directory_code === 'google')?.statuses ?? {};
    expect(google(after)['in_progress']).toBe((google(before)['in_progress'] ?? 0) + 1);
    expect((await server.request('POST', '/local_listings/unpublish', { token: admin, body: { location_ids: [location.id] } })).status).toBe(200);
    await expectSummariesExact();
    expect((await page({ location_id: location.id, directories: 'google' })).locations[0]?.status).toBe('pending_sync');
  });

  it('a location edit (name, and a switched-off directory under Auto Sync) re-sorts and re-rates it', async () => {
    const location = await harborLocation(10);
    const patch = await server.request('PATCH', `/locations/${location.id}`, { token: admin, body: { name: 'AAA First By Name' } });
    expect(patch.status).toBe(200);
    await expectSummariesExact();
    expect((await page({ 'sort[by]': 'name', 'sort[order]': 'asc' })).locations[0]).toMatchObject({ id: location.id, name: 'AAA First By Name' });
    // [F4-059] Bing switched off shows not_in_sync once Auto Sync is on (the location's own column changes).
    await server.db.updateTable('directory_listings').set({ enabled: false, status: 'in_sync' }).where('location_id', '=', location.id).where('directory', '=', 'bing').execute();
    await server.db.updateTable('locations').set({ publishing_enabled: false }).where('id', '=', location.id).execute();
    expect((await page({ location_id: location.id, directories: 'bing' })).locations[0]?.status).toBe('in_sync');
    await server.db.updateTable('locations').set({ publishing_enabled: true }).where('id', '=', location.id).execute();
    await expectSummariesExact();
    expect((await page({ location_id: location.id, directories: 'bing' })).locations[0]?.status).toBe('not_in_sync');
    expect((await page({ location_id: location.id })).locations[0]?.status).toBe('not_in_sync');
  });

  it('deleting a location or a copy takes it out of the summaries, the page total and the overview', async () => {
    const location = await harborLocation(11);
    const before = await overview();
    const total = (await page()).paging.total;
    expect((await server.request('DELETE', `/locations/${location.id}`, { token: admin })).status).toBe(204);
    await expectSummariesExact();
    expect((await page()).paging.total).toBe(total - 1);
    const after = await overview();
    expect(after.total_locations).toBe(before.total_locations - 1);
    const copies = (o: Overview) => o.directories.reduce((sum, d) => sum + d.total, 0);
    expect(copies(after)).toBeLessThan(copies(before));
    const other = await harborLocation(12);
    await server.db.deleteFrom('directory_listings').where('location_id', '=', other.id).where('directory', '=', 'yelp').execute();
    await expectSummariesExact();
    expect(copies(await overview())).toBe(copies(after) - 1);
  });

  it('[F6-022] each account\'s summaries and counts hold only its own copies; writes elsewhere leave Harbor\'s overview as it was', async () => {
    const before = await overview();
    const { id: otherId } = await server.db.selectFrom('directory_listings').select('account_id as id').where('account_id', '!=', harborId).executeTakeFirstOrThrow();
    await server.db.updateTable('directory_listings').set({ status: 'action_required' }).where('account_id', '=', otherId).execute();
    await server.db.updateTable('locations').set({ publishing_enabled: true }).where('account_id', '=', otherId).execute();
    await expectSummariesExact();
    expect(await overview()).toEqual(before);
    const mine = await server.db.selectFrom('directory_listings').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', harborId).executeTakeFirstOrThrow();
    expect(before.directories.reduce((sum, d) => sum + d.total, 0)).toBe(Number(mine.n));
    const pinecrest = await server.login('trial@pinecrest.test');
    expect((await server.request('GET', `/local_listings/metrics/${harborId}/overview`, { token: pinecrest })).status).toBe(403);
  });

  it('[F9-052] every filter and sort of the dashboard answers as the copies say (statuses, directories, group, sorts both ways)', async () => {
    const all = (await page({ per_page: 500, 'sort[by]': 'status', 'sort[order]': 'desc' })).locations;
    for (const by of ['name', 'status', 'last_published_at', 'last_checked_at', 'address']) {
      for (const order of ['asc', 'desc']) {
        const reply = await page({ per_page: 500, 'sort[by]': by, 'sort[order]': order });
        expect(reply.paging.total).toBe(all.length);
        expect(new Set(reply.locations.map((l) => l.id))).toEqual(new Set(all.map((l) => l.id)));
      }
    }
    const checked = (await page({ per_page: 500, 'sort[by]': 'last_checked_at', 'sort[order]': 'desc' })).locations.map((l) => l.last_checked_at ?? '');
    expect(checked.filter(Boolean)).toEqual([...checked.filter(Boolean)].sort().reverse());
    // A directory filter: each location's status is the most urgent of just those copies.
    const { rows } = await sql<{ id: number; rank: number }>`
      select l.id, coalesce(max(array_position(${sql.raw(`array[${STATUS_RANK.map((s) => `'${s}'`).join(',')}]`)},
        case when l.publishing_enabled and not d.enabled then 'not_in_sync' else d.status end)), 1) as rank
      from locations l left join directory_listings d on d.location_id = l.id and d.directory in ('facebook', 'yelp')
      where l.account_id = ${harborId} group by l.id`.execute(server.db);
    const filtered = await page({ per_page: 500, directories: 'facebook,yelp' });
    expect(Object.fromEntries(filtered.locations.map((l) => [l.id, l.status])))
      .toEqual(Object.fromEntries(rows.map((r) => [r.id, STATUS_RANK[Number(r.rank) - 1]])));
    const byStatus = await overview({ directories: 'facebook,yelp' });
    expect(byStatus.directories.map((d) => d.directory_code)).toEqual(['facebook', 'yelp']);
    const expectedByStatus: Record<string, number> = {};
    for (const r of rows) expectedByStatus[STATUS_RANK[Number(r.rank) - 1] as string] = (expectedByStatus[STATUS_RANK[Number(r.rank) - 1] as string] ?? 0) + 1;
    expect(byStatus.locations_by_status).toEqual(expectedByStatus);
    const pending = await overview({ statuses: 'pending_sync' });
    expect(pending.total_locations).toBe(all.filter((r) => r.status === 'pending_sync').length);
  });
});
