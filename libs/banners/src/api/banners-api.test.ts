import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { oauthTokenFixture, setupProgressFixture } from '../testing/fixtures.js';
import { createBannersApi } from './banners-api.js';

describe('createBannersApi', () => {
  it("reads every token of the account in one page, and the account's setup progress", async () => {
    const token = oauthTokenFixture({ source_code: 'facebook' });
    const fake = createFakeApi({
      'GET /oauth_tokens': { status: 200, body: { _total: 1, _embedded: { oauth_tokens: [token] } } },
      'GET /accounts/{id}/setup_progress': { status: 200, body: setupProgressFixture() },
    });
    const api = createBannersApi(fake.client);
    expect(await api.oauthTokens(7)).toEqual([token]);
    expect(await api.setupProgress(7)).toEqual(setupProgressFixture());
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/oauth_tokens', query: { account_id: '7', per_page: '500' } },
      { method: 'GET', path: '/accounts/7/setup_progress', query: {} },
    ]);
  });
});
