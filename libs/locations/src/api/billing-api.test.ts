import { createFakeApi } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createBillingApi } from './billing-api.js';

describe('createBillingApi', () => {
  it("asks the account's price of one more location, passing the abort signal", async () => {
    const api = createFakeApi({ 'GET /billing/{id}/location_preview': { status: 200, body: { new_location_monthly_unit_cents: 2500 } } });
    const billing = createBillingApi(api.client);
    expect(await billing.locationPreview(3)).toMatchObject({ new_location_monthly_unit_cents: 2500 });
    const [call] = api.calls('GET /billing/{id}/location_preview');
    expect([call?.method, call?.path, call?.query.get('num_added_locations')]).toEqual(['GET', '/billing/3/location_preview', '1']);
    await expect(billing.locationPreview(3, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
  });
});
