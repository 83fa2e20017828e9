import { describe, expect, it } from 'vitest';
import { createFakeApi, failure } from '@locus/api-client/testing';
import { createHoursApi } from './hours-client.js';

describe('createHoursApi', () => {
  it('lists special hours from a date, by date, 250, for the account', async () => {
    const row = { id: 1, account_id: 5, location_id: 7, start_date: '2026-04-01', closed: true, is_24_hours: false, hours: [], created_at: 'x', updated_at: 'x' };
    const { client, requests: seen } = createFakeApi({ 'GET /special_hours': { status: 200, body: { _embedded: { special_hours: [row] }, _total: 1, _total_pages: 1 } } });
    const rows = await createHoursApi(client, 5).list({
      location_id: 7,
      start_date: '2026-03-10',
      'sort[by]': 'start_date',
      'sort[order]': 'asc',
      per_page: 250,
    });
    expect(rows).toEqual([row]);
    const query = Object.fromEntries(seen[0]?.query ?? []);
    expect(query).toMatchObject({ account_id: '5', location_id: '7', start_date: '2026-03-10', 'sort[by]': 'start_date', per_page: '250' });
  });

  it('creates one entry for many locations with location_ids', async () => {
    const { client, requests: seen } = createFakeApi({ 'POST /special_hours': { status: 201, body: { special_hours: [] } } });
    await createHoursApi(client, 5).createForLocations([3, 4], { start_date: '2026-12-25', closed: true, is_24_hours: false, hours: [] });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.body).toEqual({ account_id: 5, location_ids: [3, 4], start_date: '2026-12-25', closed: true, is_24_hours: false, hours: [] });
  });

  it("rejects with the server's error", async () => {
    const { client } = createFakeApi({ 'PATCH /special_hours/{id}': failure(409, 'Date taken') });
    await expect(createHoursApi(client).update(1, { start_date: '2026-12-25', closed: true, is_24_hours: false, hours: [] })).rejects.toThrow('Date taken');
  });
});
