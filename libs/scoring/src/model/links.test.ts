import { describe, expect, it } from 'vitest';
import { performanceHref, reportHref, reviewsHref, targetScoreBack } from './links.js';

describe('links', () => {
  it('[F2-048] goes back to the prior route the link carried, else to Location Performance', () => {
    expect(targetScoreBack({ path: '/dashboard/locations?page=2', label: 'Location Performance' })).toEqual({
      path: '/dashboard/locations?page=2',
      label: 'Location Performance',
    });
    expect(targetScoreBack(null)).toEqual({ path: '/dashboard/locations', label: 'Location Performance' });
    expect(targetScoreBack({ path: '//evil.test', label: 'x' })).toEqual({ path: '/dashboard/locations', label: 'Location Performance' });
  });

  const query = { dateDescriptor: 'twelveMonths', groupId: '4', locationId: '9', sourceId: '2', rating: '5', page: '3' };

  it('[P2-118] opens the reviews list with the shared filters and the dashboard\'s the report, nothing else', () => {
    expect(reviewsHref(query)).toBe('/reviews?dateDescriptor=twelveMonths&groupId=4&locationId=9&rating=5&sourceId=2');
    expect(reviewsHref({})).toBe('/reviews');
    expect(performanceHref(query, 'location')).toBe('/dashboard/locations?dateDescriptor=twelveMonths&groupId=4&locationId=9&sourceId=2');
    // F2-043: the groups view holds no location.
    expect(performanceHref(query, 'group')).toBe('/dashboard/locations?dateDescriptor=twelveMonths&groupId=4&sourceId=2&view=groups');
  });

  it('opens Location Performance narrowed to a breakdown row: its location, or its group\'s locations', () => {
    expect(reportHref({ kind: 'location', id: 7 }, query)).toBe('/dashboard/locations?dateDescriptor=twelveMonths&groupId=4&locationId=7&sourceId=2');
    expect(reportHref({ kind: 'group', id: 3 }, query)).toBe('/dashboard/locations?dateDescriptor=twelveMonths&groupId=3&sourceId=2');
  });
});
