import type { MouseEvent, ReactNode } from 'react';
import '../../theme/tokens.css';
import { useIsMobile } from '../../theme/useIsMobile.js';
import './AppFrame.css';
import { SkipLink } from './SkipLink.js';

/** The id of the page's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

export interface AppFrameProps {
  /** The side menu (on mobile widths, its top bar and drawer). */
  menu: ReactNode;
  /** The app hides the menu when signed out and on /error (P2-078, P2-079). */
  menuHidden?: boolean;
  /** Slot for the open flyout, if any. */
  flyout?: ReactNode;
  /** The mobile layout (widths of 1100 px or less); read from the viewport unless given. */
  mobile?: boolean;
  children: ReactNode;
}

/** Moves focus to the main landmark without a URL change (the router owns the URL). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/**
 * The signed-in page layout: a skip link, the side menu, the page, and a flyout slot on the right. On
 * mobile widths the menu is a top bar above the page (the page flows below it, nothing floats over it).
 * Styled by a static stylesheet from the theme's tokens, so it needs no MUI.
 */
export function AppFrame({ menu, menuHidden = false, flyout, mobile, children }: AppFrameProps) {
  const detected = useIsMobile();
  const column = mobile ?? detected;
  return (
    <div className={column ? 'locus-app-frame locus-app-frame--column' : 'locus-app-frame'}>
      <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain} />
      {menuHidden ? null : menu}
      <main className="locus-app-frame__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      {flyout}
    </div>
  );
}
