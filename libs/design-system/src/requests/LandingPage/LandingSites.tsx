import { Notice } from '../../feedback/Notice/Notice.js';
import type { LandingSite } from './landing-types.js';

export interface LandingSitesProps {
  locationName: string;
  sites: LandingSite[];
  /** True while the chosen site's address is fetched. */
  busy: boolean;
  error: string | null;
  onSite(urlId: number): void;
}

/** A happy customer: one big button per review site the campaign asks for ("Review us on Google"). */
export function LandingSites({ locationName, sites, busy, error, onSite }: LandingSitesProps) {
  return (
    <>
      <h1 className="locus-landing__title">Thank you! Would you share it?</h1>
      <p className="locus-landing__text">
        {sites.length > 0
          ? `A short review takes a minute and helps others find ${locationName}.`
          : `We're glad you had a good visit. Thank you for letting ${locationName} know.`}
      </p>
      {sites.length > 0 ? (
        <ul className="locus-landing__sites">
          {sites.map((site) => (
            <li key={site.urlId}>
              <button
                type="button"
                className="locus-landing__site"
                disabled={busy}
                onClick={() => onSite(site.urlId)}
              >
                {site.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {busy ? (
        <p role="status" className="locus-landing__hint">
          Opening the review site…
        </p>
      ) : null}
      {error ? <Notice severity="error">{error}</Notice> : null}
    </>
  );
}
