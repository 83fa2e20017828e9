import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createOverridesApi } from './overrides-api.js';

describe('createOverridesApi', () => {
  it('creates an override for the account and updates one', async () => {
    const api = createFakeApi({
      'POST /location_source_overrides': { status: 201, body: { id: 40 } },
      'PATCH /location_source_overrides/{id}': { status: 200, body: { id: 40 } },
    });
    const overrides = createOverridesApi(api.client, () => 3);
    expect(await overrides.createOverride({ location_id: 7, source_id: 6, enabled: true, phone: '5551112222', website: null })).toMatchObject({ id: 40 });
    await overrides.updateOverride(40, { phone: null, website: 'https://x.example' });
    expect(api.calls('POST /location_source_overrides')[0]).toMatchObject({
      method: 'POST',
      body: { account_id: 3, location_id: 7, source_id: 6, enabled: true, phone: '5551112222', website: null },
    });
    expect(api.calls('PATCH /location_source_overrides/{id}')[0]).toMatchObject({
      method: 'PATCH',
      path: '/location_source_overrides/40',
      body: { phone: null, website: 'https://x.example' },
    });
  });

  it("rejects with the server's error", async () => {
    const api = createFakeApi({ 'PATCH /location_source_overrides/{id}': failure(400, 'Bad website') });
    await expect(createOverridesApi(api.client, () => 3).updateOverride(40, { phone: null, website: 'x' })).rejects.toThrow('Bad website');
  });
});
