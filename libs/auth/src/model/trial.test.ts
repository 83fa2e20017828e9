import { describe, expect, it } from 'vitest';
import { trialDaysLeft, trialDaysLeftLabel } from './trial.js';

const now = new Date('2026-11-01T12:00:00Z');

describe('trial days left', () => {
  it('[P3-005] days left are computed from trial_ended_at', () => {
    expect(trialDaysLeft('2026-11-15T12:00:00Z', now)).toBe(14);
    expect(trialDaysLeft('2026-11-15T13:00:00Z', now)).toBe(15);
    expect(trialDaysLeft('2026-11-01T18:00:00Z', now)).toBe(1);
    expect(trialDaysLeft('2026-10-30T12:00:00Z', now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBeNull();
    expect(trialDaysLeft('not a date', now)).toBeNull();
  });

  it('[P3-005] the count is worded for the trial banner', () => {
    expect(trialDaysLeftLabel(14)).toBe('14 DAYS LEFT IN YOUR TRIAL');
    expect(trialDaysLeftLabel(1)).toBe('1 DAY LEFT IN YOUR TRIAL');
  });
});
