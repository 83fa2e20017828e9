import Stack from '@mui/material/Stack';
import { can } from '@locus/auth';
import { CampaignComposer, CardSkeleton, Notice, RecipientsPanel, SendPanel } from '@locus/design-system';
import { useCampaignComposer, useRecipientsPanel, useSendPanel, type ComposeStores } from '@locus/requests';
import { useLocation, useNavigate } from 'react-router';
import { useRootStore } from '../../app/contexts';
import { usePageStore } from '../../app/use-page-store';
import { campaignIdOf, composeStores } from './compose-deps';
import { RequestReviewsFrame } from './RequestReviewsFrame';

export const READ_ONLY_NOTICE = 'You can see the requests sent, but your role may not send new ones.';

/**
 * /request-reviews/compose: the draft (composer with its preview), its recipients, then sending. A
 * `?campaign_id=` resumes that draft; otherwise choosing a location starts one. One column on a phone.
 */
export default function ComposePage() {
  // The session's permissions are fixed while it lasts: a sign-out rebuilds the app's stores.
  const maySend = can(useRootStore().auth.permissions, 'request', 'create');
  return (
    <RequestReviewsFrame>
      {maySend ? <ComposeLoader /> : <Notice severity="info">{READ_ONLY_NOTICE}</Notice>}
    </RequestReviewsFrame>
  );
}

function ComposeLoader() {
  const campaignId = campaignIdOf(useLocation().search);
  // Another draft in the URL builds fresh stores (the old ones stop their autosave and the locations read).
  const stores = usePageStore((root) => composeStores(root, campaignId), campaignId);
  return stores ? <Compose stores={stores} /> : <CardSkeleton count={3} label="Loading the composer" />;
}

function Compose({ stores }: { stores: ComposeStores }) {
  const navigate = useNavigate();
  const composer = useCampaignComposer(stores.draft);
  const recipients = useRecipientsPanel(stores.recipients);
  const send = useSendPanel(stores.send, (route) => void navigate(route.href));
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <CampaignComposer {...composer} />
      <RecipientsPanel {...recipients} />
      <SendPanel {...send} />
    </Stack>
  );
}
