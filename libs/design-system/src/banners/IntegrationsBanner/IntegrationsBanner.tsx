import '../../theme/tokens.css';
import '../banners.css';
import { BannerLink } from '../BannerLink.js';
import type { IntegrationsBannerView, OnNavigate } from '../banner-view-types.js';

export interface IntegrationsBannerProps {
  banner: IntegrationsBannerView;
  onNavigate?: OnNavigate;
}

const and = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Asks an admin to connect Google or Facebook (platform.md 6 "Integrations banner"): a region with its link. */
export function IntegrationsBanner({ banner, onNavigate }: IntegrationsBannerProps) {
  return (
    <section className="locus-banner" aria-label="Integrations">
      <div className="locus-banner__body">
        <p className="locus-banner__title">Connect {and(banner.missing)}</p>
        <p className="locus-banner__text">
          Integrate {and(banner.missing)} to see their reviews and reply to them from here.
        </p>
      </div>
      <div className="locus-banner__actions">
        <BannerLink href={banner.href} onNavigate={onNavigate}>
          Go to integrations
        </BannerLink>
      </div>
    </section>
  );
}
