/**
 * Request campaigns from draft to sending (issue 23): the drafts (P4-016, P3-031..P3-034), their recipients by
 * hand or from a CSV (P3-035), and the send, which only checks the draft is complete and enqueues the one
 * send job (jobs/campaign-send.ts sends). Only a draft changes: anything else is a 409 (P4-017).
 */
import { sql } from 'kysely';
import type { HandlerMap, OperationContext, RequestContext } from '../../http/handler-types.js';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../http/http-error.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { requireAuth } from '../../http/scope.js';
import { bodyAccountId, created, found, idParam, listAccountId } from '../../http/tenant.js';
import { enqueueJob } from '../../jobs/queue.js';
import { settingIsOn } from '../accounts/account-settings.js';
import { assertDraft, autoSelectedUrlIds, draftLocation, draftValues, NOT_DRAFT } from './campaign-draft.js';
import { checkRecipient, insertRecipients, isProblem, refreshRecipientCount, type CheckedRecipient } from './campaign-recipients.js';
import { campaignToWire, selectCampaigns } from './campaigns-wire.js';
import { toCampaignRecipient } from './recipient-wire.js';
import { MAX_RECIPIENTS, parseRecipientCsv } from './recipient-upload.js';
import { CAMPAIGN_SEND_JOB } from './request-links.js';
import { assertLocationAllowed, whereLocationAllowed } from '../../http/location-scope.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead a campaign may be scheduled. */
const MAX_SCHEDULE_DAYS = 90;

const NEWEST_FIRST = {
  sort: { by: 'created_at' as const, order: 'desc' as const, explicit: true },
  search: null,
  columns: { created_at: 'c.created_at' },
  nameColumn: 'c.name',
  idColumn: 'c.id',
};

const IN_ORDER_ADDED = {
  sort: { by: 'id' as const, order: 'asc' as const, explicit: true },
  search: null,
  columns: { id: 'r.id' },
  nameColumn: 'r.name',
  idColumn: 'r.id',
};

const listCampaigns = async (ctx: OperationContext<'listCampaigns'>) => {
  let query = whereLocationAllowed(selectCampaigns(ctx.db).where('c.account_id', '=', listAccountId(ctx)), 'c.location_id', ctx);
  if (ctx.query.status) query = query.where('c.status', '=', ctx.query.status);
  if (ctx.query.location_id !== undefined) query = query.where('c.location_id', '=', ctx.query.location_id);
  return halPage(ctx, 'campaigns', query, parsePaging(ctx.query), NEWEST_FIRST, campaignToWire);
};

/** The campaign of the id parameter, when the session may touch its account (else 404). */
async function loadCampaign(ctx: RequestContext) {
  const row = await selectCampaigns(ctx.db).where('c.id', '=', idParam(ctx, 'Campaign')).executeTakeFirst();
  const campaign = found(requireAuth(ctx), row, 'Campaign');
  assertLocationAllowed(ctx, campaign.location_id, 'Campaign');
  const requested = (ctx.query as { account_id?: number }).account_id;
  if (requested !== undefined && requested !== campaign.account_id) throw notFound('Campaign');
  return campaign;
}

const readCampaign = async (ctx: RequestContext, id: number) => campaignToWire(await selectCampaigns(ctx.db).where('c.id', '=', id).executeTakeFirstOrThrow());

