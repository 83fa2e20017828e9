import { isApiError } from '@locus/api-client';
import { errorMessage } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { draftFieldErrors, draftGone, DRAFT_GONE_MESSAGE } from '../model/campaign-draft.js';
import { smsLength, SMS_MAX } from '../model/campaign-sms-length.js';
import { systemClock, type Clock } from '../model/request-times.js';
import {
  confirmationHref,
  scheduleBounds,
  scheduledIso,
  scheduleProblem,
  sendSummary,
  type SendPanelView,
} from '../model/send-panel.js';
import type { Campaign } from '../ports/campaign-api.js';
import type { SendApi } from '../ports/send-api.js';
import type { CampaignDraftStore } from './campaign-draft-store.js';
import type { RecipientsStore } from './recipients-store.js';

export interface SendDeps {
  api: SendApi;
  draft: CampaignDraftStore;
  recipients: RecipientsStore;
  clock?: Clock;
}

/** Where the app goes after sending: the confirmation page of this campaign. */
export interface CampaignSentRoute {
  campaignId: number;
  href: string;
}

export type SendPanelData = Omit<SendPanelView, `on${string}`>;

/** The order problems are listed in, the order the composer shows its fields. */
const PROBLEM_FIELDS = ['location', 'subject', 'content', 'sites', 'sender_email', 'header_image'] as const;

/**
 * Sending the composed draft, now or at a chosen time (at least 15 minutes ahead, within 90 days): lists what
 * is missing, saves what the composer and the recipients were still waiting to save, then POST
 * /campaigns/{id}/send. A 422 shows the server's reason.
 */
export class SendStore {
  mode: 'now' | 'schedule' = 'now';
  scheduledAt: string | null = null;
  sending = false;
  error: string | null = null;
  /** The campaign as the server accepted it. */
  sent: Campaign | null = null;

  private readonly deps: SendDeps;
  private readonly clock: Clock;

  constructor(deps: SendDeps) {
    this.deps = deps;
    this.clock = deps.clock ?? systemClock;
    makeObservable(this, {
      mode: observable,
      scheduledAt: observable,
      sending: observable,
      error: observable,
      sent: observableRef,
      problems: computed,
      view: computed,
      setMode: action,
      setScheduledAt: action,
      send: action,
    });
  }

  /** Why it cannot be sent yet, in words; empty when it can. */
  get problems(): string[] {
    const { draft, recipients } = this.deps;
    if (draft.gone) return [DRAFT_GONE_MESSAGE[draft.gone]];
    const fields = draftFieldErrors(draft.draft, {
      required: true,
      siteCount: draft.siteCount,
      smsMax: SMS_MAX,
      smsCharacters: smsLength(draft.draft.content).characters,
    });
    const problems = PROBLEM_FIELDS.flatMap((field) => (fields[field] ? [fields[field]] : []));
    if (draft.draft.locationId !== null && recipients.count === 0) problems.push('Add at least one recipient.');
    if (this.mode === 'schedule') {
      const problem = scheduleProblem(this.scheduledAt, this.clock);
      if (problem) problems.push(problem);
    }
    return problems;
  }

  get view(): SendPanelData {
    const { min, max } = scheduleBounds(this.clock);
    const { draft, recipients } = this.deps;
    return {
      mode: this.mode,
      scheduledAt: this.scheduledAt,
      minDate: min.format('YYYY-MM-DD'),
      maxDate: max.format('YYYY-MM-DD'),
      summary: sendSummary(draft.draft.requestType, recipients.count, draft.locationName),
      problems: this.problems,
      canSend: this.problems.length === 0 && !this.sending,
      sending: this.sending,
      error: this.error,
    };
  }

  setMode(mode: 'now' | 'schedule'): void {
    this.mode = mode;
    this.error = null;
  }

  setScheduledAt(value: string | null): void {
    this.scheduledAt = value;
    this.error = null;
  }

  /** Sends or schedules; the confirmation's route once the server accepted it, else null. */
  async send(): Promise<CampaignSentRoute | null> {
    const { draft, recipients, api } = this.deps;
    draft.markAttempted();
    if (this.sending || this.problems.length) return null;
    this.sending = true;
    this.error = null;
    try {
      await draft.flush();
      await recipients.flush();
      const id = draft.draft.id;
      const still = this.problems;
      if (id === null || still.length) {
        runInAction(() => {
          this.sending = false;
          this.error = still[0] ?? null;
        });
        return null;
      }
      const at = this.mode === 'schedule' && this.scheduledAt ? scheduledIso(this.scheduledAt, this.clock) : null;
      const campaign = await api.send(id, at);
      runInAction(() => {
        this.sent = campaign;
        this.sending = false;
      });
      return { campaignId: campaign.id, href: confirmationHref(campaign.id) };
    } catch (error) {
      const reason = draftGone(error);
      runInAction(() => {
        this.sending = false;
        if (reason) draft.markGone(reason);
        // A 422 names what the server found missing; other failures say what they can.
        this.error = reason ? DRAFT_GONE_MESSAGE[reason] : isApiError(error) && error.status === 422 ? error.message : errorMessage(error);
      });
      return null;
    }
  }
}
