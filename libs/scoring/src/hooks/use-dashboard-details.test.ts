// @vitest-environment jsdom
import { createFakeApi, failure } from '@locus/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLatestReviewsApi } from '../api/latest-reviews-client.js';
import { createScoringApi } from '../api/scoring-client.js';
import { DashboardDetailsStore } from '../store/dashboard-details-store.js';
import {
  metricsGroupRow, metricsGroupsReply, metricsLocationRow, metricsLocationsReply, review, reviewsReply, scoringFilters, scoringSession, TREND,
} from '../testing/fixtures.js';
import { useDashboardDetails } from './use-dashboard-details.js';

describe('useDashboardDetails', () => {
  it('gives each part\'s view model with its state, and switches the breakdown view', async () => {
    const api = createFakeApi({
      'GET /metrics/{account_id}/overview/breakdown': { status: 200, body: TREND },
      'GET /metrics/{account_id}/sources': failure(500, 'boom'),
      'GET /metrics/{account_id}/location': metricsLocationsReply([metricsLocationRow(7)]),
      'GET /metrics/{account_id}/group': metricsGroupsReply([metricsGroupRow(3)]),
      'GET /reviews': reviewsReply([review(1)]),
    });
    const store = new DashboardDetailsStore({
      api: createScoringApi(api.client), reviews: createLatestReviewsApi(api.client), filters: scoringFilters('dashboard'), session: scoringSession(),
    });
    const { result } = renderHook(() => useDashboardDetails(store));
    await waitFor(() => expect(result.current.latest.status).toBe('loaded'));
    expect(result.current.trend.points).toHaveLength(2);
    expect(result.current.sources).toMatchObject({ status: 'error', error: 'boom', sources: [] });
    expect(result.current.breakdown).toMatchObject({ view: 'location', groupsEnabled: true, rows: [{ name: 'Office 7' }] });
    // The dashboard's default period is spelled out: the reviews list's own default is 30 days.
    expect(result.current.latest.allHref).toBe('/reviews?dateDescriptor=sixMonths');
    act(() => result.current.breakdown.onViewChange('group'));
    await waitFor(() => expect(result.current.breakdown.rows.map((r) => r.name)).toEqual(['Group 3']));
    expect(result.current.breakdown.view).toBe('group');
    store.dispose();
  });
});
