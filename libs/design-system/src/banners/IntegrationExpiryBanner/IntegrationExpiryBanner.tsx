import '../../theme/tokens.css';
import '../banners.css';
import { BannerLink } from '../BannerLink.js';
import type { ExpiryBannerView, OnNavigate } from '../banner-view-types.js';

export interface IntegrationExpiryBannerProps {
  banner: ExpiryBannerView;
  onNavigate?: OnNavigate;
}

/** An integration expired or about to (features.md 4): a status message with its Reconnect link. */
export function IntegrationExpiryBanner({ banner, onNavigate }: IntegrationExpiryBannerProps) {
  return (
    <div className="locus-banner locus-banner--warning" role="status">
      <div className="locus-banner__body">
        <p className="locus-banner__text">{banner.text} Reconnect it to keep its reviews coming in.</p>
      </div>
      <div className="locus-banner__actions">
        <BannerLink href={banner.reconnectHref} onNavigate={onNavigate} label={`Reconnect ${banner.source}`}>
          Reconnect
        </BannerLink>
      </div>
    </div>
  );
}
