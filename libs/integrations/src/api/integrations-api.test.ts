import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { catalogueReply, wireIntegrationFixture } from '../testing/integration-fixtures.js';
import { createIntegrationsApi } from './integrations-api.js';

describe('createIntegrationsApi', () => {
  it('reads the catalogue of the account, a token with its days to expiry', async () => {
    const fake = createFakeApi({
      'GET /integrations': {
        status: 200,
        body: catalogueReply([
          wireIntegrationFixture({
            code: 'facebook',
            kind: 'oauth',
            integrated: true,
            oauth_token_id: 41,
            token_status: 'active',
            days_until_expiry: 5,
            account_name: 'Cedar Bistro',
          }),
          wireIntegrationFixture({ code: 'yelp', kind: 'request_access', requested: true, global_token_integration_status: 'access_requested' }),
        ]),
      },
    });
    const [facebook, yelp] = await createIntegrationsApi(fake.client, 3).catalogue();
    expect(facebook).toMatchObject({
      code: 'facebook',
      kind: 'oauth',
      integrated: true,
      token: { id: 41, status: 'active', daysUntilExpiry: 5 },
      accountName: 'Cedar Bistro',
    });
    expect(yelp).toMatchObject({ code: 'yelp', token: null, requested: true, globalTokenStatus: 'access_requested' });
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/integrations', query: { account_id: '3', per_page: '100' } },
    ]);
  });

  it('[P4-062] starts Google through /oauth/outbound/google with the page to come back to', async () => {
    const fake = createFakeApi({
      'POST /oauth/outbound/{provider}': {
        status: 200,
        body: { authorize_url: 'https://accounts.example/consent?state=abc', expires_at: '2026-11-29T07:00:00Z' },
      },
    });
    const url = await createIntegrationsApi(fake.client, 3).authorizeUrl('google', '/settings/integrations');
    expect(url).toBe('https://accounts.example/consent?state=abc');
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'POST',
        path: '/oauth/outbound/google',
        query: {},
        body: { account_id: 3, return_to: '/settings/integrations' },
      },
    ]);
  });

  it('[P4-065] requests access to a review source and disconnects a token', async () => {
    const fake = createFakeApi({
      'POST /integrations/{code}/access_requests': {
        status: 201,
        body: wireIntegrationFixture({ code: 'yelp', kind: 'request_access', requested: true }),
      },
      'DELETE /oauth_tokens/{id}': { status: 204 },
    });
    const api = createIntegrationsApi(fake.client, 3);
    await api.requestAccess('yelp');
    await api.disconnect(41);
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'POST', path: '/integrations/yelp/access_requests', query: {}, body: { account_id: 3 } },
      { method: 'DELETE', path: '/oauth_tokens/41', query: {} },
    ]);
  });
});
