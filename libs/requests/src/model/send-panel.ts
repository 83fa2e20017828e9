import type { Moment } from 'moment';
import type { Campaign, RequestType } from '../ports/campaign-api.js';
import { type Clock, formatScheduled, parseLocal, zonedNow } from './request-times.js';
import type { ViewLoadStatus } from './campaign-composer-view.js';

/** Send now or schedule (requests-view-models 3). */
export interface SendPanelView {
  mode: 'now' | 'schedule';
  scheduledAt: string | null;
  minDate: string;
  maxDate: string;
  summary: string;
  problems: string[];
  canSend: boolean;
  sending: boolean;
  error: string | null;
  onModeChange(m: 'now' | 'schedule'): void;
  onScheduledAtChange(v: string | null): void;
  onSend(): void;
}

/** After sending (requests-view-models 3). */
export interface CampaignConfirmationView {
  status: ViewLoadStatus;
  title: string;
  detail: string;
  recipients: number;
  skipped: number;
  historyHref: string;
  composeHref: string;
  campaignsHref: string;
}

/** A schedule is at least this far ahead... */
export const SCHEDULE_MIN_MINUTES = 15;
/** ...and at most this far (the server's limit too). */
export const SCHEDULE_MAX_DAYS = 90;

/** The earliest and latest moments a campaign may be scheduled for. */
export function scheduleBounds(clock: Clock): { min: Moment; max: Moment } {
  const now = zonedNow(clock);
  return { min: now.clone().add(SCHEDULE_MIN_MINUTES, 'minutes'), max: now.clone().add(SCHEDULE_MAX_DAYS, 'days') };
}

/** Why a schedule cannot be used; null when it can. */
export function scheduleProblem(scheduledAt: string | null, clock: Clock): string | null {
  if (!scheduledAt) return 'Pick when to send it.';
  const when = parseLocal(scheduledAt, clock);
  if (!when) return 'Pick when to send it.';
  const { min, max } = scheduleBounds(clock);
  if (when.isBefore(min)) return `Schedule it at least ${SCHEDULE_MIN_MINUTES} minutes from now.`;
  if (when.isAfter(max)) return `Schedule it within ${SCHEDULE_MAX_DAYS} days.`;
  return null;
}

/** The ISO time POST /campaigns/{id}/send is given for a picker's local time. */
export function scheduledIso(scheduledAt: string, clock: Clock): string | null {
  return parseLocal(scheduledAt, clock)?.toISOString() ?? null;
}

const TYPE_NAME: Record<RequestType, string> = { email: 'Email', sms: 'Text message' };

/** "Email to 24 customers of Harbor Dental Downtown". */
export function sendSummary(requestType: RequestType, recipients: number, locationName: string): string {
  const who = `${recipients} ${recipients === 1 ? 'customer' : 'customers'}`;
  return locationName ? `${TYPE_NAME[requestType]} to ${who} of ${locationName}` : `${TYPE_NAME[requestType]} to ${who}`;
}

export const CONFIRMATION_HREFS = {
  historyHref: '/request-reviews/history',
  composeHref: '/request-reviews/compose',
  campaignsHref: '/request-reviews/campaigns',
};

/** Where the app goes once a campaign is sent or scheduled. */
export const confirmationHref = (campaignId: number) => `/request-reviews/new/confirmation?campaign_id=${campaignId}`;

/** The confirmation's words for a sent or scheduled campaign (loading while there is none yet). */
export function campaignConfirmationView(
  campaign: Campaign | null,
  options: { clock: Clock; skipped?: number; loadError?: string | null },
): CampaignConfirmationView {
  const { clock, skipped = 0, loadError = null } = options;
  if (!campaign)
    return {
      status: loadError ? 'error' : 'loading',
      // The design system's error state shows the detail: the reason goes there too.
      title: loadError ?? '',
      detail: loadError ?? '',
      recipients: 0,
      skipped: 0,
      ...CONFIRMATION_HREFS,
    };
  const scheduled = campaign.status === 'scheduled' && campaign.scheduled_at;
  const summary = sendSummary(campaign.request_type_id, campaign.recipient_count, campaign.location_name);
  return {
    status: 'ready',
    title: scheduled ? `Scheduled for ${formatScheduled(scheduled, clock)}` : 'Your request is on its way',
    detail: skipped
      ? `${summary}. ${skipped} on the do-not-contact list or unsubscribed will be skipped.`
      : `${summary}.`,
    recipients: campaign.recipient_count,
    skipped,
    ...CONFIRMATION_HREFS,
  };
}
