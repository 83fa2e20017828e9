import { useId } from 'react';
import '../../theme/tokens.css';
import '../banners.css';
import './TrialBanner.css';
import { routeClick } from '../../utils/link-click.js';
import { BannerLink } from '../BannerLink.js';
import type { OnNavigate, TrialBannerView } from '../banner-view-types.js';

export interface TrialBannerProps {
  banner: TrialBannerView;
  onDismiss: () => void;
  onNavigate?: OnNavigate;
}

/** A rocket, drawn inline: the banner is styled without MUI or an icon set. */
function TrialIcon() {
  return (
    <svg className="locus-trial-banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.5c2.9 1.7 4.8 4.9 4.8 8.5 0 1.3-.2 2.5-.7 3.7l2.4 2.4-2.1 4.4-2.9-2.9h-3l-2.9 2.9-2.1-4.4 2.4-2.4c-.5-1.2-.7-2.4-.7-3.7 0-3.6 1.9-6.8 4.8-8.5Zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z"
      />
    </svg>
  );
}

/**
 * The trial's banner (features.md 4): stage 1 welcomes, stage 2 counts the days left and walks the checklist,
 * stage 3 promotes more sources; the upgrade link for admins from stage 2. A region named by its title; the icon
 * shows from 890 px and the parts stack below 730 px (TrialBanner.css).
 */
export function TrialBanner({ banner, onDismiss, onNavigate }: TrialBannerProps) {
  const titleId = useId();
  return (
    <section className="locus-banner locus-trial-banner" aria-labelledby={titleId}>
      <TrialIcon />
      <div className="locus-banner__body">
        {banner.daysLeft ? <p className="locus-trial-banner__days">{banner.daysLeft}</p> : null}
        <p className="locus-banner__title" id={titleId}>
          {banner.title}
        </p>
        <p className="locus-banner__text">{banner.message}</p>
        {banner.checklist.length > 0 ? (
          <ul className="locus-trial-banner__steps" aria-label="Trial checklist">
            {banner.checklist.map((item) => (
              <li key={item.key}>
                <a
                  className={
                    item.done
                      ? 'locus-trial-banner__step locus-trial-banner__step--done'
                      : 'locus-trial-banner__step'
                  }
                  href={item.href}
                  aria-label={`${item.label} (${item.done ? 'done' : 'to do'})`}
                  onClick={routeClick(item.href, onNavigate)}
                >
                  <span className="locus-trial-banner__tick" aria-hidden="true">
                    {item.done ? '✓' : ''}
                  </span>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {banner.sourcesHref || banner.upgradeHref ? (
        <div className="locus-banner__actions">
          {banner.sourcesHref ? (
            <BannerLink
              href={banner.sourcesHref}
              onNavigate={onNavigate}
              outlined={Boolean(banner.upgradeHref)}
            >
              Add review sources
            </BannerLink>
          ) : null}
          {banner.upgradeHref ? (
            <BannerLink href={banner.upgradeHref} onNavigate={onNavigate}>
              Upgrade
            </BannerLink>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        className="locus-banner__dismiss"
        aria-label="Dismiss the trial banner"
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
