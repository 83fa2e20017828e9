import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { AMPLIFY_FEATURE_NAME, createWidgetsApi } from './widgets-api.js';

describe('createWidgetsApi', () => {
  it('sends each call to its path with the account, its query or body', async () => {
    // No replies: what is sent is the point here (the stores' tests use a fake port).
    const fake = createFakeApi();
    const api = createWidgetsApi({ client: fake.client, accountId: () => 10, userId: () => 20 });
    const draft = { name: 'Lobby', settings: {}, published: true };
    const calls = [
      () => api.list({ keywords: 'lob', page: 2, perPage: 12 }),
      () => api.get(3),
      () => api.create('teaser', draft),
      () => api.update(3, draft),
      () => api.remove(3),
      () => api.requestAccess(),
      () => api.locations(),
      () => api.sources(),
      () => api.reviews(4),
    ];
    for (const call of calls) await call().catch(() => undefined);
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/amplify/widgets', query: { account_id: '10', keywords: 'lob', page: '2', per_page: '12' } },
      { method: 'GET', path: '/amplify/widgets/3', query: {} },
      { method: 'POST', path: '/amplify/widgets', query: {}, body: { account_id: 10, widget_type: 'teaser', ...draft } },
      { method: 'PATCH', path: '/amplify/widgets/3', query: {}, body: draft },
      { method: 'DELETE', path: '/amplify/widgets/3', query: {} },
      {
        method: 'POST',
        path: '/webhooks/notify',
        query: {},
        body: { event: 'internal', user_id: 20, notification_type: 'feature_request', feature_name: AMPLIFY_FEATURE_NAME },
      },
      { method: 'GET', path: '/locations', query: { account_id: '10', per_page: '500', 'sort[by]': 'name' } },
      { method: 'GET', path: '/sources', query: { per_page: '500' } },
      {
        method: 'GET',
        path: '/reviews',
        query: { account_id: '10', rating: ['4', '5'], per_page: '50', 'sort[by]': 'published_at', 'sort[order]': 'desc' },
      },
    ]);
  });
});
