import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Z_INDEX } from '../../theme/constants.js';
import { NavIconButton } from './menu-parts.js';
import { ProductLogo } from './ProductLogo.js';

/** Height of the mobile top bar, in px. */
export const MOBILE_APP_BAR_HEIGHT = 56;

export interface MobileAppBarProps {
  productName: string;
  logoUrl?: string;
  /** The current page's title, so the bar says where the user is. */
  title?: string;
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
export function MobileAppBar({ productName, logoUrl, title, locked, expanded, onOpen }: MobileAppBarProps) {
  const theme = useTheme();
  const nav = theme.locus.nav;
  const logo = logoUrl ?? theme.locus.logoUrl;
  return (
    <Box
      component="header"
      data-testid="mobile-app-bar"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: Z_INDEX.navigation,
        height: MOBILE_APP_BAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1,
        bgcolor: nav.background,
        color: nav.text,
      }}
    >
      <NavIconButton
        type="button"
        aria-label="Open navigation"
        aria-expanded={expanded}
        disabled={locked}
        onClick={onOpen}
        sx={{ color: nav.text, '&:hover': { bgcolor: nav.hoverBackground } }}
      >
        <MenuIcon />
      </NavIconButton>
      {logo ? (
        <Box component="img" src={logo} alt={productName} sx={{ maxHeight: 32, maxWidth: 120 }} />
      ) : (
        <ProductLogo productName={productName} compact />
      )}
      {title ? (
        <Box
          component="span"
          sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {title}
        </Box>
      ) : null}
    </Box>
  );
}
