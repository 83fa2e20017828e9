import { describe, expect, it } from 'vitest';
import {
  DATE_DESCRIPTORS,
  DEFAULT_DATE_DESCRIPTOR,
  dateOptions,
  dateRange,
  defaultSort,
  descriptorOfLegend,
  exportDateDescriptor,
  exportLegend,
  presetRange,
  scheduleBlockReason,
} from './date-ranges.js';

// Wednesday 15 May 2024, mid-morning local time.
const MAY_15 = new Date(2024, 4, 15, 10, 30);

describe('date descriptors', () => {
  it('[P2-125] lists every descriptor of the date dropdown', () => {
    expect(DATE_DESCRIPTORS).toEqual([
      'today', 'yesterday', 'sevenDays', 'fourteenDays', 'thirtyDays', 'threeMonths', 'sixMonths',
      'twelveMonths', 'twoYears', 'lastCalendarWeek', 'lastCalendarYear', 'prevMonth', 'prevQuarter',
      'mtd', 'qtd', 'ytd', 'allTime', 'custom',
    ]);
  });

  it.each([
    ['today', '2024-05-15', '2024-05-15'],
    ['yesterday', '2024-05-14', '2024-05-14'],
    ['sevenDays', '2024-05-09', '2024-05-15'],
    ['fourteenDays', '2024-05-02', '2024-05-15'],
    ['thirtyDays', '2024-04-16', '2024-05-15'],
    ['threeMonths', '2024-02-15', '2024-05-15'],
    ['sixMonths', '2023-11-15', '2024-05-15'],
    ['twelveMonths', '2023-05-15', '2024-05-15'],
    ['twoYears', '2022-05-15', '2024-05-15'],
    ['lastCalendarWeek', '2024-05-05', '2024-05-11'],
    ['lastCalendarYear', '2023-01-01', '2023-12-31'],
    ['prevMonth', '2024-04-01', '2024-04-30'],
    ['prevQuarter', '2024-01-01', '2024-03-31'],
    ['mtd', '2024-05-01', '2024-05-15'],
    ['qtd', '2024-04-01', '2024-05-15'],
    ['ytd', '2024-01-01', '2024-05-15'],
  ] as const)('[P2-125] %s on 2024-05-15 is %s..%s', (descriptor, from, to) => {
    expect(presetRange(descriptor, MAY_15)).toEqual({ from, to });
  });

  it('[P2-125] allTime has no start and ends today', () => {
    expect(presetRange('allTime', MAY_15)).toEqual({ from: null, to: '2024-05-15' });
  });

  it('[P2-125] custom takes the URL dates as they are', () => {
    expect(dateRange('custom', MAY_15, { from: '2024-01-02', to: '2024-01-05' })).toEqual({ from: '2024-01-02', to: '2024-01-05' });
    expect(dateRange('custom', MAY_15)).toEqual({ from: null, to: null });
  });

  it('[P2-125] on 1 January the previous periods fall in the year before', () => {
    const jan1 = new Date(2025, 0, 1, 0, 5);
    expect(presetRange('yesterday', jan1)).toEqual({ from: '2024-12-31', to: '2024-12-31' });
    expect(presetRange('prevMonth', jan1)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(presetRange('prevQuarter', jan1)).toEqual({ from: '2024-10-01', to: '2024-12-31' });
    expect(presetRange('lastCalendarYear', jan1)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(presetRange('ytd', jan1)).toEqual({ from: '2025-01-01', to: '2025-01-01' });
    expect(presetRange('qtd', jan1)).toEqual({ from: '2025-01-01', to: '2025-01-01' });
  });

  it('[P2-125] quarter boundaries: the first and last day of a quarter', () => {
    const jul1 = new Date(2024, 6, 1, 12);
    expect(presetRange('qtd', jul1)).toEqual({ from: '2024-07-01', to: '2024-07-01' });
    expect(presetRange('prevQuarter', jul1)).toEqual({ from: '2024-04-01', to: '2024-06-30' });
    const sep30 = new Date(2024, 8, 30, 23, 59);
    expect(presetRange('qtd', sep30)).toEqual({ from: '2024-07-01', to: '2024-09-30' });
    expect(presetRange('prevQuarter', sep30)).toEqual({ from: '2024-04-01', to: '2024-06-30' });
  });

  it('[P2-125] the calendar week starts on Sunday, also when today is Sunday or Saturday', () => {
    const sunday = new Date(2024, 4, 12, 9);
    expect(presetRange('lastCalendarWeek', sunday)).toEqual({ from: '2024-05-05', to: '2024-05-11' });
    const saturday = new Date(2024, 4, 18, 9);
    expect(presetRange('lastCalendarWeek', saturday)).toEqual({ from: '2024-05-05', to: '2024-05-11' });
    const newYearWeek = new Date(2025, 0, 2);
    expect(presetRange('lastCalendarWeek', newYearWeek)).toEqual({ from: '2024-12-22', to: '2024-12-28' });
  });

  it('[P2-125] month arithmetic clamps at the end of a short month', () => {
    expect(presetRange('threeMonths', new Date(2024, 4, 31))).toEqual({ from: '2024-02-29', to: '2024-05-31' });
    expect(presetRange('prevMonth', new Date(2024, 2, 31))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});

describe('options per page', () => {
  it('[P2-126] the fourteen-day option is hidden on keywords (F9-067) but shown on reviews', () => {
    expect(dateOptions('keywords').map((o) => o.value)).not.toContain('fourteenDays');
    expect(dateOptions('reviews').map((o) => o.value)).toContain('fourteenDays');
    expect(dateOptions('dashboard')).toHaveLength(DATE_DESCRIPTORS.length);
  });

  it('[P2-126] location areas offer 30 days, 6 months, 12 months, 2 years, all time (F9-026, F9-027)', () => {
    expect(dateOptions('locationArea')).toEqual([
      { value: 'thirtyDays', label: 'Last 30 Days' },
      { value: 'sixMonths', label: 'Last 6 Months' },
      { value: 'twelveMonths', label: 'Last 12 Months' },
      { value: 'twoYears', label: 'Last 2 Years' },
      { value: 'allTime', label: 'All Time' },
    ]);
  });
});

describe('default ranges and sorts', () => {
  it.each([
    ['P2-105', 'dashboard'],
    ['P2-106', 'requestOverview'],
    ['P2-107', 'competitors'],
    ['P2-108', 'locationPerformance'],
    ['P2-109', 'photos'],
    ['P2-110', 'localSearch'],
  ] as const)('[%s] %s defaults to the last six months', (_id, page) => {
    expect(DEFAULT_DATE_DESCRIPTOR[page]).toBe('sixMonths');
  });

  it('[P2-111] reviews default to the last thirty days', () => {
    expect(DEFAULT_DATE_DESCRIPTOR.reviews).toBe('thirtyDays');
  });

  it('[P2-112] keywords default to six months (decision 1, F9-066)', () => {
    expect(DEFAULT_DATE_DESCRIPTOR.keywords).toBe('sixMonths');
  });

  it('[P2-113] an export uses its page range and seven days only where none is set (decision 2, P9-043)', () => {
    expect(exportDateDescriptor(undefined)).toBe('sevenDays');
    expect(exportDateDescriptor('ytd')).toBe('ytd');
  });

  it('[P2-114] reviews sort by published_at descending', () => {
    expect(defaultSort('reviews')).toEqual({ by: 'published_at', order: 'desc' });
  });

  it('[P2-115] keywords sort by highest_volume', () => {
    expect(defaultSort('keywords')).toEqual({ by: 'highest_volume' });
  });

  it('[P2-116] local search sorts by top_area descending', () => {
    expect(defaultSort('localSearch')).toEqual({ by: 'top_area', order: 'desc' });
  });

  it('[P2-117] local search sorts by top_percent descending when the flag is on', () => {
    expect(defaultSort('localSearch', { topPercent: true })).toEqual({ by: 'top_percent', order: 'desc' });
  });
});

describe('export legends and schedules', () => {
  it('[P9-041] maps the descriptors to their export legends', () => {
    expect(
      ['today', 'yesterday', 'sevenDays', 'fourteenDays', 'thirtyDays', 'threeMonths', 'sixMonths', 'twelveMonths',
        'lastCalendarWeek', 'lastCalendarYear', 'prevMonth', 'prevQuarter', 'mtd', 'qtd', 'ytd'].map(exportLegend),
    ).toEqual([
      'today', 'yesterday', 'seven_days', 'fourteen_days', 'thirty_days', 'three_months', 'six_months', 'twelve_months',
      'last_calendar_week', 'last_calendar_year', 'previous_month', 'previous_quarter', 'month_to_date',
      'quarter_to_date', 'year_to_date',
    ]);
    expect(descriptorOfLegend('previous_quarter')).toBe('prevQuarter');
    expect(descriptorOfLegend('nope')).toBeUndefined();
  });

  it('[P9-042] an unknown descriptor falls back to yesterday', () => {
    expect(exportLegend('twoYears')).toBe('yesterday');
    expect(exportLegend('bogus')).toBe('yesterday');
    expect(exportLegend(undefined)).toBe('yesterday');
    expect(exportLegend('toString')).toBe('yesterday');
  });

  it('[P5-019] allTime cannot be scheduled', () => {
    expect(scheduleBlockReason('allTime')).toBe('All time date option is not supported');
  });

  it('[P5-020] custom and twoYears cannot be scheduled (decision 3); presets can', () => {
    expect(scheduleBlockReason('custom')).toBe('Select a preset date option');
    expect(scheduleBlockReason('twoYears')).toBe('Select a preset date option');
    expect(scheduleBlockReason('sevenDays')).toBeNull();
  });
});
