import { describe, expect, it } from 'vitest';
import { groupRow, locationRow } from '../testing/fixtures.js';
import { reportRow } from './report-rows.js';

const QUERY = { from: '2026-01-01', to: '2026-06-30', dateDescriptor: 'custom', sourceId: '4', sortBy: 'ranking' };

describe('reportRow', () => {
  it('[F3-038] [F9-037] [F9-038] [F9-039] [F9-040] formats a location row and links it to the dashboard [F2-044]', () => {
    const row = reportRow({ ...locationRow(7), kind: 'location', id: 7 }, { query: QUERY, sortedByRank: true, compare: false });
    expect(row).toMatchObject({
      rank: 1, medal: 'gold', name: 'Office 7', detail: '1 Main St, Austin, TX 78701',
      href: '/dashboard?dateDescriptor=custom&from=2026-01-01&locationId=7&to=2026-06-30',
      score: { text: '83', change: null }, avgRating: { text: '4.00' }, totalReviews: { text: '20' },
      responseRate: { text: '90%' }, responseTime: { text: '3.00 days' }, listingsInSync: { text: '80%' }, mediaCount: { text: '5' },
    });
  });

  it('[F3-041] [F2-045] names a group by its locations and links the dashboard with its groupId', () => {
    const row = reportRow({ ...groupRow(3), kind: 'group', id: 3 }, { query: {}, sortedByRank: false, compare: false });
    expect(row).toMatchObject({ name: 'Group 3', detail: '2 locations', href: '/dashboard?groupId=3', medal: null });
  });

  it('[F4-106] [F9-042] [F9-043] shows each change against the _lag values while comparing', () => {
    const row = reportRow(
      { ...locationRow(7, { score_lag: 83, avg_rating_lag: null, response_rate_lag: 0.8, response_time_lag: 6, listings_in_sync_lag: null, total_reviews_lag: 10 }), kind: 'location', id: 7 },
      { query: {}, sortedByRank: true, compare: true },
    );
    expect(row.score.change?.text).toBe('<1%');
    expect(row.avgRating.change?.text).toBe('N/A');
    expect(row.listingsInSync.change?.text).toBe('N/A');
    expect(row.totalReviews.change).toEqual({ text: '100%', direction: 'up', better: true });
    expect(row.responseRate.change).toEqual({ text: '10%', direction: 'up', better: true });
    expect(row.responseTime.change).toEqual({ text: '50%', direction: 'down', better: true });
    // A figure the reply has no _lag for is N/A too.
    expect(row.mediaCount.change?.text).toBe('N/A');
  });
});