/** A new draft (P4-016): named after the location and the day, sent as the location, reminder from the request page. */
const createCampaign = async (ctx: OperationContext<'createCampaign'>) => {
  const accountId = bodyAccountId(ctx);
  assertLocationAllowed(ctx, ctx.body.location_id, 'Location');
  const location = await draftLocation(ctx.db, accountId, ctx.body.location_id);
  const values = await draftValues(ctx, accountId, ctx.body, location, null);
  const page = await ctx.db.selectFrom('request_pages').select('reminder_days').where('account_id', '=', accountId).executeTakeFirst();
  const now = ctx.services.now();
  const row = await ctx.db
    .insertInto('campaigns')
    .values({
      name: `${location.name} ${now.toISOString().slice(0, 10)}`,
      reminder_days: page?.reminder_days ?? null,
      ...values,
      account_id: accountId,
      location_id: location.id,
      created_by_user_id: requireAuth(ctx).user.id,
      status: 'draft',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created(ctx, await readCampaign(ctx, row.id));
};

const getCampaign = async (ctx: OperationContext<'getCampaign'>) => campaignToWire(await loadCampaign(ctx));

/** Saves the fields sent; only a draft (409 otherwise, P4-017). */
const updateCampaign = async (ctx: OperationContext<'updateCampaign'>) => {
  const current = await loadCampaign(ctx);
  if (ctx.body.account_id !== undefined && ctx.body.account_id !== current.account_id) throw notFound('Campaign');
  assertDraft(current);
  assertLocationAllowed(ctx, ctx.body.location_id, 'Location');
  const location = await draftLocation(ctx.db, current.account_id, ctx.body.location_id);
  const values = await draftValues(ctx, current.account_id, ctx.body, location, current);
  const saved = await ctx.db
    .updateTable('campaigns')
    .set({ ...values, location_id: location.id, updated_at: ctx.services.now() })
    .where('id', '=', current.id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (Number(saved.numUpdatedRows) === 0) throw conflict(NOT_DRAFT, 'status');
  if (location.id !== current.location_id) {
    await ctx.db.updateTable('campaign_recipients').set({ location_id: location.id }).where('campaign_id', '=', current.id).execute();
  }
  return readCampaign(ctx, current.id);
};

/**
 * A draft, or a scheduled campaign with its pending send job (so it is never sent); 409 once sending started.
 * The status check is in the delete itself, so a send job that started meanwhile wins.
 */
const deleteCampaign = async (ctx: OperationContext<'deleteCampaign'>) => {
  const campaign = await loadCampaign(ctx);
  const notDeletable = () => conflict('This campaign is being sent or was sent; it can no longer be deleted', 'status');
  if (campaign.status !== 'draft' && campaign.status !== 'scheduled') throw notDeletable();
  await ctx.db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('campaigns').where('id', '=', campaign.id).where('status', 'in', ['draft', 'scheduled']).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notDeletable();
    await trx
      .deleteFrom('jobs')
      .where('kind', '=', CAMPAIGN_SEND_JOB)
      .where('status', '=', 'pending')
      .where(sql<boolean>`(payload->>'campaign_id')::int = ${campaign.id}`)
      .execute();
  });
  return undefined;
};

const listCampaignRecipients = async (ctx: OperationContext<'listCampaignRecipients'>) => {
  const campaign = await loadCampaign(ctx);
  let query = ctx.db.selectFrom('campaign_recipients as r').selectAll('r').where('r.campaign_id', '=', campaign.id);
  if (ctx.query.status) query = query.where('r.status', '=', ctx.query.status);
  return halPage(ctx, 'recipients', query, parsePaging(ctx.query), IN_ORDER_ADDED, toCampaignRecipient);
};

/** Replaces a draft's recipients; every row is checked first and the first bad one is a 400 naming it (P5). */
const replaceCampaignRecipients = async (ctx: OperationContext<'replaceCampaignRecipients'>) => {
  const campaign = await loadCampaign(ctx);
  assertDraft(campaign);
  const checked: CheckedRecipient[] = [];
  ctx.body.recipients.forEach((input, index) => {
    const result = checkRecipient(input, campaign.request_type);
    if (isProblem(result)) throw badRequest(result.reason, `recipients[${index}].${result.field}`);
    checked.push(result);
  });
  await ctx.db.transaction().execute(async (trx) => {
    await lockDraft(trx, campaign.id);
    await trx.deleteFrom('campaign_recipients').where('campaign_id', '=', campaign.id).execute();
    await insertRecipients(trx, campaign, checked);
    await refreshRecipientCount(trx, campaign.id, ctx.services.now());
  });
  return readCampaign(ctx, campaign.id);
};

/** Locks the campaign row for the transaction and checks it is still a draft (a send meanwhile is a 409). */
async function lockDraft(trx: RequestContext['db'], campaignId: number): Promise<void> {
  const row = await trx.selectFrom('campaigns').select('status').where('id', '=', campaignId).forUpdate().executeTakeFirst();
  if (!row) throw notFound('Campaign');
  assertDraft(row);
}

/** Appends a CSV's good rows to a draft and keeps its refused ones (P3-035). */
const uploadCampaignRecipients = async (ctx: OperationContext<'uploadCampaignRecipients'>) => {
  const campaign = await loadCampaign(ctx);
  assertDraft(campaign);
  const upload = await ctx.db.selectFrom('uploads').select(['id', 'account_id', 'storage_key']).where('id', '=', ctx.body.upload_id).executeTakeFirst();
  if (!upload || upload.account_id !== campaign.account_id) throw notFound('Upload');
  const { good, failed } = parseRecipientCsv(await ctx.services.files.read(upload.storage_key), campaign.request_type);
  if (campaign.recipient_count + good.length > MAX_RECIPIENTS) {
    throw badRequest(`A campaign has at most ${MAX_RECIPIENTS} recipients; this file would make ${campaign.recipient_count + good.length}`, 'upload_id');
  }
  const now = ctx.services.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    await lockDraft(trx, campaign.id);
    const written = await insertRecipients(trx, campaign, good);
    const recipientCount = await refreshRecipientCount(trx, campaign.id, now);
    const skipped = written.doNotContact + written.unsubscribed;
    await trx
      .insertInto('recipient_uploads')
      .values({
        account_id: campaign.account_id,
        campaign_id: campaign.id,
        upload_id: upload.id,
        total_successful: written.added - skipped,
        total_failed: failed.length,
        total_do_not_contact: written.doNotContact,
        total_unsubscribed: written.unsubscribed,
        failed_rows: JSON.stringify(failed),
        created_at: now,
      })
      .execute();
    return {
      upload_id: upload.id,
      total_successful_recipients: written.added - skipped,
      total_failed_recipients: failed.length,
      total_do_not_contact: written.doNotContact,
      total_unsubscribed: written.unsubscribed,
      recipient_count: recipientCount,
    };
  });
  return result;
};

