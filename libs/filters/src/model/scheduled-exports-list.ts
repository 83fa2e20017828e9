import { descriptorOfLegend } from './date-ranges.js';
import { SCHEDULED_EXPORT_MESSAGES as MSG, scheduledExportsDeletedMessage } from './messages.js';
import type { QueryValues } from './query.js';
import { queryFromServerFilters } from './server-query.js';
import type { ScheduledExport, ScheduledExportType, ScheduledExportsQuery } from '../ports/scheduled-exports-api.js';

export const SCHEDULED_EXPORTS_PATH = '/settings/scheduled-exports/manage';

export interface ScheduledExportColumn {
  key: keyof ScheduledExport;
  label: string;
  /** The sort[by] value when the column sorts. */
  sortBy?: string;
}

/** P2-143, P2-144: only Type sorts, by display_name. */
export const SCHEDULED_EXPORT_COLUMNS: readonly ScheduledExportColumn[] = [
  { key: 'email_subject', label: 'Name' },
  { key: 'display_name', label: 'Type', sortBy: 'display_name' },
  { key: 'email_frequency', label: 'Email Frequency' },
  { key: 'scheduled_time', label: 'Scheduled Time' },
  { key: 'last_sent_at', label: 'Last Sent' },
];

/** P2-150 */
export const SCHEDULED_EXPORTS_EMPTY = MSG.empty;

// ---- fromPage and the Back link (P2-145..P2-148)

/** Report paths and the fromPage each gives; {id} stands for a number. */
const FROM_PAGES: readonly [RegExp, string][] = [
  [/^\/reviews$/, 'reviews'],
  [/^\/dashboard$/, 'dashboard'],
  [/^\/dashboard\/locations$/, 'locationPerformance'],
  [/^\/dashboard\/keywords$/, 'keywords'],
  [/^\/dashboard\/keywords\/categories$/, 'experienceCategories'],
  [/^\/dashboard\/keywords\/[^/]+$/, 'keywordDetails'],
  [/^\/competitors\/locations$/, 'competitorsOverview'],
  [/^\/competitors\/brands$/, 'competitorsBrands'],
  [/^\/request-reviews\/microsurveys\/[^/]+\/summaries$/, 'microsurveySummaries'],
];

const camel = (path: string) =>
  path
    .split('/')
    .filter((part) => part && !/^\d+$/.test(part))
    .map((part, i) => part.replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => (i ? c.toUpperCase() : c)))
    .join('');

/**
 * The fromPage a report passes to the list (P2-146..P2-148): named from its path; the location
 * performance page is groupPerformance with view=groups and locationPerformance with view=locations.
 */
export function fromPageOf(pathname: string, query: QueryValues = {}): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (query['view'] === 'groups') return 'groupPerformance';
  if (query['view'] === 'locations') return 'locationPerformance';
  return FROM_PAGES.find(([pattern]) => pattern.test(path))?.[1] ?? camel(path);
}

const BACK_LABELS: Readonly<Record<string, string>> = {
  reviews: 'Reviews',
  dashboard: 'Dashboard',
  locationPerformance: 'Location Performance',
  groupPerformance: 'Group Performance',
  keywords: 'Keywords',
  experienceCategories: 'Experience Categories',
  keywordDetails: 'Keyword Details',
  competitorsOverview: 'Competitors',
  competitorsBrands: 'Competitor Brands',
  microsurveySummaries: 'Microsurvey Summary',
};

/** The Back link's label (P2-145); an unknown page reads plainly as Back. */
export function backLinkLabel(fromPage: string | undefined): string {
  const name = fromPage && Object.hasOwn(BACK_LABELS, fromPage) ? BACK_LABELS[fromPage] : undefined;
  return name ? `Back to ${name}` : 'Back';
}

/** Where each fromPage's Back link goes (pages that need an id fall back to their list). */
const BACK_PATHS: Readonly<Record<string, string>> = {
  reviews: '/reviews',
  dashboard: '/dashboard',
  locationPerformance: '/dashboard/locations?view=locations',
  groupPerformance: '/dashboard/locations?view=groups',
  keywords: '/dashboard/keywords',
  experienceCategories: '/dashboard/keywords/categories',
  keywordDetails: '/dashboard/keywords',
  competitorsOverview: '/competitors/locations',
  competitorsBrands: '/competitors/brands',
  microsurveySummaries: '/request-reviews/microsurveys',
};

/** The Back link (P2-145): labelled and aimed after fromPage; without one it leads to Settings. */
export function backLink(fromPage: string | undefined): { label: string; href: string } {
  const href = fromPage && Object.hasOwn(BACK_PATHS, fromPage) ? BACK_PATHS[fromPage] : undefined;
  return href ? { label: backLinkLabel(fromPage), href } : { label: 'Back to Settings', href: '/settings' };
}

