import { describe, expect, it } from 'vitest';
import type { ScheduledExport } from '../ports/scheduled-exports-api.js';
import {
  SCHEDULED_EXPORTS_EMPTY,
  SCHEDULED_EXPORT_COLUMNS,
  backLink,
  backLinkLabel,
  deleteOutcomeMessage,
  fromPageOf,
  reportPath,
  scheduledExportLink,
  scheduledExportsHref,
  scheduledExportsQuery,
} from './scheduled-exports-list.js';

const row = (over: Partial<ScheduledExport> = {}): ScheduledExport => ({
  id: 12,
  account_id: 10,
  display_name: 'Reviews',
  date_range_legend: 'month_to_date',
  filters: { group_id: 3, rating: [4, 5], sentiment: -1 },
  recipient_user_ids: [20, 21],
  recipient_emails: ['ann@example.com', 'bob@example.com'],
  email_frequency: 'weekly',
  email_subject: 'Weekly digest',
  scheduled_time: '09:30',
  day_of_week: 'monday',
  day_of_month: null,
  export_type: 'reviews',
  resource_id: null,
  last_sent_at: null,
  ...over,
});

describe('scheduled exports list', () => {
  it('[P2-143] columns: Name, Type, Email Frequency, Scheduled Time, Last Sent', () => {
    expect(SCHEDULED_EXPORT_COLUMNS.map((c) => c.label)).toEqual(['Name', 'Type', 'Email Frequency', 'Scheduled Time', 'Last Sent']);
  });

  it('[P2-144] only Type sorts, by display_name', () => {
    expect(SCHEDULED_EXPORT_COLUMNS.filter((c) => c.sortBy).map((c) => [c.label, c.sortBy])).toEqual([['Type', 'display_name']]);
  });

  it('[P2-150] the empty state reads No Scheduled Exports', () => {
    expect(SCHEDULED_EXPORTS_EMPTY).toBe('No Scheduled Exports');
  });

  it('[P2-146] fromPage is derived from the path', () => {
    expect(fromPageOf('/reviews')).toBe('reviews');
    expect(fromPageOf('/dashboard/keywords/categories')).toBe('experienceCategories');
    expect(fromPageOf('/dashboard/keywords/42')).toBe('keywordDetails');
    expect(fromPageOf('/competitors/brands/')).toBe('competitorsBrands');
    expect(fromPageOf('/request-reviews/microsurveys/4/summaries')).toBe('microsurveySummaries');
    expect(fromPageOf('/some-new/page_x/9')).toBe('someNewPageX');
  });

  it('[P2-147] fromPage is groupPerformance when view=groups', () => {
    expect(fromPageOf('/dashboard/locations', { view: 'groups' })).toBe('groupPerformance');
  });

  it('[P2-148] fromPage is locationPerformance when view=locations', () => {
    expect(fromPageOf('/dashboard/locations', { view: 'locations' })).toBe('locationPerformance');
    expect(scheduledExportsHref('/dashboard/locations', { view: 'locations' })).toBe('/settings/scheduled-exports/manage?fromPage=locationPerformance');
  });

  it('[P2-145] the Back link label comes from fromPage', () => {
    expect(backLinkLabel('groupPerformance')).toBe('Back to Group Performance');
    expect(backLinkLabel('reviews')).toBe('Back to Reviews');
    expect(backLinkLabel(undefined)).toBe('Back');
    expect(backLinkLabel('constructor')).toBe('Back');
  });

  it('[P2-145] the Back link goes to the page fromPage names; without one, to Settings', () => {
    expect(backLink('reviews')).toEqual({ label: 'Back to Reviews', href: '/reviews' });
    expect(backLink('groupPerformance')).toEqual({ label: 'Back to Group Performance', href: '/dashboard/locations?view=groups' });
    expect(backLink(fromPageOf('/dashboard/keywords/categories'))).toEqual({
      label: 'Back to Experience Categories',
      href: '/dashboard/keywords/categories',
    });
    expect(backLink(undefined)).toEqual({ label: 'Back to Settings', href: '/settings' });
    expect(backLink('toString')).toEqual({ label: 'Back to Settings', href: '/settings' });
  });

  it.each([
    ['P2-152', 'reviews', '/reviews'],
    ['P2-153', 'metric_locations', '/dashboard/locations'],
    ['P2-154', 'metric_groups', '/dashboard/locations'],
    ['P2-155', 'competitors_overview', '/competitors/locations'],
    ['P2-156', 'experience_categories', '/dashboard/keywords/categories'],
    ['P2-157', 'keywords', '/dashboard/keywords'],
    ['P2-158', 'keyword_details', '/dashboard/keywords/77'],
    ['P2-159', 'competitors_brands', '/competitors/brands'],
    ['P2-160', 'microsurvey_responses', '/request-reviews/microsurveys/77/summaries'],
  ] as const)('[%s] export type %s targets %s', (_id, type, path) => {
    expect(reportPath(type, 77)).toBe(path);
    expect(scheduledExportLink(row({ export_type: type, resource_id: 77 })).path).toBe(path);
  });

  it('[P2-149] a row links to its report with its filters, flyout_edit, export_id and e-mail settings', () => {
    const link = scheduledExportLink(row());
    expect(link.query).toEqual({
      groupId: '3',
      rating: '4,5',
      sentiment: '-1',
      dateDescriptor: 'mtd',
      flyout_edit: 'true',
      export_id: '12',
      email_subject: 'Weekly digest',
      email_frequency: 'weekly',
      scheduled_time: '09:30',
      day_of_week: 'monday',
      recipient_user_ids: '20,21',
      recipient_emails: 'ann@example.com,bob@example.com',
    });
    expect(link.href.startsWith('/reviews?groupId=3&rating=4%2C5')).toBe(true);
    expect(scheduledExportLink(row({ export_type: 'metric_groups' })).query['view']).toBe('groups');
  });

  it('[P6-021] non-admins list only their own scheduled exports', () => {
    expect(scheduledExportsQuery({ accountId: 10, userId: 20, isAdmin: false, sort: { by: 'display_name', order: 'asc' }, page: 2 })).toEqual({
      account_id: 10,
      created_by_user_id: 20,
      'sort[by]': 'display_name',
      'sort[order]': 'asc',
      page: 2,
    });
  });

  it('[P6-022] admins list all, optionally by export type (P7-050)', () => {
    expect(scheduledExportsQuery({ accountId: 10, userId: 20, isAdmin: true, exportTypes: ['reviews', 'keywords'] })).toEqual({
      account_id: 10,
      export_type: ['reviews', 'keywords'],
      page: 1,
    });
  });

  it('[P8-042] one deleted: Scheduled Export deleted', () => {
    expect(deleteOutcomeMessage(1, 0)).toEqual({ level: 'success', text: 'Scheduled Export deleted' });
  });

  it('[P8-043] several deleted: n Scheduled Exports deleted', () => {
    expect(deleteOutcomeMessage(3, 0)).toEqual({ level: 'success', text: '3 Scheduled Exports deleted' });
  });

  it('[P8-044] one not deleted: Scheduled Export was not deleted', () => {
    expect(deleteOutcomeMessage(1, 1)).toEqual({ level: 'alert', text: 'Scheduled Export was not deleted' });
  });

  it('[P8-045] some of several not deleted: Some Scheduled Exports were not deleted', () => {
    expect(deleteOutcomeMessage(3, 1)).toEqual({ level: 'alert', text: 'Some Scheduled Exports were not deleted' });
    expect(deleteOutcomeMessage(3, 3)).toEqual({ level: 'alert', text: 'Some Scheduled Exports were not deleted' });
  });
});
