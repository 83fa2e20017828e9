import type { ScheduledExport } from '../ports/scheduled-exports-api.js';

/** A weekly reviews schedule as the server sends it; `overrides` change any field. */
export function scheduledExportRow(overrides: Partial<ScheduledExport> & Record<string, unknown> = {}): ScheduledExport {
  return {
    id: 9,
    account_id: 3,
    created_by_user_id: 11,
    display_name: 'Reviews',
    date_range_legend: 'thirty_days',
    filters: { rating: [5] },
    recipient_user_ids: [11],
    recipient_emails: [],
    email_frequency: 'weekly',
    email_subject: 'Weekly five stars',
    email_body: null,
    scheduled_time: '13:00',
    day_of_week: 'sunday',
    day_of_month: null,
    timezone: 'UTC',
    export_type: 'reviews',
    resource_id: null,
    next_run_at: '2026-04-05T13:00:00Z',
    last_sent_at: null,
    created_at: '2026-03-30T10:00:00Z',
    updated_at: '2026-03-30T10:00:00Z',
    ...overrides,
  } as ScheduledExport;
}
