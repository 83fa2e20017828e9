import { useRouteHandle } from '../../app/use-route-handle';
import { ComingSoon } from './ComingSoon';

export default function ComingSoonPage() {
  return <ComingSoon title={useRouteHandle()?.title ?? 'This page'} />;
}
