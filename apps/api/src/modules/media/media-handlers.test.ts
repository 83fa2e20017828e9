import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker, type JobWorker } from '../../jobs/index.js';
import { BULK_AUTO_SYNC_OFF, NO_INTEGRATION, NOT_IN_DIRECTORY } from './photo-availability.js';
import { TOO_LARGE, TOO_SMALL } from './photo-rules.js';
import { blankPng, noisyJpeg, noisyPng } from '../../testing/test-images.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { BULK_NEEDS_AUTO_SYNC } from './media-handlers.js';
import { accountIdOf } from '../../testing/test-accounts.js';

const START = new Date('2026-11-20T12:00:00Z');

describe('photos: upload, register, publish, list, delete', () => {
  let server: TestServer;
  let worker: JobWorker;
  let clock = START.getTime();
  let admin: string;
  let harborId: number;
  let listed: number[];
  let unlisted: number;
  let categories: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(clock) });
    worker = createJobWorker({ db: server.db, services: server.services }, { pollMs: 50, log: () => undefined });
    worker.start();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    const google = await server.db.selectFrom('directory_listings').select(['location_id', 'status'])
      .where('account_id', '=', harborId).where('directory', '=', 'google').orderBy('location_id').execute();
    listed = google.filter((g) => g.status === 'in_sync' || g.status === 'not_in_sync').map((g) => g.location_id);
    const off = google.find((g) => g.status === 'pending_sync');
    if (!off) throw new Error('the demo has a Harbor location whose Google listing is not published');
    unlisted = off.location_id;
    const reply = await server.request('GET', '/media_categories', { token: admin });
    categories = Object.fromEntries((reply.body._embedded.media_categories as { code: string; id: number }[]).map((c) => [c.code, c.id]));
  });
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
  });

  async function upload(data: Buffer, name: string, token = admin, type = 'image/png') {
    const form = new FormData();
    form.append('file_upload', new Blob([new Uint8Array(data)], { type }), name);
    const response = await fetch(`${server.baseUrl}/api/upload?purpose=photo&auth_token=${encodeURIComponent(token)}`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const register = (s3Path: unknown, locationIds: number[], category: string | null, token = admin) =>
    server.request('POST', '/media', {
      token,
      body: { account_id: harborId, location_ids: locationIds, source_id: undefined, high_priority: false, category_id: category ? categories[category] : null, s3_path: s3Path },
    });

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 200; i += 1) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('timed out');
  }

  it('[F7-037] lists the media categories, filtered by name', async () => {
    const reply = await server.request('GET', '/media_categories', { token: admin, query: { name: ['Logo', 'Cover'], page: 1, per_page: 25 } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listMediaCategories', 200, reply.body);
    expect(reply.body._embedded.media_categories.map((c: { name: string }) => c.name)).toEqual(['Cover', 'Logo']);
  });

  it('[P5-029] [F5-041] [P9-025] refuses a 9 KB PNG with the minimum-size message', async () => {
    const small = await noisyPng(50, 50);
    expect(small.length).toBeLessThan(10240);
    const reply = await upload(small, 'small.png');
    expect(reply).toMatchObject({ status: 400, body: { error: TOO_SMALL, field: 'file_upload' } });
  });

  it('[P5-028] [F5-040] [P9-024] refuses a 6 MB JPEG with the maximum-size message', async () => {
    const large = await noisyJpeg(2500, 1900, 100);
    expect(large.length).toBeGreaterThan(6 * 1024 * 1024);
    const reply = await upload(large, 'large.jpg', admin, 'image/jpeg');
    expect(reply).toMatchObject({ status: 400, body: { error: TOO_LARGE, field: 'file_upload' } });
  });

  it('[P5-027] [F5-039] refuses a file that is no image even when named .png (the content decides)', async () => {
    const text = Buffer.from('not a picture\n'.repeat(1000));
    const reply = await upload(text, 'fake.png');
    expect(reply.status).toBe(400);
    expect(reply.body['error']).toMatch(/png or jpeg/);
  });

  it('[F5-042] [F5-047] refuses a 400x400 photo as a Cover at registration ("Upload error:")', async () => {
    const uploaded = await upload(await noisyPng(400, 400), 'square.png');
    expect(uploaded.status).toBe(201);
    server.expectMatchesContract('uploadFile', 201, uploaded.body);
    expect(uploaded.body).toMatchObject({ width: 400, height: 400, mime_type: 'image/png' });
    const reply = await register(uploaded.body['s3_path'], [listed[0] ?? 0], 'COVER');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'category_id' });
    expect(reply.body.error).toMatch(/^Upload error: Cover photos must have an aspect ratio of at least 16:9/);
  });

  it('[F4-041] [P7-089] [P7-090] a valid logo: upload, processing on its channel, registration, then published', async () => {
    const uploaded = await upload(await noisyPng(400, 400, 7), 'logo.png');
    expect(uploaded.status).toBe(201);
    const uploadId = uploaded.body['id'] as number;

    const started = await server.request('POST', '/webhooks/rtx-images', {
      token: admin,
      body: { event: 'process', label: 'photo', account_id: harborId, resource_id: uploadId, mime_type: 'image/png', s3_path: uploaded.body['s3_path'] },
    });
    expect(started.status).toBe(202);
    server.expectMatchesContract('processImage', 202, started.body);
    expect(started.body).toEqual({ channel: `rtx_images-${uploadId}` });

    // The channel, read as the browser does: a server-sent event stream with Basic auth.
    const stream = await fetch(`${server.baseUrl}/api/realtime/rtx_images-${uploadId}`, {
      headers: { authorization: `Basic ${Buffer.from(`:${admin}`).toString('base64')}` },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await stream.text();
    const data = JSON.parse(/data: (.*)\n/.exec(text)?.[1] ?? 'null') as { event: string; action: string; url: string };
    expect(data).toMatchObject({ event: 'ok', action: 'IMAGE_PROCESSING_COMPLETE' });
    const thumbnail = await fetch(`${server.baseUrl}${data.url}`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');

    const location = listed[1] ?? 0;
    const created = await register(uploaded.body['s3_path'], [location], 'LOGO');
    expect(created.status).toBe(201);
    server.expectMatchesContract('createMedia', 201, created.body);
    const media = created.body.media[0];
    expect(media).toMatchObject({ location_id: location, category: 'LOGO', published_status: 'pending', width: 400, height: 400 });
    expect(media.cdn_stored_low_res_url).toBe(data.url);

    // The directory answers after its review delay (5 minutes at time scale 1).
    clock += 5 * 60 * 1000 + 1000;
    const settled = await until(
      () => server.request('GET', '/media', { token: admin, query: { location_id: location } }),
      (reply) => reply.body._embedded?.media?.[0]?.published_status !== 'pending',
    );
    expect(settled.body._embedded.media[0]).toMatchObject({ id: media.id, published_status: 'published' });
    expect(settled.body._embedded.media[0].published_at).not.toBeNull();
  });

  it('a blank photo is refused by the directory: dead', async () => {
    const uploaded = await upload(await blankPng(400, 400), 'blank.png');
    expect(uploaded.status).toBe(201);
    const location = listed[2] ?? 0;
    const created = await register(uploaded.body['s3_path'], [location], null);
    expect(created.status).toBe(201);
    expect(created.body.media[0]).toMatchObject({ category: 'EMPTY', published_status: 'pending' });
    clock += 5 * 60 * 1000 + 1000;
    const settled = await until(
      () => server.request('GET', '/media', { token: admin, query: { location_id: location } }),
      (reply) => reply.body._embedded?.media?.[0]?.published_status !== 'pending',
    );
    expect(settled.body._embedded.media[0].published_status).toBe('dead');
  });

  it('[F7-039] [F9-007] a location\'s photos: 8 a page, cover first then newest, with the HAL envelope', async () => {
    const location = listed[3] ?? 0;
    const cover = await upload(await noisyPng(960, 540, 11), 'cover.png');
    for (let i = 0; i < 9; i += 1) {
      const photo = await upload(await noisyPng(300, 300, 20 + i), `photo-${i}.png`);
      clock += 1000;
      expect((await register(photo.body['s3_path'], [location], 'INTERIOR')).status).toBe(201);
    }
    clock -= 60_000; // the cover is older than the rest: it still comes first by category rank
    expect((await register(cover.body['s3_path'], [location], 'COVER')).status).toBe(201);
    const query = { account_id: harborId, location_id: location, page: 1, source_id: undefined, 'sort[by]': 'category_rank,published_at', 'sort[order]': 'desc,desc', type: 'owner', has_custom_offset: true };
    const first = await server.request('GET', '/media', { token: admin, query });
    expect(first.status).toBe(200);
    server.expectMatchesContract('listMedia', 200, first.body);
    expect(first.body).toMatchObject({ _total: 10, _total_pages: 2, unavailable_reason: null });
    const names = first.body._embedded.media.map((m: { name: string }) => m.name);
    expect(names).toEqual(['cover.png', 'photo-8.png', 'photo-7.png', 'photo-6.png', 'photo-5.png', 'photo-4.png', 'photo-3.png', 'photo-2.png']);
    expect(first.body._links.next).toBeDefined();
    const second = await server.request('GET', '/media', { token: admin, query: { ...query, page: 2 } });
    expect(second.body._embedded.media.map((m: { name: string }) => m.name)).toEqual(['photo-1.png', 'photo-0.png']);
  });

  it('[F4-045] [F4-047] a location not published on Google: the reason, and no photo can be sent', async () => {
    const list = await server.request('GET', '/media', { token: admin, query: { location_id: unlisted } });
    expect(list.body.unavailable_reason).toBe(NOT_IN_DIRECTORY);
    const photo = await upload(await noisyPng(300, 300, 3), 'p.png');
    const refused = await register(photo.body['s3_path'], [unlisted], null);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(NOT_IN_DIRECTORY);
  });

  it('[F5-036] Bulk Add Photos is refused when a selected location has Auto Sync off', async () => {
    const photo = await upload(await noisyPng(300, 300, 4), 'bulk.png');
    const refused = await register(photo.body['s3_path'], [listed[4] ?? 0, unlisted], null);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(BULK_AUTO_SYNC_OFF);
    const sent = await register(photo.body['s3_path'], [listed[4] ?? 0, listed[5] ?? 0], null);
    expect(sent.status).toBe(201);
    expect(sent.body.media).toHaveLength(2);
  });

  it('[F6-025] Bulk Add Photos (several locations) needs Auto Sync on the plan; one location does not', async () => {
    const photo = await upload(await noisyPng(300, 300, 6), 'bulk-plan.png');
    await server.db.updateTable('account_settings').set({ value: 'false' }).where('account_id', '=', harborId).where('code', '=', 'auto_sync').execute();
    try {
      const refused = await register(photo.body['s3_path'], [listed[4] ?? 0, listed[5] ?? 0], null);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(BULK_NEEDS_AUTO_SYNC);
      expect((await register(photo.body['s3_path'], [listed[4] ?? 0], null)).status).toBe(201);
    } finally {
      await server.db.updateTable('account_settings').set({ value: 'true' }).where('account_id', '=', harborId).where('code', '=', 'auto_sync').execute();
    }
  });

  it('[F4-046] without an active Google integration the reason is "No active Google integration"', async () => {
    await server.db.updateTable('oauth_tokens').set({ expires_at: new Date(clock - 1000) }).where('account_id', '=', harborId).where('source_code', '=', 'google').execute();
    try {
      const list = await server.request('GET', '/media', { token: admin, query: { location_id: listed[0] ?? 0 } });
      expect(list.body.unavailable_reason).toBe(NO_INTEGRATION);
    } finally {
      await server.db.updateTable('oauth_tokens').set({ expires_at: null }).where('account_id', '=', harborId).where('source_code', '=', 'google').execute();
    }
  });

  it('the gallery lists the account\'s photos newest first, filtered by location and type', async () => {
    const location = listed[3] ?? 0;
    const reply = await server.request('GET', '/media', { token: admin, query: { location_id: undefined, type: 'owner', per_page: 3 } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listMedia', 200, reply.body);
    expect(reply.body.unavailable_reason).toBeNull();
    const customer = await server.request('GET', '/media', { token: admin, query: { type: 'customer' } });
    expect(customer.body._total).toBe(0);
    const grouped = await server.request('GET', '/media', { token: admin, query: { published_after: '2026-01-01', published_before: '2026-12-31', rating: [5] } });
    expect(grouped.body._total).toBe(0);
    const own = await server.request('GET', '/media', { token: admin, query: { location_id: location, per_page: 50 } });
    expect(own.body._total).toBe(10);
  });

  it('[F6-010] [F7-040] deleting a photo needs media delete; the photo is gone for the location', async () => {
    const location = listed[3] ?? 0;
    const before = await server.request('GET', '/media', { token: admin, query: { location_id: location, per_page: 50 } });
    const target = before.body._embedded.media[0];
    const user = await server.login('user@harbor.test');
    const denied = await server.request('PUT', `/media/${target.id}`, { token: user, body: { location_id: location, url_id: null } });
    expect(denied.status).toBe(403);
    const wrongLocation = await server.request('PUT', `/media/${target.id}`, { token: admin, body: { location_id: listed[0], url_id: null } });
    expect(wrongLocation.status).toBe(400);
    const deleted = await server.request('PUT', `/media/${target.id}`, { token: admin, body: { location_id: location, url_id: null } });
    expect(deleted.status).toBe(204);
    const after = await server.request('GET', '/media', { token: admin, query: { location_id: location, per_page: 50 } });
    expect(after.body._total).toBe(9);
  });

  it('the gallery\'s total over dates is exact through adds and deletes (the per-day roll-up agrees with a count)', async () => {
    const counted = async (after: string, before?: string) => {
      let query = server.db.selectFrom('media').select((eb) => eb.fn.countAll<string>().as('n'))
        .where('account_id', '=', harborId).where('created_at', '>=', new Date(after));
      if (before) query = query.where('created_at', '<', new Date(before));
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const gallery = async (query: Record<string, string>) => (await server.request('GET', '/media', { token: admin, query: { ...query, per_page: 1 } })).body._total as number;
    const day = new Date(clock).toISOString().slice(0, 10);
    const added = await counted('2000-01-01');
    expect(added).toBeGreaterThan(0);
    expect(await gallery({ published_after: '2000-01-01' })).toBe(added);
    // published_before is inclusive of its day; a bound with a time of day is counted from the photos.
    expect(await gallery({ published_after: day, published_before: day })).toBe(await counted(day, new Date(Date.parse(day) + 86_400_000).toISOString()));
    expect(await gallery({ published_after: `${day}T00:00:01Z` })).toBe(await counted(`${day}T00:00:01Z`));
    expect(await gallery({ published_before: '2000-01-01' })).toBe(0);

    const location = listed[3] ?? 0;
    const photos = await server.request('GET', '/media', { token: admin, query: { location_id: location, per_page: 50 } });
    const deleted = await server.request('PUT', `/media/${photos.body._embedded.media[0].id}`, { token: admin, body: { location_id: location, url_id: null } });
    expect(deleted.status).toBe(204);
    expect(await gallery({ published_after: '2000-01-01' })).toBe(added - 1);
    expect(await counted('2000-01-01')).toBe(added - 1);
  });

  it('[P6-014] [F6-009] uploading and registering need media create; other accounts\' photos are not found', async () => {
    const readOnly = await server.login('readonly@harbor.test');
    const photo = await upload(await noisyPng(300, 300, 5), 'ro.png');
    const denied = await register(photo.body['s3_path'], [listed[0] ?? 0], null, readOnly);
    expect(denied.status).toBe(403);
    const other = await server.login('trial@pinecrest.test');
    const foreign = await server.request('POST', '/webhooks/rtx-images', { token: other, body: { event: 'process', resource_id: photo.body['id'] } });
    expect(foreign.status).toBe(404);
    const stream = await fetch(`${server.baseUrl}/api/realtime/rtx_images-${String(photo.body['id'])}`, {
      headers: { authorization: `Basic ${Buffer.from(`:${other}`).toString('base64')}` },
    });
    expect(stream.status).toBe(404);
    const foreignRegister = await server.request('POST', '/media', { token: other, body: { location_ids: [listed[0] ?? 0], s3_path: photo.body['s3_path'] } });
    expect(foreignRegister.status).toBe(400);
  });

  it('[P6-011] [F6-011] the media setting gates every photo call; the location photo section needs its own setting', async () => {
    const setSetting = (code: string, value: string) =>
      server.db.updateTable('account_settings').set({ value }).where('account_id', '=', harborId).where('code', '=', code).execute();
    await setSetting('location_photo_section', 'false');
    try {
      const token = await server.login('admin@harbor.test');
      expect((await server.request('GET', '/media', { token, query: { location_id: listed[0] ?? 0 } })).status).toBe(403);
      expect((await server.request('GET', '/media', { token })).status).toBe(200);
    } finally {
      await setSetting('location_photo_section', 'true');
    }
    await setSetting('media', 'false');
    try {
      const token = await server.login('admin@harbor.test');
      expect((await server.request('GET', '/media', { token })).status).toBe(403);
      expect((await server.request('GET', '/media_categories', { token })).status).toBe(403);
    } finally {
      await setSetting('media', 'true');
    }
  });

  it('serves only photo files by key, never other uploads', async () => {
    const form = new FormData();
    form.append('file_upload', new Blob([Buffer.from('a,b\n1,2\n')], { type: 'text/csv' }), 'data.csv');
    const csv = await fetch(`${server.baseUrl}/api/upload?auth_token=${encodeURIComponent(admin)}`, { method: 'POST', body: form });
    const body = (await csv.json()) as { s3_path: string };
    const refused = await fetch(`${server.baseUrl}/api/media_files/${body.s3_path}`);
    expect(refused.status).toBe(404);
  });
});
