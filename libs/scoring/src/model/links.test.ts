import { describe, expect, it } from 'vitest';
import { targetScoreBack } from './links.js';

describe('links', () => {
  it('[F2-048] goes back to the prior route the link carried, else to Location Performance', () => {
    expect(targetScoreBack({ path: '/dashboard/locations?page=2', label: 'Location Performance' })).toEqual({
      path: '/dashboard/locations?page=2',
      label: 'Location Performance',
    });
    expect(targetScoreBack(null)).toEqual({ path: '/dashboard/locations', label: 'Location Performance' });
    expect(targetScoreBack({ path: '//evil.test', label: 'x' })).toEqual({ path: '/dashboard/locations', label: 'Location Performance' });
  });
});
