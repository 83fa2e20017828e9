// @vitest-environment jsdom
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCampaignReportApi } from '../api/campaign-report-api.js';
import { createDoNotContactApi } from '../api/do-not-contact-api.js';
import { createLandingApi } from '../api/landing-api.js';
import { createRequestHistoryApi } from '../api/request-history-api.js';
import { createRequestsOverviewApi } from '../api/requests-overview-api.js';
import type { RequestsPeriod } from '../ports/requests-overview-api.js';
import { CampaignReportsStore } from '../store/campaign-report-store.js';
import { DoNotContactStore } from '../store/do-not-contact-store.js';
import { LandingStore } from '../store/landing-store.js';
import { RequestHistoryStore } from '../store/request-history-store.js';
import { RequestsOverviewStore } from '../store/requests-overview-store.js';
import { WaysToAskStore } from '../store/ways-to-ask-store.js';
import {
  doNotContactFixture,
  halPage,
  landingFixture,
  reviewRequestFixture,
} from '../testing/request-history-fixtures.js';
import { campaignReportFixture, requestsOverviewFixture } from '../testing/requests-overview-fixtures.js';
import { useCampaignReports } from './use-campaign-reports.js';
import { useDoNotContact } from './use-do-not-contact.js';
import { useLanding } from './use-landing.js';
import { useRequestHistory } from './use-request-history.js';
import { useRequestsOverview } from './use-requests-overview.js';
import { useWaysToAsk } from './use-ways-to-ask.js';

const clock = { now: () => new Date('2026-11-28T12:00:00Z'), utcOffset: 0 };
const period: RequestsPeriod = {
  startDate: '2026-10-30',
  endDate: '2026-11-01',
  locationId: null,
  groupId: null,
};

describe('the reports hooks', () => {
  it('useRequestsOverview loads the filters it is given and gives the overview’s props', async () => {
    const fake = createFakeApi({
      'GET /reports/{account_id}/campaign/overview': { status: 200, body: requestsOverviewFixture() },
    });
    const store = new RequestsOverviewStore({ api: createRequestsOverviewApi(fake.client, 3) });
    const { result, rerender } = renderHook((filters) => useRequestsOverview(store, filters), {
      initialProps: period,
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ rangeLabel: 'Oct 30 - Nov 1, 2026', empty: false });
    rerender({ ...period, locationId: 7 });
    await waitFor(() => expect(fake.requests).toHaveLength(2));
    expect(fake.requests[1]?.query.get('location_id')).toBe('7');
  });

  it('useRequestHistory gives the table’s props and passes the outcome on', async () => {
    const fake = createFakeApi({
      'GET /review_requests': { status: 200, body: halPage('review_requests', [reviewRequestFixture()]) },
    });
    const store = new RequestHistoryStore({ api: createRequestHistoryApi(fake.client, 3), clock });
    const { result } = renderHook(() => useRequestHistory(store, period));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.rows[0]).toMatchObject({ customer: 'Dana Reyes', outcomeLabel: 'Left feedback' });
    act(() => result.current.onOutcomeChange('opened'));
    await waitFor(() => expect(result.current.outcome).toBe('opened'));
    expect(fake.requests.at(-1)?.query.get('outcome')).toBe('opened');
  });

  it('useCampaignReports gives the table’s props and sorts on a click', async () => {
    const fake = createFakeApi({
      'GET /reports/{account_id}/campaigns': {
        status: 200,
        body: halPage('campaigns', [campaignReportFixture()]),
      },
    });
    const api = createCampaignReportApi(fake.client, 3, () => undefined);
    const store = new CampaignReportsStore({ api, notifier: recordingNotifier(), clock });
    const { result } = renderHook(() => useCampaignReports(store, period));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.rows[0]).toMatchObject({ name: 'After-visit, November' });
    act(() => result.current.onSort('name'));
    await waitFor(() =>
      expect(result.current).toMatchObject({ sortBy: 'name', sortOrder: 'asc', status: 'ready' }),
    );
  });

  it('useDoNotContact loads the list and passes the draft on', async () => {
    const fake = createFakeApi({
      'GET /do_not_contact': { status: 200, body: halPage('do_not_contact', [doNotContactFixture()]) },
    });
    const store = new DoNotContactStore({
      api: createDoNotContactApi(fake.client, 3),
      notifier: recordingNotifier(),
      canEdit: true,
      clock,
    });
    const { result } = renderHook(() => useDoNotContact(store));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.rows).toHaveLength(1);
    act(() => result.current.onDraftChange('nope'));
    act(() => result.current.onAdd());
    await waitFor(() =>
      expect(result.current.draftError).toBe('Enter an e-mail address or a 10-digit phone number.'),
    );
  });

  it('useLanding loads the customer’s page and passes the score on', async () => {
    const fake = createFakeApi({
      'GET /landing/{token}': { status: 200, body: landingFixture() },
      'POST /landing/{token}/answer': { status: 200, body: { next: 'feedback' } },
    });
    const store = new LandingStore({
      api: createLandingApi(fake.client),
      token: 'tok-1',
      openUrl: () => undefined,
    });
    const { result } = renderHook(() => useLanding(store));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('question'));
    act(() => result.current.onScore(4));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'feedback', score: 4 }));
  });

  it('useWaysToAsk loads the first location’s link and copies it', async () => {
    const copied: string[] = [];
    const store = new WaysToAskStore({
      api: {
        reviewLinks: async () => [
          { urlId: 71, url: 'https://g.page/harbor/review', sourceCode: 'google', sourceName: 'Google' },
        ],
      },
      locations: [{ id: 7, name: 'Harbor Dental Downtown' }],
      copyText: (text) => void copied.push(text),
      print: () => undefined,
      notifier: recordingNotifier(),
    });
    const { result } = renderHook(() => useWaysToAsk(store));
    await waitFor(() => expect(result.current.reviewLink).toBe('https://g.page/harbor/review'));
    act(() => result.current.onCopyLink());
    await waitFor(() => expect(result.current.copied).toBe('link'));
    expect(copied).toEqual(['https://g.page/harbor/review']);
  });
});
