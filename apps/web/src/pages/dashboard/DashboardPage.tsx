import { ComingSoon } from '../coming-soon/ComingSoon';

/** /dashboard (P2-023): its own module so the dashboard's chunk can grow without touching the others. */
export default function DashboardPage() {
  return <ComingSoon title="Dashboard" />;
}
