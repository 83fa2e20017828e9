import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { halPage } from '../testing/request-history-fixtures.js';
import { campaignReportFixture } from '../testing/requests-overview-fixtures.js';
import { createCampaignReportApi } from './campaign-report-api.js';
import { csvFileName } from './csv-files.js';

const period = { startDate: '2026-10-30', endDate: '2026-11-28', locationId: 7 };

describe('createCampaignReportApi', () => {
  it('[P7-027] reads a sorted page of GET /reports/{account_id}/campaigns for the period and location', async () => {
    const fake = createFakeApi({
      'GET /reports/{account_id}/campaigns': {
        status: 200,
        body: halPage('campaigns', [campaignReportFixture()]),
      },
    });
    const api = createCampaignReportApi(fake.client, 3, () => undefined);
    const page = await api.list({
      page: 1,
      perPage: 25,
      sortBy: 'opened',
      sortOrder: 'desc',
      filters: period,
    });
    expect(page.items).toEqual([campaignReportFixture()]);
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'GET',
        path: '/reports/3/campaigns',
        query: {
          page: '1',
          per_page: '25',
          'sort[by]': 'opened',
          'sort[order]': 'desc',
          start_date: '2026-10-30',
          end_date: '2026-11-28',
          location_id: '7',
        },
      },
    ]);
  });

  it('[P7-079] downloads GET /export/csv/campaigns with the table’s filters, and links it the same', async () => {
    const fake = createFakeApi({
      'GET /export/csv/campaigns': { status: 200, text: 'name,sent\nAfter-visit,24\n', type: 'text/csv' },
    });
    const saved: { file: Blob; name: string }[] = [];
    const api = createCampaignReportApi(fake.client, 3, (file, name) => void saved.push({ file, name }));
    await api.downloadCsv(period);
    expect(saved.map((s) => s.name)).toEqual([csvFileName('campaigns')]);
    expect(await saved[0]?.file.text()).toBe('name,sent\nAfter-visit,24\n');
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'GET',
        path: '/export/csv/campaigns',
        query: { account_id: '3', start_date: '2026-10-30', end_date: '2026-11-28', location_id: '7' },
      },
    ]);
    expect(api.csvHref(period)).toBe(
      '/api/export/csv/campaigns?account_id=3&start_date=2026-10-30&end_date=2026-11-28&location_id=7',
    );
    expect(api.csvHref(null)).toBe('/api/export/csv/campaigns?account_id=3');
  });

  it('names the CSV by the day', () => {
    expect(csvFileName('campaigns', new Date(2026, 10, 28, 12))).toBe('campaigns-2026-11-28.csv');
  });
});
