/**
 * A recipient as the contract shows it (CampaignRecipient), with its outcome: how far the customer went, the
 * furthest step winning (unsubscribed, feedback, clicked_site, opened, sent; not_sent before the send).
 */
import { sql, type Selectable } from 'kysely';
import type { CampaignRecipientsTable } from '../../db/schema-requests.js';
import type { Schema } from '../../http/schemas.js';
import { isoOrNull } from '../../http/wire.js';

type Outcome = Schema<'RequestOutcome'>;

export function recipientOutcome(r: Pick<Selectable<CampaignRecipientsTable>, 'sent_at' | 'opened_at' | 'clicked_at' | 'feedback_at' | 'unsubscribed_at'>): Outcome {
  if (r.unsubscribed_at) return 'unsubscribed';
  if (r.feedback_at) return 'feedback';
  if (r.clicked_at) return 'clicked_site';
  if (r.opened_at) return 'opened';
  return r.sent_at ? 'sent' : 'not_sent';
}

/** The same rule in SQL, over the recipients aliased `r` (the history's outcome filter). */
export const OUTCOME_SQL = sql<Outcome>`(case
  when r.unsubscribed_at is not null then 'unsubscribed'
  when r.feedback_at is not null then 'feedback'
  when r.clicked_at is not null then 'clicked_site'
  when r.opened_at is not null then 'opened'
  when r.sent_at is not null then 'sent'
  else 'not_sent' end)`;

export const toCampaignRecipient = (r: Selectable<CampaignRecipientsTable>): Schema<'CampaignRecipient'> => ({
  id: r.id,
  campaign_id: r.campaign_id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  status: r.status,
  outcome: recipientOutcome(r),
  sent_at: isoOrNull(r.sent_at),
  opened_at: isoOrNull(r.opened_at),
  clicked_at: isoOrNull(r.clicked_at),
  feedback_at: isoOrNull(r.feedback_at),
  unsubscribed_at: isoOrNull(r.unsubscribed_at),
  reminded_at: isoOrNull(r.reminded_at),
  score: r.score,
  review_id: r.review_id,
  error: r.error,
});
