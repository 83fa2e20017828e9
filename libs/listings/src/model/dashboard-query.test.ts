import { describe, expect, it } from 'vitest';
import { defaultSort, pageLinks, readDashboardQuery, writeDashboardQuery } from './dashboard-query.js';

describe('dashboard query', () => {
  it('[F9-051] [F9-052] [F9-053] defaults: name ascending (internal: status descending), page 1', () => {
    expect(readDashboardQuery({}, false)).toMatchObject({ sortBy: 'name', sortOrder: 'asc', page: 1 });
    expect(readDashboardQuery({}, true)).toMatchObject({ sortBy: 'status', sortOrder: 'desc', page: 1 });
    expect(defaultSort(true)).toEqual({ sortBy: 'status', sortOrder: 'desc' });
  });
  it('[F2-024] reads and writes page, sort, statuses, directories, location_id, location_ids and group_id; keeps other keys', () => {
    const values = { page: '3', 'sort[by]': 'last_checked_at', 'sort[order]': 'desc', statuses: 'in_sync,bogus', directories: 'google,yelp', location_id: '4', location_ids: '5,6', group_id: '9', fromLL: 'x' };
    const query = readDashboardQuery(values, false);
    expect(query).toEqual({ page: 3, sortBy: 'last_checked_at', sortOrder: 'desc', statuses: ['in_sync'], directories: ['google', 'yelp'], locationId: 4, locationIds: [5, 6], groupId: 9 });
    expect(writeDashboardQuery(query, false, values)).toEqual({ ...values, statuses: 'in_sync' });
    expect(writeDashboardQuery(readDashboardQuery({}, true), true)).toEqual({});
  });
  it('[F2-026] first, prev, next and last links', () => {
    expect(pageLinks(1, 4)).toEqual({ first: null, prev: null, next: 2, last: 4 });
    expect(pageLinks(3, 4)).toEqual({ first: 1, prev: 2, next: 4, last: 4 });
    expect(pageLinks(4, 4)).toEqual({ first: 1, prev: 3, next: null, last: null });
    expect(pageLinks(1, 0)).toEqual({ first: null, prev: null, next: null, last: null });
  });
});
