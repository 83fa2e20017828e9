import { LatestRequest } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { systemClock, type Clock } from '../model/request-times.js';
import { campaignConfirmationView, type CampaignConfirmationView } from '../model/send-panel.js';
import type { Campaign, CampaignApi } from '../ports/campaign-api.js';
import type { RecipientsApi } from '../ports/recipients-api.js';

export interface CampaignConfirmationDeps {
  campaignApi: CampaignApi;
  recipientsApi: RecipientsApi;
  clock?: Clock;
}

/** The recipients the send job passes over. */
const SKIPPED = ['skipped_do_not_contact', 'skipped_unsubscribed', 'skipped_invalid'] as const;

/**
 * The confirmation page's campaign, read by id (the page may be opened anew): the campaign and how many of its
 * recipients are skipped so far.
 */
export class CampaignConfirmationStore {
  campaign: Campaign | null = null;
  skipped = 0;
  loadError: string | null = null;

  private readonly deps: CampaignConfirmationDeps;
  private readonly request = new LatestRequest();

  constructor(deps: CampaignConfirmationDeps) {
    this.deps = deps;
    makeObservable(this, {
      campaign: observableRef,
      skipped: observable,
      loadError: observable,
      view: computed,
      load: action,
    });
  }

  get view(): CampaignConfirmationView {
    return campaignConfirmationView(this.campaign, {
      clock: this.deps.clock ?? systemClock,
      skipped: this.skipped,
      loadError: this.loadError,
    });
  }

  /** Reads the campaign (already sent campaigns included) and its skipped count. */
  load(campaignId: number, known?: Campaign | null): Promise<void> {
    this.loadError = null;
    if (known?.id === campaignId) this.campaign = known;
    return this.request.run(
      async (signal) => {
        const [campaign, skipped] = await Promise.all([
          this.deps.campaignApi.get(campaignId, signal),
          this.deps.recipientsApi.countByStatus(campaignId, [...SKIPPED], signal),
        ]);
        return { campaign, skipped };
      },
      ({ campaign, skipped }) =>
        runInAction(() => {
          this.campaign = campaign;
          this.skipped = skipped;
        }),
      (message) => runInAction(() => (this.loadError = message)),
    );
  }

  dispose(): void {
    this.request.abort();
  }
}
