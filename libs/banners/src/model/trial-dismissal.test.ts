import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../testing/fixtures.js';
import { dismissTrial, trialDismissed } from './trial-dismissal.js';

describe('trial banner dismissal', () => {
  it('[F4-113] [P9-051] [F9-079] dismissing sets a cookie that lasts 30 days, for this account only', () => {
    const cookies = memoryCookies();
    expect(trialDismissed(cookies, 7)).toBe(false);
    dismissTrial(cookies, 7);
    expect(cookies.written).toEqual([{ name: 'locus_trial_banner_dismissed_7', value: '1', maxAgeDays: 30 }]);
    expect(trialDismissed(cookies, 7)).toBe(true);
    expect(trialDismissed(cookies, 8)).toBe(false);
    expect(trialDismissed(cookies, null)).toBe(false);
  });
});
