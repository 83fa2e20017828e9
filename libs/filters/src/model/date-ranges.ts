import moment, { type Moment } from 'moment';

/** Every date descriptor of the date dropdown (P2-125). */
export const DATE_DESCRIPTORS = [
  'today',
  'yesterday',
  'sevenDays',
  'fourteenDays',
  'thirtyDays',
  'threeMonths',
  'sixMonths',
  'twelveMonths',
  'twoYears',
  'lastCalendarWeek',
  'lastCalendarYear',
  'prevMonth',
  'prevQuarter',
  'mtd',
  'qtd',
  'ytd',
  'allTime',
  'custom',
] as const;

export type DateDescriptor = (typeof DATE_DESCRIPTORS)[number];

export function isDateDescriptor(value: unknown): value is DateDescriptor {
  return typeof value === 'string' && (DATE_DESCRIPTORS as readonly string[]).includes(value);
}

/** Dates travel as YYYY-MM-DD (the contract's date format), in the URL and to the server. */
export const ISO_DATE = 'YYYY-MM-DD';

/** An inclusive range of days; allTime has no start. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export const DATE_LABELS: Readonly<Record<DateDescriptor, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  sevenDays: 'Last 7 Days',
  fourteenDays: 'Last 14 Days',
  thirtyDays: 'Last 30 Days',
  threeMonths: 'Last 3 Months',
  sixMonths: 'Last 6 Months',
  twelveMonths: 'Last 12 Months',
  twoYears: 'Last 2 Years',
  lastCalendarWeek: 'Last Calendar Week',
  lastCalendarYear: 'Last Calendar Year',
  prevMonth: 'Previous Month',
  prevQuarter: 'Previous Quarter',
  mtd: 'Month to Date',
  qtd: 'Quarter to Date',
  ytd: 'Year to Date',
  allTime: 'All Time',
  custom: 'Custom',
};

const fmt = (day: Moment): string => day.format(ISO_DATE);
const span = (from: Moment, to: Moment): DateRange => ({ from: fmt(from), to: fmt(to) });

/**
 * The days of a preset, counted in the user's local calendar from `now`. "Last N days" ends today
 * and holds N days; "last N months/years" starts on the same day N months/years ago; calendar
 * weeks start on Sunday (the product's first weekday, see the schedule's default).
 */
export function presetRange(descriptor: Exclude<DateDescriptor, 'custom'>, now: Date | Moment): DateRange {
  const today = moment(now).startOf('day');
  const daysBack = (n: number) => span(today.clone().subtract(n - 1, 'days'), today);
  switch (descriptor) {
    case 'today':
      return span(today, today);
    case 'yesterday': {
      const day = today.clone().subtract(1, 'day');
      return span(day, day);
    }
    case 'sevenDays':
      return daysBack(7);
    case 'fourteenDays':
      return daysBack(14);
    case 'thirtyDays':
      return daysBack(30);
    case 'threeMonths':
      return span(today.clone().subtract(3, 'months'), today);
    case 'sixMonths':
      return span(today.clone().subtract(6, 'months'), today);
    case 'twelveMonths':
      return span(today.clone().subtract(12, 'months'), today);
    case 'twoYears':
      return span(today.clone().subtract(2, 'years'), today);
    case 'lastCalendarWeek': {
      const thisSunday = today.clone().subtract(today.day(), 'days');
      return span(thisSunday.clone().subtract(7, 'days'), thisSunday.clone().subtract(1, 'day'));
    }
    case 'lastCalendarYear': {
      const last = today.clone().subtract(1, 'year');
      return span(last.clone().startOf('year'), last.clone().endOf('year'));
    }
    case 'prevMonth': {
      const last = today.clone().subtract(1, 'month');
      return span(last.clone().startOf('month'), last.clone().endOf('month'));
    }
    case 'prevQuarter': {
      const last = today.clone().subtract(1, 'quarter');
      return span(last.clone().startOf('quarter'), last.clone().endOf('quarter'));
    }
    case 'mtd':
      return span(today.clone().startOf('month'), today);
    case 'qtd':
      return span(today.clone().startOf('quarter'), today);
    case 'ytd':
      return span(today.clone().startOf('year'), today);
    case 'allTime':
      return { from: null, to: fmt(today) };
  }
}

/** The range of a descriptor; custom takes the given from/to (URL values) as they are. */
export function dateRange(
  descriptor: DateDescriptor,
  now: Date | Moment,
  custom: Partial<DateRange> = {},
): DateRange {
  if (descriptor === 'custom') return { from: custom.from ?? null, to: custom.to ?? null };
  return presetRange(descriptor, now);
}

// ---- pages: options, default ranges and sorts

/** The pages that show the shared filter bar (and the location areas of features.md). */
export type FilterPage =
  | 'dashboard'
  | 'requestOverview'
  | 'competitors'
  | 'locationPerformance'
  | 'photos'
  | 'localSearch'
  | 'reviews'
  | 'keywords'
  | 'locationArea'
  | 'export';

