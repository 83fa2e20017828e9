import '../../theme/tokens.css';
import '../banners.css';
import type {
  ExpiryBannerView,
  IntegrationsBannerView,
  OnNavigate,
  TrialBannerView,
} from '../banner-view-types.js';
import { IntegrationExpiryBanner } from '../IntegrationExpiryBanner/IntegrationExpiryBanner.js';
import { IntegrationsBanner } from '../IntegrationsBanner/IntegrationsBanner.js';
import { TrialBanner } from '../TrialBanner/TrialBanner.js';

export interface BannerStackProps {
  trial: TrialBannerView | null;
  integrations: IntegrationsBannerView | null;
  expiries: ExpiryBannerView[];
  onDismissTrial: () => void;
  onNavigate?: OnNavigate;
}

/**
 * The banners above a page, most urgent first: expiring integrations, the missing ones, the trial. Renders
 * nothing when there is none (also while the session's reads run or after one failed).
 */
export function BannerStack({ trial, integrations, expiries, onDismissTrial, onNavigate }: BannerStackProps) {
  if (!trial && !integrations && expiries.length === 0) return null;
  return (
    <div className="locus-banner-stack">
      {expiries.map((banner) => (
        <IntegrationExpiryBanner key={banner.key} banner={banner} onNavigate={onNavigate} />
      ))}
      {integrations ? <IntegrationsBanner banner={integrations} onNavigate={onNavigate} /> : null}
      {trial ? <TrialBanner banner={trial} onDismiss={onDismissTrial} onNavigate={onNavigate} /> : null}
    </div>
  );
}
