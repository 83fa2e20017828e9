import { mdiEmailOutline, mdiPhoneOutline } from '@mdi/js';
import type { ReactNode, RefObject } from 'react';
import { PathIcon } from '../../utils/PathIcon.js';
import '../../theme/tokens.css';
import './LandingPage.css';

export interface LandingFrameProps {
  /** The location's name: the logo's text alternative, or shown instead of a logo. Empty on an unknown link. */
  locationName: string;
  /** The location's address under its contact, so the customer knows which branch asks. */
  locationAddress: string;
  logoUrl: string | null;
  contactEmail: string | null;
  contactNumber: string | null;
  /** Null hides the unsubscribe link (already unsubscribed, or an unknown link). */
  unsubscribeHref: string | null;
  /** True while the page loads: the card says so to assistive tech. */
  busy?: boolean;
  /** The card, for the page to move the focus to a new step's heading. */
  cardRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The customer's landing page frame, branded with the business rather than with Locus: its logo (or name),
 * one card, and a footer with its contact and the unsubscribe link. Plain elements on a static stylesheet,
 * like PublicFrame, so the page a customer opens from a text message paints fast on a phone.
 */
export function LandingFrame({
  locationName,
  locationAddress,
  logoUrl,
  contactEmail,
  contactNumber,
  unsubscribeHref,
  busy,
  cardRef,
  children,
}: LandingFrameProps) {
  const hasContact = Boolean(contactEmail || contactNumber);
  const address = locationAddress.trim();
  return (
    <div className="locus-landing">
      <header className="locus-landing__brand">
        {logoUrl ? (
          <img className="locus-landing__logo" src={logoUrl} alt={locationName || 'Logo'} />
        ) : locationName ? (
          <p className="locus-landing__name">{locationName}</p>
        ) : null}
      </header>
      <main ref={cardRef} className="locus-landing__card" aria-busy={busy || undefined}>
        {children}
      </main>
      {hasContact || address || unsubscribeHref ? (
        <footer className="locus-landing__footer">
          {address ? (
            <p className="locus-landing__address">{locationName ? `${locationName}, ${address}` : address}</p>
          ) : null}
          {hasContact ? (
            <ul className="locus-landing__contact" aria-label="Contact">
              {contactEmail ? (
                <li>
                  <PathIcon path={mdiEmailOutline} />
                  <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
                </li>
              ) : null}
              {contactNumber ? (
                <li>
                  <PathIcon path={mdiPhoneOutline} />
                  <a href={`tel:${contactNumber.replace(/[^\d+]/g, '')}`}>{contactNumber}</a>
                </li>
              ) : null}
            </ul>
          ) : null}
          {unsubscribeHref ? (
            <a className="locus-landing__unsubscribe" href={unsubscribeHref}>
              Unsubscribe from review requests
            </a>
          ) : null}
        </footer>
      ) : null}
    </div>
  );
}
