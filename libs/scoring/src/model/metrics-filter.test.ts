import { describe, expect, it } from 'vitest';
import { metricsFilter } from './metrics-filter.js';

describe('metricsFilter', () => {
  it('names the period and the filters as the metrics calls do, leaving out what they do not take', () => {
    expect(metricsFilter({ published_after: '2026-01-01', published_before: '2026-06-30', group_id: 3, location_id: 7, source_id: 4, rating: [5] })).toEqual({
      start_date: '2026-01-01', end_date: '2026-06-30', group_id: 3, location_id: 7, source_id: 4,
    });
  });

  it('sends all time as the earliest day the server takes, not as no start (which would be six months)', () => {
    expect(metricsFilter({ published_before: '2026-06-30' })).toEqual({ start_date: '1900-01-01', end_date: '2026-06-30' });
  });
});