export interface DateOption {
  value: DateDescriptor;
  label: string;
}

const option = (value: DateDescriptor): DateOption => ({ value, label: DATE_LABELS[value] });

/** Location areas offer a short list (F9-026) without fourteen days (F9-027). */
const LOCATION_AREA_OPTIONS: readonly DateDescriptor[] = ['thirtyDays', 'sixMonths', 'twelveMonths', 'twoYears', 'allTime'];

/** Pages where the fourteen-day option is hidden (P2-126): keywords (F9-067) and location areas. */
export const FOURTEEN_DAYS_HIDDEN_ON: readonly FilterPage[] = ['keywords', 'locationArea'];

/** The date dropdown's options on a page, in the dropdown's order. */
export function dateOptions(page: FilterPage): DateOption[] {
  if (page === 'locationArea') return LOCATION_AREA_OPTIONS.map(option);
  const hidden = FOURTEEN_DAYS_HIDDEN_ON.includes(page);
  return DATE_DESCRIPTORS.filter((d) => !(hidden && d === 'fourteenDays')).map(option);
}

/**
 * The range a page starts with (P2-105..P2-113, F9-028). Keywords: six months (decision 1); an
 * export started where no range is set: seven days (decision 2).
 */
export const DEFAULT_DATE_DESCRIPTOR: Readonly<Record<FilterPage, DateDescriptor>> = {
  dashboard: 'sixMonths',
  requestOverview: 'sixMonths',
  competitors: 'sixMonths',
  locationPerformance: 'sixMonths',
  photos: 'sixMonths',
  localSearch: 'sixMonths',
  locationArea: 'sixMonths',
  reviews: 'thirtyDays',
  keywords: 'sixMonths',
  export: 'sevenDays',
};

export interface SortSpec {
  by: string;
  order?: 'asc' | 'desc';
}

/** A page's default sort (P2-114..P2-117); pages not named sort as their lists do by default. */
export function defaultSort(page: FilterPage, options: { topPercent?: boolean } = {}): SortSpec | undefined {
  switch (page) {
    case 'reviews':
      return { by: 'published_at', order: 'desc' };
    case 'keywords':
      return { by: 'highest_volume' };
    case 'localSearch':
      return options.topPercent ? { by: 'top_percent', order: 'desc' } : { by: 'top_area', order: 'desc' };
    default:
      return undefined;
  }
}

/** An export uses the range of the page it starts from; seven days only where none is set (decision 2). */
export function exportDateDescriptor(pageDescriptor: DateDescriptor | undefined): DateDescriptor {
  return pageDescriptor ?? DEFAULT_DATE_DESCRIPTOR.export;
}

// ---- exports and schedules (P9-041, P9-042, decision 3)

export const EXPORT_LEGENDS = {
  today: 'today',
  yesterday: 'yesterday',
  sevenDays: 'seven_days',
  fourteenDays: 'fourteen_days',
  thirtyDays: 'thirty_days',
  threeMonths: 'three_months',
  sixMonths: 'six_months',
  twelveMonths: 'twelve_months',
  lastCalendarWeek: 'last_calendar_week',
  lastCalendarYear: 'last_calendar_year',
  prevMonth: 'previous_month',
  prevQuarter: 'previous_quarter',
  mtd: 'month_to_date',
  qtd: 'quarter_to_date',
  ytd: 'year_to_date',
} as const satisfies Partial<Record<DateDescriptor, string>>;

export type ExportLegend = (typeof EXPORT_LEGENDS)[keyof typeof EXPORT_LEGENDS];

/** The export legend of a descriptor; anything without one falls back to yesterday (P9-042). */
export function exportLegend(descriptor: string | undefined): ExportLegend {
  if (descriptor && Object.hasOwn(EXPORT_LEGENDS, descriptor))
    return EXPORT_LEGENDS[descriptor as keyof typeof EXPORT_LEGENDS];
  return 'yesterday';
}

/** The descriptor a legend came from (a scheduled export's link back to its report). */
export function descriptorOfLegend(legend: string | undefined): DateDescriptor | undefined {
  const entry = Object.entries(EXPORT_LEGENDS).find(([, value]) => value === legend);
  return entry ? (entry[0] as DateDescriptor) : undefined;
}

export const ALL_TIME_NOT_SUPPORTED = 'All time date option is not supported';
export const SELECT_PRESET_DATE = 'Select a preset date option';

/**
 * Why a range cannot be scheduled, or null (P5-019, P5-020). twoYears has no legend and the
 * fallback would send the wrong days, so it is refused like custom (decision 3).
 */
export function scheduleBlockReason(descriptor: DateDescriptor | undefined): string | null {
  if (descriptor === 'allTime') return ALL_TIME_NOT_SUPPORTED;
  if (descriptor === 'custom' || descriptor === 'twoYears') return SELECT_PRESET_DATE;
  return null;
}
