import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPhotos } from './demo-photos.js';
import { startTestServer, type TestServer } from '../testing/http-harness.js';

describe('demo photos', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('puts photos with real files on published Harbor locations, served by their URLs', async () => {
    const count = await seedDemoPhotos(server.db, server.services);
    expect(count).toBeGreaterThan(20);
    const admin = await server.login('admin@harbor.test');
    const gallery = await server.request('GET', '/media', { token: admin, query: { type: 'customer', rating: [5] } });
    expect(gallery.status).toBe(200);
    expect(gallery.body._total).toBeGreaterThan(0);
    const photo = gallery.body._embedded.media[0];
    const [full, thumbnail] = await Promise.all([fetch(`${server.baseUrl}${photo.cdn_stored_url}`), fetch(`${server.baseUrl}${photo.cdn_stored_low_res_url}`)]);
    expect([full.status, thumbnail.status]).toEqual([200, 200]);
    const statuses = await server.db.selectFrom('media').select('published_status').distinct().execute();
    expect(statuses.map((s) => s.published_status).sort()).toEqual(['dead', 'pending', 'published']);
  });
});
