/**
 * Campaigns and their recipients on the wire: the database says `request_type` and `feedback_type`, the
 * contract `request_type_id` and `feedback_configuration.selector_type` (P3-031). Recipients: recipient-wire.ts.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CampaignsTable } from '../../db/schema-requests.js';
import type { Schema } from '../../http/schemas.js';
import { iso, isoOrNull } from '../../http/wire.js';

export type CampaignRow = Selectable<CampaignsTable> & { location_name: string };

/** A campaign with its location's name (the only join the wire needs). */
export function selectCampaigns(db: Kysely<Database>) {
  return db.selectFrom('campaigns as c').innerJoin('locations as l', 'l.id', 'c.location_id').selectAll('c').select('l.name as location_name');
}

export function campaignToWire(row: CampaignRow): Schema<'Campaign'> {
  return {
    id: row.id,
    account_id: row.account_id,
    location_id: row.location_id,
    location_name: row.location_name,
    created_by_user_id: row.created_by_user_id,
    name: row.name,
    request_type_id: row.request_type,
    layout_id: row.layout_id,
    template_id: row.template_id,
    subject: row.subject,
    content: row.content,
    header_text: row.header_text,
    header_image: row.header_image,
    use_header_image: row.use_header_image,
    sender_name: row.sender_name,
    sender_email: row.sender_email,
    url_ids: row.url_ids,
    auto_select_sources: row.auto_select_sources,
    feedback_configuration: { selector_type: row.feedback_type },
    reminder_days: row.reminder_days,
    status: row.status,
    scheduled_at: isoOrNull(row.scheduled_at),
    sent_at: isoOrNull(row.sent_at),
    recipient_count: row.recipient_count,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
