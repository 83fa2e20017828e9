import { pageTitle } from '../../app/page-titles';
import { useRouteHandle } from '../../app/use-route-handle';
import { ComingSoon } from './ComingSoon';

export default function ComingSoonPage() {
  const handle = useRouteHandle();
  return <ComingSoon title={handle ? pageTitle(handle.routeId) : 'This page'} />;
}
