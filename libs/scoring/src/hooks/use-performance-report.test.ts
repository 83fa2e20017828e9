// @vitest-environment jsdom
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createScoringApi } from '../api/scoring-client.js';
import { PerformanceReportStore } from '../store/performance-report-store.js';
import { locationRow, performanceReply, scoringFilters, scoringSession } from '../testing/fixtures.js';
import { usePerformanceReport } from './use-performance-report.js';

describe('usePerformanceReport', () => {
  it('[F9-046] [F2-048] gives the rows, sort, view switch and target score link, and passes the user\'s choices on', async () => {
    const api = createFakeApi({ 'GET /location_performance_overview': performanceReply([locationRow(7)]) });
    const filters = scoringFilters('locationPerformance');
    const store = new PerformanceReportStore({ api: createScoringApi(api.client), filters, session: scoringSession(), notifier: recordingNotifier() });
    const { result } = renderHook(() => usePerformanceReport(store));
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.rows.map((row) => [row.name, row.medal])).toEqual([['Office 7', 'gold']]);
    expect(result.current.targetScoreLink).toEqual({ href: '/settings/target-score', state: { path: '/dashboard/locations', label: 'Location Performance' } });
    act(() => result.current.onSort('avg_rating'));
    expect(result.current.sort).toEqual({ by: 'avg_rating', order: 'desc' });
    act(() => result.current.onSort('nonsense'));
    expect(result.current.sort).toEqual({ by: 'avg_rating', order: 'desc' });
    act(() => result.current.onView('groups'));
    expect(result.current.view).toBe('groups');
    act(() => result.current.onCompare(true));
    expect(result.current.compare).toBe(true);
    store.dispose();
  });
});
