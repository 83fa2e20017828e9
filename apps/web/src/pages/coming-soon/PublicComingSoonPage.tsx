import { EmptyState } from '@locus/design-system';
import { pageTitle } from '../../app/page-titles';
import { useRouteHandle } from '../../app/use-route-handle';
import { PublicCard } from '../../ui/PublicCard';

/** A public page whose feature is not built yet, in the signed-out frame. */
export default function PublicComingSoonPage() {
  const handle = useRouteHandle();
  const title = handle ? pageTitle(handle.routeId) : 'This page';
  return (
    <PublicCard title={title}>
      <EmptyState title="Coming soon" description={`${title} is not built yet.`} />
    </PublicCard>
  );
}
