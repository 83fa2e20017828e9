import { describe, expect } from 'vitest';
import { apiTest as it } from '../../testing/api-test.js';
import type { TestServer } from '../../testing/http-harness.js';

type Row = { name: string; city: string; external_id: string | null };

/** Every location of the list sorted this way, over its pages. */
async function allSorted(server: TestServer, token: string, by: string, order: 'asc' | 'desc'): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= 2; page += 1) {
    const reply = await server.request('GET', '/locations', { token, query: { 'sort[by]': by, 'sort[order]': order, page } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    rows.push(...(reply.body._embedded.locations as Row[]));
  }
  return rows;
}

describe('locations list sort (the list page columns)', () => {
  it('sorts by external ID and by city both ways, every location once', async ({ server, admin }) => {
    for (const [by, key] of [['external_id', 'external_id'], ['city', 'city']] as const) {
      const asc = await allSorted(server, admin, by, 'asc');
      const desc = await allSorted(server, admin, by, 'desc');
      expect(asc).toHaveLength(48);
      expect(new Set(asc.map((row) => row.name)).size).toBe(48);
      const values = asc.map((row) => row[key]).filter((value): value is string => value !== null);
      expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(desc.map((row) => row.name)).toEqual([...asc].reverse().map((row) => row.name));
    }
  });

  it('accepts state and zipcode, and names the field of an unknown sort', async ({ server, admin }) => {
    for (const by of ['state', 'zipcode']) {
      expect((await server.request('GET', '/locations', { token: admin, query: { 'sort[by]': by } })).status).toBe(200);
    }
    const bad = await server.request('GET', '/locations', { token: admin, query: { 'sort[by]': 'phone' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('sort[by]');
  });
});
