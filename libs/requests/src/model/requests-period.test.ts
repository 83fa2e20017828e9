import { describe, expect, it } from 'vitest';
import { periodQuery } from '../api/request-history-api.js';
import { requestsPeriod } from './requests-period.js';

describe('requestsPeriod', () => {
  it('reads the filter bar’s range, location and group', () => {
    expect(requestsPeriod({ range: { from: '2026-05-28', to: '2026-11-28' }, locationId: 7, groupId: undefined })).toEqual({
      startDate: '2026-05-28',
      endDate: '2026-11-28',
      locationId: 7,
      groupId: null,
    });
  });

  it('leaves the open start of All Time out of the calls', () => {
    const period = requestsPeriod({ range: { from: null, to: '2026-11-28' }, groupId: 4 });
    expect(period).toMatchObject({ startDate: '', locationId: null, groupId: 4 });
    expect(periodQuery(period)).toEqual({ end_date: '2026-11-28' });
  });
});
