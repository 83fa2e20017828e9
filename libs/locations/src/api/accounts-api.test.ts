import { createFakeApi } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createAccountsApi } from './accounts-api.js';

describe('createAccountsApi', () => {
  it('reads an account', async () => {
    const api = createFakeApi({ 'GET /accounts/{id}': { status: 200, body: { id: 3, total_locations: 4 } } });
    expect(await createAccountsApi(api.client).getAccount(3)).toMatchObject({ total_locations: 4 });
    expect(api.calls('GET /accounts/{id}')[0]).toMatchObject({ method: 'GET', path: '/accounts/3' });
  });
});
