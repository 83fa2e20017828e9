import {
  mdiBullhorn,
  mdiChartAreaspline,
  mdiChartBox,
  mdiChartTimelineVariantShimmer,
  mdiCog,
  mdiDomain,
  mdiEarth,
  mdiForum,
  mdiHammerWrench,
  mdiImageMultiple,
  mdiKey,
  mdiMessageDraw,
  mdiPodium,
  mdiPuzzle,
  mdiScoreboard,
  mdiSearchWeb,
  mdiSend,
  mdiStorefront,
  mdiTimerSandEmpty,
  mdiTrophy,
  mdiViewDashboard,
} from '@mdi/js';
import { PathIcon } from '../../utils/PathIcon.js';
import type { NavIconKey } from './nav-model.js';

/**
 * Icon paths by key, so the app's navigation model stays free of React. Material Design Icons close to
 * the Material icons the menu showed before (Dashboard, Apartment, Extension, Forum, RateReview, ...).
 */
export const NAV_ICONS: Record<NavIconKey, string> = {
  dashboard: mdiViewDashboard,
  accounts: mdiDomain,
  integrations: mdiPuzzle,
  reviewAnalysis: mdiForum,
  reviews: mdiMessageDraw,
  keywords: mdiKey,
  askTool: mdiSend,
  businessPerformance: mdiChartTimelineVariantShimmer,
  competitors: mdiTrophy,
  locationPerformance: mdiPodium,
  reports: mdiChartBox,
  visualReports: mdiChartAreaspline,
  scorecards: mdiScoreboard,
  onlinePresence: mdiEarth,
  amplify: mdiBullhorn,
  localListings: mdiStorefront,
  localSearch: mdiSearchWeb,
  photos: mdiImageMultiple,
  trials: mdiTimerSandEmpty,
  settings: mdiCog,
  partnerTools: mdiHammerWrench,
};

/** A menu item's icon. */
export function NavIcon({ icon }: { icon: NavIconKey }) {
  return <PathIcon path={NAV_ICONS[icon]} />;
}
