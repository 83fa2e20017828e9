import { FREQUENCY_LABELS, type ScheduledExport } from '@locus/filters';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The Email Frequency cell: 'Daily', 'Weekly on Sunday', 'Monthly on day 1'. */
export function frequencyText(row: Pick<ScheduledExport, 'email_frequency' | 'day_of_week' | 'day_of_month'>): string {
  const label = FREQUENCY_LABELS[row.email_frequency] ?? row.email_frequency;
  if (row.email_frequency === 'weekly' && row.day_of_week) return `${label} on ${capitalize(row.day_of_week)}`;
  if (row.email_frequency === 'monthly' && row.day_of_month) return `${label} on day ${row.day_of_month}`;
  return label;
}

/** The Last Sent cell: the time in the user's locale clock, or Never. */
export function lastSentText(lastSentAt: string | null | undefined, locale = 'en-US'): string {
  if (!lastSentAt) return 'Never';
  const date = new Date(lastSentAt);
  return Number.isNaN(date.getTime()) ? 'Never' : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