/** The send time asked: now when none; else in the future and within 90 days (400 naming scheduled_at). */
function sendTime(scheduledAt: string | null | undefined, now: Date): Date | null {
  if (scheduledAt === undefined || scheduledAt === null) return null;
  const at = new Date(scheduledAt);
  if (Number.isNaN(at.getTime())) throw badRequest('scheduled_at is not a date and time', 'scheduled_at');
  if (at.getTime() <= now.getTime()) throw badRequest('scheduled_at must be in the future', 'scheduled_at');
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS) throw badRequest(`scheduled_at must be within ${MAX_SCHEDULE_DAYS} days`, 'scheduled_at');
  return at;
}

/**
 * Checks the draft is complete (422 naming the first missing part), fixes the review sites when the campaign
 * chooses them, and hands it to the send job: `sending` now or `scheduled`. The status change and the one job
 * are one transaction, and the update only takes a draft, so two sends never enqueue two jobs.
 */
const sendCampaign = async (ctx: OperationContext<'sendCampaign'>) => {
  const campaign = await loadCampaign(ctx);
  assertDraft(campaign);
  const now = ctx.services.now();
  const scheduledAt = sendTime(ctx.body?.scheduled_at, now);
  if (campaign.request_type === 'sms' && !(await settingIsOn(ctx.db, campaign.account_id, 'sms_requests'))) {
    throw forbidden('SMS requests are not enabled for this account; contact support to turn them on');
  }
  if (campaign.recipient_count === 0) throw unprocessable('Add at least one recipient', 'recipients');
  if (campaign.content.trim() === '') throw unprocessable('Write the message', 'content');
  if (campaign.request_type === 'email' && campaign.subject.trim() === '') throw unprocessable('Write the subject', 'subject');
  const urlIds = campaign.auto_select_sources ? await autoSelectedUrlIds(ctx.db, campaign.location_id) : campaign.url_ids;
  if (urlIds.length === 0) {
    throw unprocessable(
      campaign.auto_select_sources ? 'The location has no valid review site to ask for; add one or choose the sites' : 'Choose at least one review site',
      'url_ids',
    );
  }
  await ctx.db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('campaigns')
      .set({ status: scheduledAt ? 'scheduled' : 'sending', scheduled_at: scheduledAt, url_ids: urlIds, updated_at: now })
      .where('id', '=', campaign.id)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) throw conflict(NOT_DRAFT, 'status');
    await enqueueJob(trx, CAMPAIGN_SEND_JOB, { campaign_id: campaign.id }, scheduledAt ?? now);
  });
  ctx.reply.code(202);
  return readCampaign(ctx, campaign.id);
};

export const campaignHandlers = {
  listCampaigns,
  createCampaign,
  getCampaign,
  updateCampaign,
  deleteCampaign,
  listCampaignRecipients,
  replaceCampaignRecipients,
  uploadCampaignRecipients,
  sendCampaign,
} satisfies HandlerMap;
