import { mdiMenu } from '@mdi/js';
import { Z_INDEX } from '../../theme/constants.js';
import type { LocusNavPalette } from '../../theme/nav-palette.js';
import { PathIcon } from '../../utils/PathIcon.js';
import { NavIconButton } from './menu-parts.js';
import './MobileAppBar.css';
import { navPaletteStyle } from './nav-palette-style.js';
import { ProductLogo } from './ProductLogo.js';

/** Height of the mobile top bar, in px (MobileAppBar.css and the menu placeholder's stylesheet). */
export const MOBILE_APP_BAR_HEIGHT = 56;

export interface MobileAppBarProps {
  productName: string;
  logoUrl?: string;
  /** The current page's title, so the bar says where the user is. */
  title?: string;
  palette: LocusNavPalette;
  locked: boolean;
  /** Whether the drawer is open (the button says so to screen readers). */
  expanded: boolean;
  onOpen: () => void;
}

/**
 * The mobile variant's top bar (widths of 1100 px or less): the menu button, the logo and the page
 * title in the page's flow, so nothing floats over the content. It stays mounted while the drawer is
 * open, so the drawer returns focus to its button on close.
 */
export function MobileAppBar({
  productName,
  logoUrl,
  title,
  palette,
  locked,
  expanded,
  onOpen,
}: MobileAppBarProps) {
  const style = { ...navPaletteStyle(palette), zIndex: Z_INDEX.navigation };
  return (
    <header className="locus-mobile-app-bar" data-testid="mobile-app-bar" style={style}>
      <NavIconButton
        extraClass="locus-mobile-app-bar__menu-button"
        aria-label="Open navigation"
        aria-expanded={expanded}
        disabled={locked}
        onClick={onOpen}
      >
        <PathIcon path={mdiMenu} />
      </NavIconButton>
      {logoUrl ? (
        <img className="locus-mobile-app-bar__logo" src={logoUrl} alt={productName} />
      ) : (
        <ProductLogo productName={productName} compact />
      )}
      {title ? <span className="locus-mobile-app-bar__title">{title}</span> : null}
    </header>
  );
}
