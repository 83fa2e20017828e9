import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { queryOf } from '../testing/query.js';
import { createNpiApi } from './npi-api.js';

describe('createNpiApi', () => {
  it('looks one number up, and searches by name and address leaving the empty ones out', async () => {
    const api = createFakeApi({ 'GET /npi/{number}': { status: 200, body: { results: [] } }, 'GET /npi': { status: 200, body: { results: [] } } });
    const npi = createNpiApi(api.client);
    await npi.findNpi('1234567890');
    await npi.searchNpi({ name: 'Harbor Dental', city: '', state: 'IL', postalCode: '62701' });
    expect(api.calls('GET /npi/{number}')[0]).toMatchObject({ method: 'GET', path: '/npi/1234567890' });
    expect(queryOf(api.calls('GET /npi')[0])).toEqual({ name: 'Harbor Dental', state: 'IL', postal_code: '62701' });
  });

  it("rejects with the server's status", async () => {
    const api = createFakeApi({ 'GET /npi/{number}': failure(404, 'Not found') });
    await expect(createNpiApi(api.client).findNpi('1234567890')).rejects.toMatchObject({ status: 404 });
  });
});
