import { lazy, Suspense, useState, type ElementType } from 'react';
import { MENU_WIDTH_COLLAPSED, MENU_WIDTH_OPEN, Z_INDEX } from '../../theme/constants.js';
import { PRODUCT_NAV_PALETTE, type LocusNavPalette } from '../../theme/nav-palette.js';
import { MenuContent } from './MenuContent.js';
import { MobileAppBar } from './MobileAppBar.js';
import type { NavItemModel, NavUserModel } from './nav-model.js';
import { navPaletteStyle } from './nav-palette-style.js';
import './SideMenu.css';

// Loaded the first time the mobile menu opens, so the desktop menu does not carry the drawer.
const MobileMenuDrawer = lazy(() =>
  import('./MobileMenuDrawer.js').then((module) => ({ default: module.MobileMenuDrawer })),
);

export interface SideMenuProps {
  items: readonly NavItemModel[];
  /** Settings, Trials... shown above the profile (P2-095, P2-096). */
  footerItems: readonly NavItemModel[];
  user: NavUserModel;
  /** The white-label logo (P2-086); the product's logo without one. */
  logoUrl?: string;
  /** The navigation colours, the white-label's if any (P1-003, `navPaletteOf`); the product's otherwise. */
  palette?: LocusNavPalette;
  productName: string;
  open: boolean;
  /** A locked navigation keeps its open/closed state (P2-085). */
  locked?: boolean;
  /** The drawer variant for widths of 1100 px or less (P2-082). */
  mobile?: boolean;
  expandedGroups: readonly string[];
  onToggleOpen: () => void;
  onToggleGroup: (id: string) => void;
  onNavigate: (href: string) => void;
  onLogout?: () => void;
  /** False while shadowing a child account: no Log Out (P6-017). */
  showLogout?: boolean;
  LinkComponent?: ElementType;
  label?: string;
  /** The current page's title, shown in the mobile top bar. */
  title?: string;
}

/**
 * The navigation side menu: a pure view, 256 px open or 56 px icons only (P2-080, P2-081). Styled by
 * static stylesheets, without MUI: it is part of every signed-in first load.
 */
export function SideMenu(props: SideMenuProps) {
  const {
    open,
    locked = false,
    mobile = false,
    label = 'Main navigation',
    palette = PRODUCT_NAV_PALETTE,
  } = props;
  // Once opened, the drawer stays mounted so it can play its closing slide.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (mobile && open && !drawerUsed) setDrawerUsed(true);

  if (mobile) {
    return (
      <>
        <MobileAppBar
          productName={props.productName}
          {...(props.logoUrl ? { logoUrl: props.logoUrl } : {})}
          {...(props.title ? { title: props.title } : {})}
          palette={palette}
          locked={locked}
          expanded={open}
          onOpen={props.onToggleOpen}
        />
        {open || drawerUsed ? (
          <Suspense fallback={null}>
            <MobileMenuDrawer {...props} palette={palette} label={label} />
          </Suspense>
        ) : null}
      </>
    );
  }

  const style = {
    ...navPaletteStyle(palette),
    width: open ? MENU_WIDTH_OPEN : MENU_WIDTH_COLLAPSED,
    zIndex: Z_INDEX.navigation,
  };
  return (
    <div className="locus-side-menu" data-testid="side-menu" style={style}>
      <MenuContent {...props} iconsOnly={!open} label={label} />
    </div>
  );
}
