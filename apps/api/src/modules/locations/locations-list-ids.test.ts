import { describe, expect } from 'vitest';
import { apiTest as it } from '../../testing/api-test.js';
import { LOCATION_ADDRESS } from '../../testing/location-address.js';

// The list's pages are slices of its ordered ids, cached per filter set: every write must show on the next read.
describe('locations list: cached ids', () => {
  it('[P7-054] pages stay in name order with no row skipped or repeated, and a create or delete shows on the next page read', async ({ server, admin }) => {
    const names = async (query: Record<string, number>) => {
      const reply = await server.request('GET', '/locations', { token: admin, query });
      return { total: reply.body._total as number, names: (reply.body._embedded.locations as { name: string }[]).map((l) => l.name) };
    };
    const all = await names({ per_page: 500 });
    const paged = [...(await names({ per_page: 7, page: 1 })).names, ...(await names({ per_page: 7, page: 2 })).names];
    expect(paged).toEqual(all.names.slice(0, 14));
    const created = await server.request('POST', '/locations', { token: admin, body: { ...LOCATION_ADDRESS, name: '0 First Harbor' } });
    expect(created.status).toBe(201);
    const after = await names({ per_page: 7, page: 1 });
    expect(after.total).toBe(all.total + 1);
    expect(after.names[0]).toBe('0 First Harbor');
    expect((await names({ per_page: 7, page: 2 })).names[0]).toBe(all.names[6]);
    expect((await server.request('DELETE', `/locations/${created.body.id}`, { token: admin })).status).toBe(204);
    expect(await names({ per_page: 7, page: 1 })).toEqual({ total: all.total, names: all.names.slice(0, 7) });
    expect((await names({ per_page: 7, page: 500 })).names).toEqual([]);
  });
});
