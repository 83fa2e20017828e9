import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { createCampaignReportApi } from '../api/campaign-report-api.js';
import { halPage } from '../testing/request-history-fixtures.js';
import { campaignReportFixture } from '../testing/requests-overview-fixtures.js';
import { CampaignReportsStore } from './campaign-report-store.js';

const clock = { now: () => new Date('2026-11-28T12:00:00Z'), utcOffset: 0 };
const period = { startDate: '2026-10-30', endDate: '2026-11-28', locationId: 7 };

function setup() {
  const fake = createFakeApi({
    'GET /reports/{account_id}/campaigns': {
      status: 200,
      body: halPage('campaigns', [campaignReportFixture()], 1, 30, 2),
    },
    'GET /export/csv/campaigns': { status: 200, text: 'name\n', type: 'text/csv' },
  });
  const saved: string[] = [];
  const notifier = recordingNotifier();
  const api = createCampaignReportApi(fake.client, 3, (_file, name) => void saved.push(name));
  const store = new CampaignReportsStore({ api, notifier, clock });
  const sorts = () =>
    fake
      .calls('GET /reports/{account_id}/campaigns')
      .map((r) => [r.query.get('sort[by]'), r.query.get('sort[order]')]);
  return { fake, store, saved, notifier, sorts };
}

describe('CampaignReportsStore', () => {
  it('loads the newest sent first, with the rows in words and the CSV link of the same filters', async () => {
    const { store, sorts } = setup();
    await store.setFilters(period);
    expect(store.view).toMatchObject({
      status: 'ready',
      sortBy: 'sent_at',
      sortOrder: 'desc',
      page: 1,
      pageCount: 2,
      total: 30,
    });
    expect(store.view.rows[0]).toMatchObject({
      name: 'After-visit, November',
      openRate: '42%',
      statusLabel: 'Sent',
    });
    expect(store.view.csvHref).toBe(
      '/api/export/csv/campaigns?account_id=3&start_date=2026-10-30&end_date=2026-11-28&location_id=7',
    );
    expect(sorts()).toEqual([['sent_at', 'desc']]);
  });

  it('sorts by a column, flipping it on a second click', async () => {
    const { store, sorts } = setup();
    await store.setFilters(period);
    await store.sort('name');
    await store.sort('name');
    expect(store.view).toMatchObject({ sortBy: 'name', sortOrder: 'desc' });
    expect(sorts()).toEqual([
      ['sent_at', 'desc'],
      ['name', 'asc'],
      ['name', 'desc'],
    ]);
  });

  it('downloads the CSV once at a time and says when it failed', async () => {
    const { store, saved, fake, notifier } = setup();
    await store.setFilters(period);
    const download = store.downloadCsv();
    expect(store.view.downloading).toBe(true);
    await store.downloadCsv();
    await download;
    expect(store.view.downloading).toBe(false);
    expect(saved).toHaveLength(1);
    fake.on('GET /export/csv/campaigns', failure(403, 'Not allowed.'));
    await store.downloadCsv();
    expect(notifier.notes).toEqual([
      { level: 'alert', message: 'The campaigns CSV could not be downloaded.', serverText: 'Not allowed.' },
    ]);
  });
});
