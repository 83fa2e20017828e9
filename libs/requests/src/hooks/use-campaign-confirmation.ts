import { useStoreValue } from '@locus/resources';
import { campaignConfirmationView, type CampaignConfirmationView } from '../model/send-panel.js';
import { systemClock, type Clock } from '../model/request-times.js';
import type { Campaign } from '../ports/campaign-api.js';
import { CampaignConfirmationStore } from '../store/campaign-confirmation-store.js';

export interface CampaignConfirmationOptions {
  clock?: Clock;
  /** Recipients known to be skipped (do-not-contact, unsubscribed), e.g. from the upload's counts. */
  skipped?: number;
  /** Why the campaign could not be read. */
  loadError?: string | null;
}

/**
 * A sent or scheduled campaign as the design system's CampaignConfirmation props: from the campaign the send
 * panel got back (loading while null), or from a `CampaignConfirmationStore` that reads it by id.
 */
export function useCampaignConfirmation(
  campaign: Campaign | null | CampaignConfirmationStore,
  options: CampaignConfirmationOptions = {},
): CampaignConfirmationView {
  const { clock = systemClock, skipped = 0, loadError = null } = options;
  return useStoreValue(() =>
    campaign instanceof CampaignConfirmationStore
      ? campaign.view
      : campaignConfirmationView(campaign, { clock, skipped, loadError }),
  );
}
