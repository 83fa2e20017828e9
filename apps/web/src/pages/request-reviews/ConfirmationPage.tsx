import { CampaignConfirmation } from '@locus/design-system';
import { useCampaignConfirmation, type CampaignConfirmationStore } from '@locus/requests';
import { useLocation, useNavigate } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { campaignIdOf, confirmationStore } from './compose-deps';
import { RequestReviewsFrame } from './RequestReviewsFrame';

export const NO_CAMPAIGN = 'This link names no campaign: see your campaigns for the requests sent.';

/** /request-reviews/new/confirmation?campaign_id=: the campaign just sent or scheduled, and what to do next. */
export default function ConfirmationPage() {
  const campaignId = campaignIdOf(useLocation().search);
  const store = usePageStore((root) => confirmationStore(root, campaignId), campaignId);
  return (
    <RequestReviewsFrame>
      {/* Loading until the store is built; an error when the URL has no campaign to read. */}
      <Confirmation source={store} loadError={campaignId === null ? NO_CAMPAIGN : null} />
    </RequestReviewsFrame>
  );
}

function Confirmation({ source, loadError }: { source: CampaignConfirmationStore | null; loadError: string | null }) {
  const navigate = useNavigate();
  const view = useCampaignConfirmation(loadError ? null : source, { loadError });
  // The section's header is the page's h1: the confirmation's title is a heading below it.
  return <CampaignConfirmation {...view} headingLevel="h2" onNavigate={(href) => void navigate(href)} />;
}
