import { useMemo } from 'react';
import { campaignConfirmationView, type CampaignConfirmationView } from '../model/send-panel.js';
import { systemCampaignClock, type CampaignClock } from '../model/campaign-times.js';
import type { Campaign } from '../ports/campaign-api.js';

export interface CampaignConfirmationOptions {
  clock?: CampaignClock;
  /** Recipients known to be skipped (do-not-contact, unsubscribed), e.g. from the upload's counts. */
  skipped?: number;
  /** Why the campaign could not be read (the page loads it by id when it has none). */
  loadError?: string | null;
}

/** A sent or scheduled campaign as the design system's CampaignConfirmation props (loading while null). */
export function useCampaignConfirmation(
  campaign: Campaign | null,
  options: CampaignConfirmationOptions = {},
): CampaignConfirmationView {
  const { clock = systemCampaignClock, skipped = 0, loadError = null } = options;
  return useMemo(
    () => campaignConfirmationView(campaign, { clock, skipped, loadError }),
    [campaign, clock, skipped, loadError],
  );
}
