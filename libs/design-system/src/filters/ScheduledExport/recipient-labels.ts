import type { RecipientOption } from './ScheduledExportFields.js';

/** 'Alicia Moreno (admin@harbor.test)', or the e-mail alone. */
export const recipientLabel = (user: RecipientOption): string =>
  user.name && user.email ? `${user.name} (${user.email})` : user.email || user.name || `User ${user.id}`;

/**
 * The recipients as the field shows them: a recipient known only by id (an edit link carries ids)
 * takes the found user's name and e-mail.
 */
export function resolveRecipients(recipients: readonly RecipientOption[], found: readonly RecipientOption[]): RecipientOption[] {
  return recipients.map((recipient) => found.find((user) => user.id === recipient.id) ?? recipient);
}

/** A send date (YYYY-MM-DD) as 'Sunday, April 5, 2026'. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}
