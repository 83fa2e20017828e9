import { LandingPage } from '@locus/design-system';
import { useLanding, type LandingStore } from '@locus/requests';
import { useParams } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { landingStore } from './landing-deps';

/**
 * /r/{token}: the customer's landing page of a review request. Public and light (no app frame, no MUI): the
 * customer has no session, and the store's client sends none even when someone is signed in on this browser.
 */
export default function RequestLandingPage() {
  const token = useParams()['id'] ?? '';
  const store = usePageStore((root) => landingStore(root, token), token);
  return store ? <Landing store={store} /> : null;
}

function Landing({ store }: { store: LandingStore }) {
  return <LandingPage {...useLanding(store)} />;
}
