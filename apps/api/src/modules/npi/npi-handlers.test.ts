import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { DEMO_NPI_PROVIDERS } from '../../seed/location-area.js';
import { apiTest as it } from '../../testing/api-test.js';
import { accountIdOf } from '../../testing/test-accounts.js';

describe('NPI look-ups (local registry)', () => {
  it('[F7-025] [F4-029] looks up a 10-digit number, answering as the local registry', async ({ server, admin }) => {
    const provider = DEMO_NPI_PROVIDERS[0];
    const reply = await server.request('GET', `/npi/${provider?.number}`, { token: admin, query: { account_id: await accountIdOf(server.db, 'Harbor Dental Group'), nonce: 'n' } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getNpi', 200, reply.body);
    expect(reply.body).toEqual({ source: 'local', results: [provider] });
  });

  it('[F8-030] an unknown number is a 404; [F5-014] anything but 10 digits is refused', async ({ server, admin }) => {
    const unknown = await server.request('GET', '/npi/1000000000', { token: admin });
    expect(unknown.status).toBe(404);
    server.expectMatchesContract('getNpi', 404, unknown.body);
    expect((await server.request('GET', '/npi/12345', { token: admin })).status).toBe(400);
  });

  it('[F7-026] [F4-031] searches by name, city, state (name or code) and zip; every seeded location\'s numbers are known', async ({ server, admin }) => {
    const location = await server.db.selectFrom('locations').select(['public_name', 'city', 'state', 'zipcode', 'npi_numbers'])
      .where(sql<boolean>`cardinality(npi_numbers) > 0`).orderBy('id').executeTakeFirstOrThrow();
    const reply = await server.request('GET', '/npi', {
      token: admin, query: { name: location.public_name, city: location.city, state: location.state, postal_code: location.zipcode, nonce: 'n' },
    });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('searchNpi', 200, reply.body);
    expect(reply.body.results.map((r: { number: string }) => r.number)).toContain(location.npi_numbers[0]);
    const byLastName = await server.request('GET', '/npi', { token: admin, query: { last_name: 'Quinn', state: 'MA' } });
    expect(byLastName.body.results.map((r: { number: string }) => r.number)).toContain(DEMO_NPI_PROVIDERS[0]?.number);
    const nothing = await server.request('GET', '/npi', { token: admin, query: { name: 'Nobody Anywhere Clinic' } });
    expect(nothing.body.results).toEqual([]);
    expect((await server.request('GET', '/npi', { token: admin })).status).toBe(400);
  });

  it('[F4-032] [F6-064] is for healthcare accounts only', async ({ server }) => {
    const trial = await server.login('trial@pinecrest.test');
    const reply = await server.request('GET', `/npi/${DEMO_NPI_PROVIDERS[0]?.number}`, { token: trial });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe('NPI lookup is only available for healthcare accounts');
    expect((await server.request('GET', '/npi', { token: trial, query: { name: 'Harbor' } })).status).toBe(403);
    const emailOnly = await server.login('emailonly@harbor.test');
    expect((await server.request('GET', '/npi', { token: emailOnly, query: { name: 'Harbor' } })).status).toBe(403);
  });
});
