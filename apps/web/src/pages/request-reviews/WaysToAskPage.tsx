import Alert from '@mui/material/Alert';
import { ListSkeleton, WaysToAsk } from '@locus/design-system';
import { useWaysToAsk, type ComposeLocation, type WaysToAskStore } from '@locus/requests';
import { usePageStore } from '../../app/use-page-store';
import { waysToAskStore } from './report-deps';
import { RequestReviewsFrame } from './RequestReviewsFrame';
import { useAccountLocations } from './use-account-locations';

/** /request-reviews/ways-to-ask: per location its review link, QR code, printable card and e-mail signature. */
export default function WaysToAskPage() {
  const locations = useAccountLocations();
  return (
    <RequestReviewsFrame routeId="request-reviews-ways-to-ask">
      {locations.status === 'ready' ? (
        <WaysToAskForLocations locations={locations.locations} />
      ) : locations.status === 'error' ? (
        <Alert severity="error">{locations.message}</Alert>
      ) : (
        <ListSkeleton label="Loading locations" />
      )}
    </RequestReviewsFrame>
  );
}

function WaysToAskForLocations({ locations }: { locations: ComposeLocation[] }) {
  const store = usePageStore((root) => waysToAskStore(root, locations));
  return store ? <WaysToAskView store={store} /> : <ListSkeleton label="Loading locations" />;
}

function WaysToAskView({ store }: { store: WaysToAskStore }) {
  return <WaysToAsk {...useWaysToAsk(store)} />;
}
