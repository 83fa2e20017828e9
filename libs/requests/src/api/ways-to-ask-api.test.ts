import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { halPage } from '../testing/request-history-fixtures.js';
import { createWaysToAskApi } from './ways-to-ask-api.js';

const url = (id: number, sourceId: number, link: string | null) => ({
  id,
  account_id: 3,
  location_id: 7,
  source_id: sourceId,
  url: link,
  reference_id: null,
  status: 'valid' as const,
  checked_at: '2026-11-01T00:00:00Z',
});

describe('createWaysToAskApi', () => {
  it('reads the location’s valid URLs and names each by its site', async () => {
    const fake = createFakeApi({
      'GET /urls_check': {
        status: 200,
        body: halPage('urls', [
          url(71, 1, 'https://g.page/harbor/review'),
          url(72, 2, 'https://yelp.com/biz/harbor'),
          url(73, 1, null),
        ]),
      },
      'GET /sources': {
        status: 200,
        body: halPage('sources', [
          { id: 1, code: 'google', name: 'Google', kind: 'review_site' },
          { id: 2, code: 'yelp', name: 'Yelp', kind: 'review_site' },
        ]),
      },
    });
    const links = await createWaysToAskApi(fake.client, 3).reviewLinks(7);
    expect(links).toEqual([
      { urlId: 71, url: 'https://g.page/harbor/review', sourceCode: 'google', sourceName: 'Google' },
      { urlId: 72, url: 'https://yelp.com/biz/harbor', sourceCode: 'yelp', sourceName: 'Yelp' },
    ]);
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'GET',
        path: '/urls_check',
        query: { account_id: '3', location_id: '7', status: 'valid', per_page: '250' },
      },
      { method: 'GET', path: '/sources', query: { account_id: '3', per_page: '500' } },
    ]);
  });
});
