import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import type { ElementType } from 'react';
import { MENU_WIDTH_COLLAPSED, MENU_WIDTH_OPEN, Z_INDEX } from '../../theme/constants.js';
import { routeClick } from '../../utils/link-click.js';
import type { NavItemModel, NavUserModel } from './nav-model.js';
import { ProductLogo } from './ProductLogo.js';
import { SideMenuItem, useNavRowSx } from './SideMenuItem.js';

export interface SideMenuProps {
  items: readonly NavItemModel[];
  /** Settings, Trials... shown above the profile (P2-095, P2-096). */
  footerItems: readonly NavItemModel[];
  user: NavUserModel;
  /** The white-label logo; the theme's white-label logo or the product's otherwise (P2-086). */
  logoUrl?: string;
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
}

/** The navigation side menu: a pure view, 256 px open or 56 px icons only (P2-080, P2-081). */
export function SideMenu(props: SideMenuProps) {
  const { open, locked = false, mobile = false, label = 'Main navigation' } = props;
  const theme = useTheme();
  const nav = theme.locus.nav;

  if (mobile) {
    return (
      <>
        {open ? null : (
          <IconButton
            aria-label="Open navigation"
            disabled={locked}
            onClick={props.onToggleOpen}
            sx={{
              position: 'fixed',
              top: 8,
              left: 8,
              zIndex: Z_INDEX.navigation,
              bgcolor: nav.background,
              color: nav.text,
              '&:hover': { bgcolor: nav.hoverBackground },
            }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => {
            if (!locked) props.onToggleOpen();
          }}
          slotProps={{ paper: { sx: { width: MENU_WIDTH_OPEN, bgcolor: nav.background, color: nav.text } } }}
        >
          <MenuContent {...props} iconsOnly={false} label={label} />
        </Drawer>
      </>
    );
  }

  const width = open ? MENU_WIDTH_OPEN : MENU_WIDTH_COLLAPSED;
  return (
    <Box
      data-testid="side-menu"
      sx={{
        width,
        flexShrink: 0,
        height: '100vh',
        position: 'sticky',
        top: 0,
        zIndex: Z_INDEX.navigation,
        bgcolor: nav.background,
        color: nav.text,
        overflowX: 'hidden',
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <MenuContent {...props} iconsOnly={!open} label={label} />
    </Box>
  );
}

function MenuContent(props: SideMenuProps & { iconsOnly: boolean; label: string }) {
  const { iconsOnly, open, locked = false, mobile = false, showLogout = true } = props;
  const theme = useTheme();
  const rowSx = useNavRowSx();
  const logoUrl = props.logoUrl ?? theme.locus.logoUrl;
  const itemProps = {
    iconsOnly,
    expandedGroups: props.expandedGroups,
    onToggleGroup: props.onToggleGroup,
    onNavigate: props.onNavigate,
    ...(props.LinkComponent ? { LinkComponent: props.LinkComponent } : {}),
  };
  const toggleLabel = mobile ? 'Close navigation' : open ? 'Collapse navigation' : 'Expand navigation';
  const profileHref = props.user.href;

  return (
    <Box
      component="nav"
      aria-label={props.label}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: iconsOnly ? 'center' : 'space-between',
          px: iconsOnly ? 0 : 2,
          minHeight: 64,
        }}
      >
        {iconsOnly ? null : logoUrl ? (
          <Box component="img" src={logoUrl} alt={props.productName} sx={{ maxHeight: 36, maxWidth: 170 }} />
        ) : (
          <ProductLogo productName={props.productName} />
        )}
        <IconButton
          aria-label={toggleLabel}
          onClick={props.onToggleOpen}
          disabled={locked}
          sx={{ color: 'inherit' }}
        >
          {open ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
      </Box>
      <List sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        {props.items.map((item) => (
          <SideMenuItem key={item.id} item={item} {...itemProps} />
        ))}
      </List>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.16)' }} />
      <List aria-label="Account">
        {props.footerItems.map((item) => (
          <SideMenuItem key={item.id} item={item} {...itemProps} />
        ))}
        <li>
          <ListItemButton
            {...(profileHref
              ? {
                  component: props.LinkComponent ?? 'a',
                  href: profileHref,
                  onClick: routeClick(profileHref, props.onNavigate),
                }
              : { component: 'div', disableRipple: true, tabIndex: -1 })}
            {...(iconsOnly ? { 'aria-label': props.user.name } : {})}
            sx={rowSx}
          >
            <ListItemIcon>
              <Avatar
                aria-hidden
                sx={{
                  width: 28,
                  height: 28,
                  fontSize: 12,
                  bgcolor: theme.locus.nav.hoverBackground,
                  color: 'inherit',
                }}
              >
                {props.user.initials}
              </Avatar>
            </ListItemIcon>
            {iconsOnly ? null : <ListItemText primary={props.user.name} />}
          </ListItemButton>
        </li>
        {showLogout && props.onLogout ? (
          <li>
            <ListItemButton
              onClick={props.onLogout}
              sx={rowSx}
              {...(iconsOnly ? { 'aria-label': 'Log Out' } : {})}
            >
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              {iconsOnly ? null : <ListItemText primary="Log Out" />}
            </ListItemButton>
          </li>
        ) : null}
      </List>
    </Box>
  );
}
