import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { routeClick } from '../../utils/link-click.js';
import {
  NavAvatar,
  NavDivider,
  NavIconButton,
  NavList,
  NavRow,
  NavRowIcon,
  NavRowText,
} from './menu-parts.js';
import { ProductLogo } from './ProductLogo.js';
import type { SideMenuProps } from './SideMenu.js';
import { SideMenuItem } from './SideMenuItem.js';

export type MenuContentProps = SideMenuProps & { iconsOnly: boolean; label: string };

/** What the menu shows, in the desktop column and in the mobile drawer alike. */
export function MenuContent(props: MenuContentProps) {
  const { iconsOnly, open, locked = false, mobile = false, showLogout = true } = props;
  const theme = useTheme();
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
        <NavIconButton type="button" aria-label={toggleLabel} onClick={props.onToggleOpen} disabled={locked}>
          {open ? <MenuOpenIcon /> : <MenuIcon />}
        </NavIconButton>
      </Box>
      <NavList sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        {props.items.map((item) => (
          <SideMenuItem key={item.id} item={item} {...itemProps} />
        ))}
      </NavList>
      <NavDivider />
      <NavList aria-label="Account">
        {props.footerItems.map((item) => (
          <SideMenuItem key={item.id} item={item} {...itemProps} />
        ))}
        <li>
          <NavRow
            {...(profileHref
              ? {
                  as: props.LinkComponent ?? 'a',
                  href: profileHref,
                  onClick: routeClick(profileHref, props.onNavigate),
                }
              : { as: 'div' })}
            {...(iconsOnly ? { 'aria-label': props.user.name } : {})}
          >
            <NavRowIcon>
              <NavAvatar aria-hidden>{props.user.initials}</NavAvatar>
            </NavRowIcon>
            {iconsOnly ? null : <NavRowText>{props.user.name}</NavRowText>}
          </NavRow>
        </li>
        {showLogout && props.onLogout ? (
          <li>
            <NavRow
              as="button"
              type="button"
              onClick={props.onLogout}
              {...(iconsOnly ? { 'aria-label': 'Log Out' } : {})}
            >
              <NavRowIcon>
                <LogoutIcon />
              </NavRowIcon>
              {iconsOnly ? null : <NavRowText>Log Out</NavRowText>}
            </NavRow>
          </li>
        ) : null}
      </NavList>
    </Box>
  );
}
