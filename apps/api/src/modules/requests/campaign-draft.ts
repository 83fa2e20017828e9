/**
 * The checks a campaign draft's fields pass on create and on save (P3-031): the location is the account's,
 * SMS needs the sms_requests setting, a sender other than the location needs custom_email, the template is
 * the account's and the review sites are the location's. Shared by createCampaign and updateCampaign.
 */
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CampaignsTable } from '../../db/schema-requests.js';
import type { RequestContext } from '../../http/handler-types.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error.js';
import type { Schema } from '../../http/schemas.js';
import { settingIsOn } from '../accounts/account-settings.js';
import { normalizeEmail } from './contacts.js';
import { assertSmsLength } from './request-texts.js';

export const NOT_DRAFT = 'This campaign is no longer a draft';

/** 409 unless the campaign is still a draft (P4-017: the composer then clears its recipients). */
export function assertDraft(campaign: { status: string }): void {
  if (campaign.status !== 'draft') throw conflict(NOT_DRAFT, 'status');
}

export interface DraftLocation {
  id: number;
  name: string;
}

/** The campaign's location, when it is one of the account's (another account's is a 404). */
export async function draftLocation(db: Kysely<Database>, accountId: number, locationId: number): Promise<DraftLocation> {
  const location = await db.selectFrom('locations').select(['id', 'name']).where('id', '=', locationId).where('account_id', '=', accountId).executeTakeFirst();
  if (!location) throw notFound('Location');
  return location;
}

/** The fields a draft keeps as they were when the write leaves them out. */
export interface DraftState {
  request_type: 'email' | 'sms';
  sender_name: string;
  sender_email: string | null;
}

/**
 * The columns a CampaignWrite sets (only the fields sent), after the checks. `before` is the saved draft
 * (null on create) and `location` the draft's location after the write: the default sender is its name.
 */
export async function draftValues(
  ctx: RequestContext,
  accountId: number,
  body: Schema<'CampaignWrite'>,
  location: DraftLocation,
  before: (DraftState & { location_id: number; location_name: string }) | null,
): Promise<Updateable<CampaignsTable>> {
  const values: Updateable<CampaignsTable> = {};
  const name = body.name?.trim();
  if (name !== undefined) {
    if (name === '') throw badRequest('name must not be empty', 'name');
    values.name = name;
  }
  const requestType = body.request_type_id ?? before?.request_type ?? 'email';
  if (body.request_type_id !== undefined) values.request_type = body.request_type_id;
  if (requestType === 'sms' && !(await settingIsOn(ctx.db, accountId, 'sms_requests'))) {
    throw forbidden('SMS requests are not enabled for this account; contact support to turn them on');
  }
  for (const key of ['layout_id', 'header_text', 'header_image', 'use_header_image', 'reminder_days'] as const) {
    if (body[key] !== undefined) (values as Record<string, unknown>)[key] = body[key];
  }
  if (body.subject !== undefined) values.subject = body.subject.trim();
  if (body.content !== undefined) {
    assertSmsLength(requestType, body.content);
    values.content = body.content;
  }
  if (body.feedback_configuration !== undefined) values.feedback_type = body.feedback_configuration.selector_type;
  if (body.auto_select_sources !== undefined) values.auto_select_sources = body.auto_select_sources;

  await senderValues(ctx, accountId, body, location, before, values);
  if (body.template_id !== undefined && body.template_id !== null) await assertAccountTemplate(ctx.db, accountId, body.template_id);
  if (body.template_id !== undefined) values.template_id = body.template_id;
  if (body.url_ids !== undefined) {
    await assertLocationUrls(ctx.db, location.id, body.url_ids);
    values.url_ids = body.url_ids;
  } else if (before && before.location_id !== location.id) {
    // The sites chosen were the old location's.
    values.url_ids = [];
  }
  return values;
}

/**
 * The sender: the location's name and no reply-to address by default; anything else needs custom_email.
 * A draft moved to another location keeps a custom sender, and a default one follows the location.
 */
async function senderValues(
  ctx: RequestContext,
  accountId: number,
  body: Schema<'CampaignWrite'>,
  location: DraftLocation,
  before: (DraftState & { location_name: string }) | null,
  values: Updateable<CampaignsTable>,
): Promise<void> {
  let senderName = body.sender_name?.trim();
  if (senderName === '') senderName = location.name;
  if (senderName === undefined && (!before || before.sender_name === before.location_name)) senderName = location.name;
  let senderEmail: string | null | undefined = body.sender_email;
  if (typeof senderEmail === 'string') {
    senderEmail = senderEmail.trim() === '' ? null : normalizeEmail(senderEmail);
    if (senderEmail === null && body.sender_email?.trim() !== '') throw badRequest('sender_email is not a valid e-mail address', 'sender_email');
  }
  const custom = (senderName !== undefined && senderName !== location.name) || (senderEmail !== undefined && senderEmail !== null);
  if (custom && !(await settingIsOn(ctx.db, accountId, 'custom_email'))) {
    throw forbidden('A custom sender needs the custom_email setting; contact support to turn it on');
  }
  if (senderName !== undefined) values.sender_name = senderName;
  if (senderEmail !== undefined) values.sender_email = senderEmail;
}

async function assertAccountTemplate(db: Kysely<Database>, accountId: number, templateId: number): Promise<void> {
  const template = await db.selectFrom('request_templates').select('id').where('id', '=', templateId).where('account_id', '=', accountId).executeTakeFirst();
  if (!template) throw badRequest(`Template ${templateId} is not a request template of this account`, 'template_id');
}

/** 400 naming url_ids and the first id that is not a review-site URL of the location. */
async function assertLocationUrls(db: Kysely<Database>, locationId: number, urlIds: readonly number[]): Promise<void> {
  if (urlIds.length === 0) return;
  const known = await db.selectFrom('urls').select('id').where('location_id', '=', locationId).where('id', 'in', [...urlIds]).execute();
  const ids = new Set(known.map((u) => u.id));
  const unknown = urlIds.find((id) => !ids.has(id));
  if (unknown !== undefined) throw badRequest(`URL ${unknown} is not a review site of this location`, 'url_ids');
}

/** The location's review sites a campaign asks for when it chooses them itself (P3-033): the valid ones, Google first. */
export async function autoSelectedUrlIds(db: Kysely<Database>, locationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('urls as u')
    .innerJoin('sources as s', 's.id', 'u.source_id')
    .select('u.id')
    .where('u.location_id', '=', locationId)
    .where('u.status', '=', 'valid')
    .where('u.url', 'is not', null)
    .orderBy((eb) => eb.case().when('s.code', '=', 'google').then(0).else(1).end())
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}
