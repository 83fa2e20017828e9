import { describe, expect, it } from 'vitest';
import { frequencyText, lastSentText } from './scheduled-export-cells';

describe('scheduled export cells', () => {
  it('[P2-143] Email Frequency names the day a weekly or monthly export goes out', () => {
    expect(frequencyText({ email_frequency: 'daily', day_of_week: null, day_of_month: null })).toBe('Daily');
    expect(frequencyText({ email_frequency: 'weekly', day_of_week: 'sunday', day_of_month: null })).toBe('Weekly on Sunday');
    expect(frequencyText({ email_frequency: 'monthly', day_of_week: null, day_of_month: 31 })).toBe('Monthly on day 31');
  });

  it('[P2-143] Last Sent shows the time, or Never', () => {
    expect(lastSentText(null)).toBe('Never');
    expect(lastSentText('not a date')).toBe('Never');
    expect(lastSentText('2026-03-30T13:00:00Z')).toMatch(/^Mar 30, 2026, \d{1,2}:00\s?[AP]M$/);
  });
});
