import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker, type JobWorker } from '../../jobs/index.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

const MINUTE = 60_000;

interface Dir { directory_code: string; status: string; fields_not_in_sync: string[]; directory_enabled: boolean }
interface Row { id: number; name: string; status: string; publishing_enabled: boolean; directories: Dir[] }

describe('Local Listings calls and the directory simulator', () => {
  let server: TestServer;
  let clock = new Date('2026-11-04T12:00:00Z');
  let admin: string;
  let harborId: number;
  let worker: JobWorker;
  /** The location the publishing test turned Auto Sync on for. */
  let published: number;
  const advance = async (ms: number) => {
    clock = new Date(clock.getTime() + ms);
    await worker.poll();
  };
  const list = (query: Record<string, string | number> = {}, token = admin) =>
    server.request<{ locations: Row[]; paging: { total: number; total_pages: number; page: number } }>('GET', `/local_listings/metrics/${harborId}/locations`, { token, query });
  const rowOf = async (id: number) => (await list({ location_id: id })).body.locations[0] as Row;
  const dirOf = (row: Row, code: string) => row.directories.find((d) => d.directory_code === code) as Dir;
  /** A Harbor location with Auto Sync off that Google lists. */
  const offLocation = async (offset = 0) => (await server.db.selectFrom('locations as l').innerJoin('directory_listings as d', 'd.location_id', 'l.id')
    .select('l.id').where('l.account_id', '=', harborId).where('l.publishing_enabled', '=', false).where('d.directory', '=', 'google')
    .orderBy('l.id').offset(offset).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    worker = createJobWorker({ db: server.db, services: server.services }, { log: () => undefined, listingScans: true });
    await worker.poll(); // queues the first scan pass, six hours ahead
  });
  afterAll(() => server?.close());

  it('[F7-042] [F9-051] [F9-053] lists the account\'s locations by name ascending, 25 a page, with paging and the six directories', async () => {
    const reply = await list({ nonce: 'n' });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listLocalListingLocations', 200, reply.body);
    const total = await server.db.selectFrom('locations').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', harborId).executeTakeFirstOrThrow();
    expect(reply.body.paging).toMatchObject({ page: 1, total: Number(total.n), total_pages: Math.ceil(Number(total.n) / 25) });
    const names = reply.body.locations.map((l) => l.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // [F9-054] the spec's column order; missing directories are not_available (F4-057).
    expect(reply.body.locations[0]?.directories.map((d) => d.directory_code)).toEqual(['google', 'facebook', 'apple_maps', 'bing', 'trip_advisor', 'yelp']);
  });

  it('[F9-052] sorts by status descending (the most urgent first) and filters by statuses, directories, location_ids and group_id', async () => {
    const rank = ['not_available', 'in_sync', 'published', 'pending_sync', 'in_progress', 'pending_claim', 'action_required', 'not_in_sync'];
    const sorted = await list({ 'sort[by]': 'status', 'sort[order]': 'desc', per_page: 500 });
    const ranks = sorted.body.locations.map((l) => rank.indexOf(l.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const outOfSync = await list({ statuses: 'not_in_sync', per_page: 500 });
    expect(outOfSync.body.locations.length).toBeGreaterThan(0);
    expect(outOfSync.body.locations.every((l) => l.status === 'not_in_sync')).toBe(true);
    const ids = sorted.body.locations.slice(0, 2).map((l) => l.id);
    expect((await list({ location_ids: ids.join(',') })).body.locations.map((l) => l.id).sort()).toEqual([...ids].sort());
    const group = await server.db.selectFrom('groups').innerJoin('group_locations', 'group_locations.group_id', 'groups.id').select(['groups.id']).where('groups.account_id', '=', harborId).executeTakeFirstOrThrow();
    const members = await server.db.selectFrom('group_locations').select('location_id').where('group_id', '=', group.id).execute();
    expect((await list({ group_id: group.id, per_page: 500 })).body.paging.total).toBe(members.length);
    const bad = await list({ statuses: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'statuses' });
  });

  it('[F7-043] [F7-044] the overview counts copies per directory and status, with the first location\'s directories', async () => {
    const location = await offLocation();
    const reply = await server.request<{ directories: { directory_code: string; directory_name: string; id: number; total: number }[]; locations: { id: number; directories: Dir[] }[]; total_locations: number }>(
      'GET', `/local_listings/metrics/${harborId}/overview`, { token: admin, query: { location_id: location } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getLocalListingOverview', 200, reply.body);
    expect(reply.body.directories.map((d) => d.directory_name)).toEqual(['Google', 'Facebook', 'Apple Maps', 'Bing', 'Tripadvisor', 'Yelp']);
    expect(reply.body.total_locations).toBe(1);
    expect(reply.body.locations[0]?.id).toBe(location);
    expect(reply.body.locations[0]?.directories[0]).toMatchObject({ directory_code: 'google', rtx_source_id: expect.any(Number) });
    const all = await server.request<{ directories: { total: number }[] }>('GET', `/local_listings/metrics/${harborId}/overview`, { token: admin });
    const copies = await server.db.selectFrom('directory_listings').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', harborId).executeTakeFirstOrThrow();
    expect(all.body.directories.reduce((s, d) => s + d.total, 0)).toBe(Number(copies.n));
  });

  it('[F7-045] [F8-048] [F9-060] publishing sends the data, which reaches the directories after 30 minutes', async () => {
    const location = await offLocation();
    published = location;
    const reply = await server.request('POST', '/local_listings/publish', { token: admin, body: { account_id: harborId, location_ids: [location] } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('publishLocalListings', 200, reply.body);
    expect(reply.body).toMatchObject({ publishing_enabled: true, message: 'Auto Sync enabled for this location' });
    let row = await rowOf(location);
    expect(row.publishing_enabled).toBe(true);
    expect(dirOf(row, 'google').status).toBe('in_progress');
    await advance(29 * MINUTE);
    expect(dirOf(await rowOf(location), 'google').status).toBe('in_progress');
    await advance(2 * MINUTE);
    row = await rowOf(location);
    expect(dirOf(row, 'google').status).toBe('in_sync');
    expect(dirOf(row, 'facebook').status).toBe('in_sync');
  });

  it('editing the phone in Locus: the next scan names phone and Auto Sync publishes it to the publishable directories; the others stay out of sync', async () => {
    const location = published;
    const patch = await server.request('PATCH', `/locations/${location}`, { token: admin, body: { phone: '(617) 555-0142' } });
    expect(patch.status).toBe(200);
    expect(dirOf(await rowOf(location), 'google').status).toBe('in_sync');
    await advance(6 * 60 * MINUTE);
    let row = await rowOf(location);
    expect(dirOf(row, 'google')).toMatchObject({ status: 'in_progress', fields_not_in_sync: ['phone'] });
    expect(dirOf(row, 'bing')).toMatchObject({ status: 'not_in_sync', fields_not_in_sync: ['phone'] });
    expect(row.status).toBe('not_in_sync');
    const flyout = await server.request<{ status_description: string; locus: { phone: string }; directory: { phone: string } }>(
      'GET', `/local_listings/locations/${location}/directories/bing`, { token: admin });
    server.expectMatchesContract('getLocalListingSync', 200, flyout.body);
    expect(flyout.body.status_description).toBe('Fields not in sync: phone');
    expect(flyout.body.locus.phone).toBe('(617) 555-0142');
    expect(flyout.body.directory.phone).not.toBe('(617) 555-0142');
    await advance(31 * MINUTE);
    row = await rowOf(location);
    expect(dirOf(row, 'google')).toMatchObject({ status: 'in_sync', fields_not_in_sync: [] });
    const google = await server.request<{ directory: { phone: string } }>('GET', `/local_listings/locations/${location}/directories/google`, { token: admin });
    expect(google.body.directory.phone).toBe('(617) 555-0142');
  });

  it('[F4-059] [F4-060] with Auto Sync on, a directory switched off shows not_in_sync, also after a scan', async () => {
    const location = published;
    await server.db.updateTable('directory_listings').set({ enabled: false }).where('location_id', '=', location).where('directory', '=', 'apple_maps').execute();
    expect(dirOf(await rowOf(location), 'apple_maps').status).toBe('not_in_sync');
    await advance(6 * 60 * MINUTE);
    expect(dirOf(await rowOf(location), 'apple_maps')).toMatchObject({ status: 'not_in_sync', directory_enabled: false });
  });

  it('[F6-024] [F7-047] [F7-048] switching a directory off through its override needs Auto Sync and the flag; the dashboard then shows it not_in_sync', async () => {
    const location = published;
    const sources = Object.fromEntries((await server.db.selectFrom('sources').select(['id', 'code']).execute()).map((s) => [s.code, s.id]));
    const setting = (code: string, value: string) => server.db.updateTable('account_settings').set({ value }).where('account_id', '=', harborId).where('code', '=', code).execute();
    await setting('enable_ll_directory_specific_publishing', 'false');
    const refused = await server.request('POST', '/location_source_overrides', { token: admin, body: { location_id: location, source_id: sources['facebook'], enabled: false } });
    expect(refused.status).toBe(403);
    await setting('enable_ll_directory_specific_publishing', 'true');
    const created = await server.request<{ id: number }>('POST', '/location_source_overrides', { token: admin, body: { location_id: location, source_id: sources['facebook'], enabled: false } });
    expect(created.status).toBe(201);
    expect(dirOf(await rowOf(location), 'facebook')).toMatchObject({ status: 'not_in_sync', directory_enabled: false });
    const back = await server.request('PATCH', `/location_source_overrides/${created.body.id}`, { token: admin, body: { enabled: true } });
    expect(back.status).toBe(200);
    expect(dirOf(await rowOf(location), 'facebook').directory_enabled).toBe(true);
  });

  it('[F7-046] [F8-049] unpublishing stops the data in flight', async () => {
    const location = await offLocation();
    await server.request('POST', '/local_listings/publish', { token: admin, body: { location_ids: [location] } });
    const reply = await server.request('POST', '/local_listings/unpublish', { token: admin, body: { account_id: harborId, location_ids: [location] } });
    expect(reply.body).toMatchObject({ publishing_enabled: false, message: 'Auto Sync disabled for this location' });
    const row = await rowOf(location);
    expect(row.publishing_enabled).toBe(false);
    expect(dirOf(row, 'google').status).toBe('pending_sync');
  });

  it('a directory refuses a listing without a phone (action_required); a new copy waits for its claim (pending_claim)', async () => {
    const location = await offLocation(1);
    await server.db.updateTable('locations').set({ phone: null }).where('id', '=', location).execute();
    await server.db.deleteFrom('directory_listings').where('location_id', '=', location).where('directory', '=', 'facebook').execute();
    await server.request('POST', '/local_listings/publish', { token: admin, body: { location_ids: [location] } });
    expect(dirOf(await rowOf(location), 'facebook').status).toBe('pending_claim');
    await advance(31 * MINUTE);
    let row = await rowOf(location);
    expect(dirOf(row, 'google').status).toBe('action_required');
    expect(dirOf(row, 'facebook').status).toBe('pending_claim');
    const flyout = await server.request<{ reference_id: string | null }>('GET', `/local_listings/locations/${location}/directories/facebook`, { token: admin });
    expect(flyout.body.reference_id).toBeNull();
    await advance(24 * 60 * MINUTE);
    await advance(6 * 60 * MINUTE);
    row = await rowOf(location);
    expect(dirOf(row, 'facebook').status).toBe('action_required');
  });

  it('[F8-050] publishing without an active Google integration is refused; the flyout tells expired from missing', async () => {
    const location = await offLocation();
    await server.db.updateTable('oauth_tokens').set({ expires_at: new Date(clock.getTime() - MINUTE) }).where('account_id', '=', harborId).where('source_code', '=', 'google').execute();
    const refused = await server.request('POST', '/local_listings/publish', { token: admin, body: { location_ids: [location] } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'Cannot Publish: No active Google integration.', field: 'location_ids' });
    const expired = await server.request<{ integration: { integration_status: string } }>('GET', `/local_listings/locations/${location}/directories/google`, { token: admin });
    expect(expired.body.integration.integration_status).toBe('expired');
    const bing = await server.request<{ integration: { integration_status: string } }>('GET', `/local_listings/locations/${location}/directories/bing`, { token: admin });
    expect(bing.body.integration.integration_status).toBe('active');
    await server.db.deleteFrom('oauth_tokens').where('account_id', '=', harborId).where('source_code', '=', 'google').execute();
    const missing = await server.request<{ integration: { integration_status: string } }>('GET', `/local_listings/locations/${location}/directories/google`, { token: admin });
    expect(missing.body.integration.integration_status).toBe('inactive');
  });

  it('[F6-017] [F6-022] needs local_listing read to read and location update to toggle; other accounts are out of reach', async () => {
    const readonly = await server.login('readonly@harbor.test');
    expect((await list({}, readonly)).status).toBe(200);
    const location = await offLocation();
    expect((await server.request('POST', '/local_listings/publish', { token: readonly, body: { location_ids: [location] } })).status).toBe(403);
    const pinecrest = await server.login('trial@pinecrest.test');
    expect((await list({}, pinecrest)).status).toBe(403);
    expect((await server.request('GET', `/local_listings/locations/${location}/directories/google`, { token: pinecrest })).status).toBe(404);
    const theirs = (await server.db.selectFrom('locations').select('id').where('account_id', '!=', harborId).executeTakeFirstOrThrow()).id;
    const foreign = await server.request('POST', '/local_listings/publish', { token: admin, body: { location_ids: [theirs] } });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ field: 'location_ids' });
  });

  it('[F7-041] reads the provider; [F6-018] an account without the local_listings feature gets no data', async () => {
    const reply = await server.request('GET', '/local_listings/provider', { token: admin, query: { account_id: harborId } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getLocalListingProvider', 200, reply.body);
    expect(reply.body).toEqual({ data: { provider: 'internal' } });
    await server.db.updateTable('account_settings').set({ value: 'false' }).where('account_id', '=', harborId).where('code', '=', 'local_listings').execute();
    const preview = await server.login('admin@harbor.test');
    expect((await list({}, preview)).status).toBe(403);
    await server.db.updateTable('account_settings').set({ value: 'true' }).where('account_id', '=', harborId).where('code', '=', 'local_listings').execute();
  });
});
