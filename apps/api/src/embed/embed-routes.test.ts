import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/http-harness.js';
import { DEMO_WIDGET_KEYS } from '../seed/demo-widgets.js';
import { accountIdOf } from '../testing/test-accounts.js';
import { redactEmbedUrl } from './embed-routes.js';
import type { EmbedData } from './widget-data.js';

describe('widget embed (public data and loader)', () => {
  let server: TestServer;
  let manager: string;
  let harborId: number;
  const embed = (key: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}/api/embed/widgets/${key}.json`, { headers });

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  it('serves a published Star Snapshot computed from the account\'s stored reviews, cookie-free, CORS-open and CDN-cacheable', async () => {
    const reply = await embed(DEMO_WIDGET_KEYS.starSnapshot, { origin: 'https://example.org' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('set-cookie')).toBeNull();
    expect(reply.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
    expect(reply.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const data = (await reply.json()) as EmbedData;
    const stored = await server.db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.avg<string>('rating').as('average'), eb.fn.countAll<string>().as('count')])
      .where('account_id', '=', harborId)
      .where('rating', '>', 0)
      .where('source_id', 'not in', server.db.selectFrom('sources').select('id').where('kind', '=', 'internal'))
      .executeTakeFirstOrThrow();
    expect(data).toMatchObject({ type: 'star_snapshot', business: 'Harbor Dental Group', json_ld: false, reviews: [] });
    expect(data.rating).toEqual({ average: Math.round(Number(stored.average) * 10) / 10, count: Number(stored.count) });
    expect(JSON.stringify(data)).not.toMatch(/account_id|@|"id"/);
  });

  it('answers 304 to a matching If-None-Match and a new ETag once the widget changes', async () => {
    const first = await embed(DEMO_WIDGET_KEYS.carousel);
    const etag = first.headers.get('etag') as string;
    const data = (await first.json()) as EmbedData;
    expect(data.type).toBe('teaser');
    expect(data.reviews.length).toBeGreaterThan(0);
    expect(data.reviews.every((r: { rating: number }) => r.rating >= 4)).toBe(true);
    const again = await embed(DEMO_WIDGET_KEYS.carousel, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    expect(await again.text()).toBe('');
    const widget = await server.db.selectFrom('widgets').select('id').where('public_key', '=', DEMO_WIDGET_KEYS.carousel).executeTakeFirstOrThrow();
    await server.request('PATCH', `/amplify/widgets/${widget.id}`, { token: manager, body: { settings: { min_rating: 5, featured_review_ids: [], show_review_text: false } } });
    const changed = await embed(DEMO_WIDGET_KEYS.carousel, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    const after = (await changed.json()) as EmbedData;
    expect(after.reviews.every((r: { rating: number; text: string | null }) => r.rating === 5 && r.text === null)).toBe(true);
  });

  it('answers 404 with nothing sensitive for unpublished, deleted, unknown and malformed keys, and for inactive accounts', async () => {
    const expectMissing = async (key: string) => {
      const reply = await embed(key);
      expect(reply.status, key).toBe(404);
      expect(reply.headers.get('access-control-allow-origin')).toBe('*');
      expect(reply.headers.get('set-cookie')).toBeNull();
      expect(await reply.json()).toEqual({ status: 404, code: 'not_found', error: 'Widget not found' });
    };
    await expectMissing(DEMO_WIDGET_KEYS.feed); // seeded unpublished
    await expectMissing('s-no-such-widget-key');
    await expectMissing('..%2F..%2Fetc');

    const created = await server.request('POST', '/amplify/widgets', { token: manager, body: { name: 'Short-lived', widget_type: 'star_snapshot', published: true } });
    expect((await embed(created.body.public_key)).status).toBe(200);
    await server.request('DELETE', `/amplify/widgets/${created.body.id}`, { token: manager });
    await expectMissing(created.body.public_key);

    await server.db.updateTable('accounts').set({ status: 'inactive' }).where('id', '=', harborId).execute();
    try {
      await expectMissing(DEMO_WIDGET_KEYS.starSnapshot);
    } finally {
      await server.db.updateTable('accounts').set({ status: 'active' }).where('id', '=', harborId).execute();
    }
    expect((await embed(DEMO_WIDGET_KEYS.starSnapshot)).status).toBe(200);
  });

  it('never shows nor counts private feedback (reviews of the internal feedback source)', async () => {
    const before = (await (await embed(DEMO_WIDGET_KEYS.carousel)).json()) as EmbedData;
    const feedback = await server.db.selectFrom('sources').select('id').where('code', '=', 'feedback').executeTakeFirstOrThrow();
    const location = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).orderBy('id').executeTakeFirstOrThrow();
    // The newest 5-star review of the account, which the carousel (4+ stars, auto-publish) would show first.
    await server.db.insertInto('reviews').values({
      account_id: harborId, location_id: location.id, source_id: feedback.id, rating: 5, author_name: 'Private Person',
      title: null, content: 'Private feedback left on a request page', published_at: new Date('2200-01-01T00:00:00Z'), url: null,
    }).execute();
    const after = (await (await embed(DEMO_WIDGET_KEYS.carousel)).json()) as EmbedData;
    expect(after.reviews.map((r) => r.author)).toEqual(before.reviews.map((r) => r.author));
    expect(after.rating).toEqual(before.rating);
    expect(JSON.stringify(after)).not.toContain('Private');
  });

  it('serves the loader script publicly with caching headers, under the 10 KB gzip budget', async () => {
    const reply = await fetch(`${server.baseUrl}/embed/v1/widget.js`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('set-cookie')).toBeNull();
    const code = await reply.text();
    expect(code).toContain('data-locus-widget');
    const { gzipSync } = await import('node:zlib');
    expect(gzipSync(code).length).toBeLessThan(10 * 1024);
    const again = await fetch(`${server.baseUrl}/embed/v1/widget.js`, { headers: { 'if-none-match': reply.headers.get('etag') as string } });
    expect(again.status).toBe(304);
  });

  it('keeps widget keys out of the request log', () => {
    expect(redactEmbedUrl('/api/embed/widgets/s-secretkey123.json')).toBe('/api/embed/widgets/[key]');
    expect(redactEmbedUrl('/api/reviews?page=2')).toBe('/api/reviews?page=2');
  });
});
