import { describe, expect, it } from 'vitest';
import { printHeading, type PrintHeadingInput } from './print.js';

const names: Record<number, string> = { 3: 'North', 7: 'Harbor Main St' };
const none = { id: undefined, name: (id: number) => names[id] };
const base: PrintHeadingInput = {
  account: 'Harbor Dental',
  dateLabel: 'Last 30 days',
  from: '2026-10-29',
  to: '2026-11-27',
  group: none,
  location: none,
  source: none,
};

describe('printHeading', () => {
  it('[F2-050] names the account and the period with its days', () => {
    expect(printHeading(base)).toEqual({
      account: 'Harbor Dental',
      period: 'Last 30 days (Oct 29, 2026 – Nov 27, 2026)',
      filters: [],
    });
  });

  it('says an open-ended period by its one end, and a period without days by its label', () => {
    expect(printHeading({ ...base, dateLabel: 'Custom', to: null }).period).toBe(
      'Custom (From Oct 29, 2026)',
    );
    expect(printHeading({ ...base, dateLabel: 'Custom', from: null }).period).toBe(
      'Custom (Until Nov 27, 2026)',
    );
    expect(printHeading({ ...base, dateLabel: 'All time', from: null, to: null }).period).toBe('All time');
  });

  it('names the group, location and source filters, or their ids while the lists load', () => {
    const heading = printHeading({
      ...base,
      group: { ...none, id: 3 },
      location: { ...none, id: 7 },
      source: { ...none, id: 9 },
    });
    expect(heading.filters).toEqual(['Group: North', 'Location: Harbor Main St', 'Source: #9']);
  });
});
