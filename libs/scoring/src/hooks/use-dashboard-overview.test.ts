// @vitest-environment jsdom
import { createFakeApi } from '@locus/api-client/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createScoringApi } from '../api/scoring-client.js';
import { DashboardOverviewStore } from '../store/dashboard-overview-store.js';
import { OVERVIEW, scoringFilters, scoringSession } from '../testing/fixtures.js';
import { useDashboardOverview } from './use-dashboard-overview.js';

describe('useDashboardOverview', () => {
  it('[P7-017] gives the four figures with their changes once loaded', async () => {
    const api = createFakeApi({ 'GET /metrics/{account_id}/overview': { status: 200, body: OVERVIEW } });
    const store = new DashboardOverviewStore({ api: createScoringApi(api.client), filters: scoringFilters('dashboard'), session: scoringSession() });
    const { result } = renderHook(() => useDashboardOverview(store));
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.cards.map((c) => `${c.label} ${c.text} ${c.change.text}`)).toEqual([
      'Average Rating 4.20 5%', 'Reviews 110 10%', 'Response Rate 45% 4%', 'Response Time 2.00 days 50%',
    ]);
    expect(result.current.error).toBeNull();
    store.dispose();
  });
});
