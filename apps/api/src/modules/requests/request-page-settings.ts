/**
 * An account's landing-page settings as the landing page reads them: its request_pages row,
 * or the defaults when it never saved one (the same defaults as the table's columns).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface RequestPageSettings {
  logo_url: string | null;
  contact_email: string | null;
  contact_number: string | null;
  nps_threshold: number;
  stars_threshold: number;
  reminder_days: number | null;
}

export const REQUEST_PAGE_DEFAULTS: RequestPageSettings = {
  logo_url: null,
  contact_email: null,
  contact_number: null,
  nps_threshold: 9,
  stars_threshold: 4,
  reminder_days: null,
};

export async function requestPageSettings(db: Kysely<Database>, accountId: number): Promise<RequestPageSettings> {
  const row = await db
    .selectFrom('request_pages')
    .select(['logo_url', 'contact_email', 'contact_number', 'nps_threshold', 'stars_threshold', 'reminder_days'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ?? REQUEST_PAGE_DEFAULTS;
}
