import { describe, expect, it } from 'vitest';
import { keyword } from '../testing/fixtures.js';
import { trendPoints } from './keyword-detail.js';

describe('trend', () => {
  it('labels each month', () => {
    const points = trendPoints({ ...keyword('staff', 1, 0), trend: [{ month: '2026-01', positive_mentions: 1, negative_mentions: 0, neutral_mentions: 2 }] });
    expect(points).toEqual([{ month: '2026-01', label: 'Jan 2026', positive: 1, negative: 0, neutral: 2 }]);
  });
});
