import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

describe('amplify widgets', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  let readOnly: string;
  let harborId: number;
  let pinecrestId: number;

  const setSetting = (accountId: number, code: string, value: 'true' | 'false') =>
    server.db.updateTable('account_settings').set({ value }).where('account_id', '=', accountId).where('code', '=', code).execute();

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    manager = await server.login('manager@harbor.test');
    readOnly = await server.login('readonly@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
  });
  afterAll(() => server?.close());

  it('[F7-063] [F3-051] lists the seeded widgets with paging and a name search that starts at page 1', async () => {
    const all = await server.request('GET', '/amplify/widgets', { token: manager, query: { account_id: harborId, page: 1 } });
    expect(all.status).toBe(200);
    server.expectMatchesContract('listWidgets', 200, all.body);
    expect(all.body._embedded.widgets.map((w: { name: string }) => w.name).sort()).toEqual(['Downtown review feed', 'Homepage rating', 'Patient testimonials']);
    expect(all.body._page).toBe(1);
    const found = await server.request('GET', '/amplify/widgets', { token: manager, query: { keywords: 'testimon', page: 1 } });
    expect(found.body._embedded.widgets.map((w: { name: string }) => w.name)).toEqual(['Patient testimonials']);
    const paged = await server.request('GET', '/amplify/widgets', { token: manager, query: { per_page: 2, page: 2 } });
    expect(paged.body._embedded.widgets).toHaveLength(1);
    expect(paged.body._total_pages).toBe(2);
  });

  it('[F3-045] [F3-050] creates, reads, updates and deletes a widget with its settings and a random typed public key', async () => {
    const location = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).executeTakeFirstOrThrow();
    const review = await server.db.selectFrom('reviews').select('id').where('account_id', '=', harborId).executeTakeFirstOrThrow();
    const body = {
      name: 'Front desk carousel',
      widget_type: 'teaser',
      settings: { location_ids: [location.id], min_rating: 5, featured_review_ids: [review.id], auto_publish: true, colors: { primary: '#112233' }, layout: 'carousel' },
    };
    const created = await server.request('POST', '/amplify/widgets', { token: manager, body });
    expect(created.status).toBe(201);
    server.expectMatchesContract('createWidget', 201, created.body);
    expect(created.body).toMatchObject({ name: 'Front desk carousel', widget_type: 'teaser', published: false, settings: body.settings });
    expect(created.body.public_key).toMatch(/^t-[A-Za-z0-9_-]{24}$/);
    const id = created.body.id as number;

    const read = await server.request('GET', `/amplify/widgets/${id}`, { token: readOnly });
    expect(read.status).toBe(200);
    server.expectMatchesContract('getWidget', 200, read.body);
    const updated = await server.request('PATCH', `/amplify/widgets/${id}`, { token: manager, body: { name: 'Lobby carousel', published: true, settings: { min_rating: 4 } } });
    expect(updated.status).toBe(200);
    server.expectMatchesContract('updateWidget', 200, updated.body);
    expect(updated.body).toMatchObject({ name: 'Lobby carousel', published: true, settings: { min_rating: 4 }, public_key: created.body.public_key });
    expect((await server.request('DELETE', `/amplify/widgets/${id}`, { token: manager })).status).toBe(204);
    expect((await server.request('GET', `/amplify/widgets/${id}`, { token: manager })).status).toBe(404);
  });

  it('enforces amplify permissions: read-only users read but cannot write', async () => {
    expect((await server.request('GET', '/amplify/widgets', { token: readOnly })).status).toBe(200);
    const create = await server.request('POST', '/amplify/widgets', { token: readOnly, body: { name: 'Nope', widget_type: 'star_snapshot' } });
    expect(create.status).toBe(403);
    const widget = await server.db.selectFrom('widgets').select('id').where('account_id', '=', harborId).executeTakeFirstOrThrow();
    expect((await server.request('PATCH', `/amplify/widgets/${widget.id}`, { token: readOnly, body: { name: 'x' } })).status).toBe(403);
    expect((await server.request('DELETE', `/amplify/widgets/${widget.id}`, { token: readOnly })).status).toBe(403);
  });

  it('keeps accounts apart: another account\'s widget is a 404 and its list a 403', async () => {
    const foreign = await server.db
      .insertInto('widgets')
      .values({ account_id: pinecrestId, name: 'Theirs', widget_type: 'star_snapshot', settings: '{}', public_key: 's-pinecrest-isolation-test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await server.request('GET', `/amplify/widgets/${foreign.id}`, { token: manager })).status).toBe(404);
    expect((await server.request('PATCH', `/amplify/widgets/${foreign.id}`, { token: manager, body: { name: 'Mine' } })).status).toBe(404);
    expect((await server.request('DELETE', `/amplify/widgets/${foreign.id}`, { token: manager })).status).toBe(404);
    expect((await server.request('GET', '/amplify/widgets', { token: manager, query: { account_id: pinecrestId } })).status).toBe(403);
    const list = await server.request('GET', '/amplify/widgets', { token: manager, query: { keywords: 'Theirs' } });
    expect(list.body._total).toBe(0);
  });

  it('answers clear 400s for bad settings and ids of another account', async () => {
    const pinecrestLocation = await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const pinecrestReview = await server.db.selectFrom('reviews').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const cases: [unknown, string][] = [
      [{ widget_type: 'teaser' }, 'name'],
      [{ name: 'x', widget_type: 'banner' }, 'widget_type'],
      [{ name: 'x', widget_type: 'teaser', settings: { min_rating: 6 } }, 'settings.min_rating'],
      [{ name: 'x', widget_type: 'teaser', settings: { colors: { primary: 'red;}' } } }, 'settings.colors.primary'],
      [{ name: 'x', widget_type: 'teaser', settings: { featured_review_ids: Array.from({ length: 16 }, (_, i) => i + 1) } }, 'settings.featured_review_ids'],
      [{ name: 'x', widget_type: 'teaser', settings: { location_ids: [pinecrestLocation.id] } }, 'settings.location_ids'],
      [{ name: 'x', widget_type: 'teaser', settings: { featured_review_ids: [pinecrestReview.id] } }, 'settings.featured_review_ids'],
      [{ name: 'x', widget_type: 'star_snapshot', settings: { featured_review_ids: [1] } }, 'settings.featured_review_ids'],
      [{ name: 'x', widget_type: 'location_info', settings: {} }, 'settings.location_ids'],
    ];
    for (const [body, field] of cases) {
      const reply = await server.request('POST', '/amplify/widgets', { token: manager, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      server.expectMatchesContract('createWidget', 400, reply.body);
      expect(reply.body.field, JSON.stringify(body)).toBe(field);
      expect(reply.body.error).not.toBe('');
    }
  });

  it('[F6-031] [F6-033] refuses a widget type whose account setting is off (403 with the type named), the others still work', async () => {
    await setSetting(harborId, 'amplify_star_snapshot_widgets', 'false');
    try {
      const refused = await server.request('POST', '/amplify/widgets', { token: admin, body: { name: 'Rating', widget_type: 'star_snapshot' } });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Star Snapshot widgets are not enabled for this account');
      const snapshot = await server.db.selectFrom('widgets').select('id').where('account_id', '=', harborId).where('widget_type', '=', 'star_snapshot').executeTakeFirstOrThrow();
      expect((await server.request('PATCH', `/amplify/widgets/${snapshot.id}`, { token: admin, body: { name: 'x' } })).status).toBe(403);
      const ok = await server.request('POST', '/amplify/widgets', { token: admin, body: { name: 'Feed', widget_type: 'full_page' } });
      expect(ok.status).toBe(201);
      await server.request('DELETE', `/amplify/widgets/${ok.body.id}`, { token: admin });
    } finally {
      await setSetting(harborId, 'amplify_star_snapshot_widgets', 'true');
    }
    await setSetting(harborId, 'amplify_testimonial_widgets', 'false');
    try {
      const refused = await server.request('POST', '/amplify/widgets', { token: admin, body: { name: 'Carousel', widget_type: 'teaser' } });
      expect(refused.body.error).toBe('Testimonial Carousel widgets are not enabled for this account');
    } finally {
      await setSetting(harborId, 'amplify_testimonial_widgets', 'true');
    }
  });

  it('[F6-029] [F6-030] an account without amplify is preview-only: the widget calls answer 403', async () => {
    await setSetting(harborId, 'amplify', 'false');
    try {
      const token = await server.login('manager@harbor.test');
      expect((await server.request('GET', '/amplify/widgets', { token })).status).toBe(403);
      expect((await server.request('POST', '/amplify/widgets', { token, body: { name: 'x', widget_type: 'teaser' } })).status).toBe(403);
    } finally {
      await setSetting(harborId, 'amplify', 'true');
    }
  });
});