/** The list page's address from a report, with the fromPage the Back link reads. */
export function scheduledExportsHref(pathname: string, query: QueryValues = {}): string {
  return `${SCHEDULED_EXPORTS_PATH}?${new URLSearchParams({ fromPage: fromPageOf(pathname, query) }).toString()}`;
}

// ---- row links (P2-149, P2-152..P2-160)

/** The report each export type comes from. */
export function reportPath(type: ScheduledExportType, resourceId?: number | null): string {
  switch (type) {
    case 'reviews':
      return '/reviews';
    case 'metric_locations':
    case 'metric_groups':
      return '/dashboard/locations';
    case 'competitors_overview':
      return '/competitors/locations';
    case 'experience_categories':
      return '/dashboard/keywords/categories';
    case 'keywords':
      return '/dashboard/keywords';
    case 'keyword_details':
      return `/dashboard/keywords/${resourceId ?? ''}`;
    case 'competitors_brands':
      return '/competitors/brands';
    case 'microsurvey_responses':
      return `/request-reviews/microsurveys/${resourceId ?? ''}/summaries`;
  }
}

/** URL keys of the e-mail settings a row link carries for the flyout's edit mode. */
export const EMAIL_SETTING_KEYS = {
  name: 'email_subject',
  frequency: 'email_frequency',
  time: 'scheduled_time',
  weekday: 'day_of_week',
  dayOfMonth: 'day_of_month',
  recipientIds: 'recipient_user_ids',
  recipientEmails: 'recipient_emails',
} as const;

export interface ReportLink {
  path: string;
  query: Record<string, string>;
  href: string;
}

/** A row's link: its report with its filters, flyout_edit, export_id and the e-mail settings (P2-149). */
export function scheduledExportLink(row: ScheduledExport): ReportLink {
  const query: Record<string, string> = { ...queryFromServerFilters(row.filters) };
  const descriptor = descriptorOfLegend(row.date_range_legend);
  if (descriptor) query['dateDescriptor'] = descriptor;
  if (row.export_type === 'metric_groups') query['view'] = 'groups';
  if (row.export_type === 'metric_locations') query['view'] = 'locations';
  query['flyout_edit'] = 'true';
  query['export_id'] = String(row.id);
  query[EMAIL_SETTING_KEYS.name] = row.email_subject;
  query[EMAIL_SETTING_KEYS.frequency] = row.email_frequency;
  query[EMAIL_SETTING_KEYS.time] = row.scheduled_time;
  if (row.day_of_week) query[EMAIL_SETTING_KEYS.weekday] = row.day_of_week;
  if (row.day_of_month) query[EMAIL_SETTING_KEYS.dayOfMonth] = String(row.day_of_month);
  if (row.recipient_user_ids.length) query[EMAIL_SETTING_KEYS.recipientIds] = row.recipient_user_ids.join(',');
  if (row.recipient_emails.length) query[EMAIL_SETTING_KEYS.recipientEmails] = row.recipient_emails.join(',');
  const path = reportPath(row.export_type, row.resource_id);
  return { path, query, href: `${path}?${new URLSearchParams(query).toString()}` };
}

// ---- the list call and deletion messages

/** GET /scheduled_exports (P7-050): non-admins see their own (P6-021), admins all (P6-022). */
export function scheduledExportsQuery(input: {
  accountId: number;
  userId: number | null;
  isAdmin: boolean;
  exportTypes?: ScheduledExportType[];
  sort?: { by: string; order: 'asc' | 'desc' } | null;
  page?: number;
}): ScheduledExportsQuery {
  const query: ScheduledExportsQuery = { account_id: input.accountId, page: input.page ?? 1 };
  if (input.exportTypes?.length) query.export_type = input.exportTypes;
  if (!input.isAdmin && input.userId !== null) query.created_by_user_id = input.userId;
  if (input.sort) {
    query['sort[by]'] = input.sort.by;
    query['sort[order]'] = input.sort.order;
  }
  return query;
}

/** What a multi-delete tells the user (P8-042..P8-045). */
export function deleteOutcomeMessage(total: number, failed: number): { level: 'success' | 'alert'; text: string } {
  const deleted = total - failed;
  if (failed === 0) return { level: 'success', text: deleted === 1 ? MSG.deleted : scheduledExportsDeletedMessage(deleted) };
  if (deleted === 0 && total === 1) return { level: 'alert', text: MSG.notDeleted };
  return { level: 'alert', text: MSG.someNotDeleted };
}
