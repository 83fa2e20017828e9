import { sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { namedSites } from '../ports/campaign-api.js';
import { composeApis, composeFakeApi } from '../testing/campaign-fixtures.js';

describe('the compose adapters', () => {
  it('call the contract’s paths with their queries', async () => {
    const fake = composeFakeApi();
    const { campaignApi, recipientsApi, sendApi } = composeApis(fake);
    expect(namedSites(await campaignApi.siteUrls(7), await campaignApi.sources())).toEqual([
      { id: 71, label: 'Google', url: 'https://g.page/harbor-downtown' },
      { id: 72, label: 'Facebook', url: 'https://facebook.com/harbor' },
    ]);
    await campaignApi.templates();
    expect(await campaignApi.uploadImage(new Blob(['png']), 'h.png')).toBe('/api/media_files/k-header.png');
    expect(await recipientsApi.uploadFile(new Blob(['csv']), 'list.csv')).toBe(90);
    await recipientsApi.addUpload(41, 90);
    await sendApi.send(41, '2026-12-03T09:00:00.000Z');
    const sent = fake.requests.map(sentRequest).map(({ method, path, query }) => ({ method, path, query }));
    expect(sent).toEqual([
      { method: 'GET', path: '/urls_check', query: { location_id: '7', status: 'valid', per_page: '500' } },
      { method: 'GET', path: '/sources', query: { per_page: '500' } },
      { method: 'GET', path: '/request_templates', query: { per_page: '500' } },
      { method: 'POST', path: '/upload', query: { purpose: 'photo' } },
      { method: 'POST', path: '/upload', query: {} },
      { method: 'POST', path: '/campaigns/41/recipient_uploads', query: {} },
      { method: 'POST', path: '/campaigns/41/send', query: {} },
    ]);
    expect(fake.calls('POST /upload')[1]?.body.get('file_upload')).toBeInstanceOf(Blob);
    expect(fake.calls('POST /campaigns/{id}/send')[0]?.body).toEqual({ scheduled_at: '2026-12-03T09:00:00.000Z' });
  });
});
