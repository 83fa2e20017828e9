import type { NavigationViewModel } from '@locus/auth';
import { navPaletteOf, SideMenu, useIsMobile } from '@locus/design-system';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppEnv, useNavUi } from '../app/contexts';
import { PAGE_TITLES } from '../app/page-titles';
import { useThemeSettings } from '../app/theme-settings';
import { RouterLink } from '../ui/RouterLink';
import { withCarryOver } from './carry-over-href';
import { groupIds, toMenuItems } from './nav-model';

export interface SideNavProps {
  navigation: NavigationViewModel;
  /** The rendered route, whose title the mobile top bar shows. */
  routeId?: string;
}

/**
 * The side menu fed by the auth lib's navigation view model (P2-078..P2-102). Loaded lazily with the
 * signed-in shell, so the public pages do not carry it.
 */
const SideNav = observer(function SideNav({ navigation, routeId }: SideNavProps) {
  const navUi = useNavUi();
  const { productName } = useAppEnv();
  const mobile = useIsMobile();
  // The menu is styled without the MUI theme: it takes the white-label's colours and logo itself.
  const { whitelabel } = useThemeSettings();
  const palette = navPaletteOf(whitelabel);
  const logoUrl = navigation.logoUrl ?? whitelabel?.logoUrl;
  const navigate = useNavigate();
  // Links between the filtered pages carry the current filters (P2-118).
  const items = withCarryOver(toMenuItems(navigation.items), useLocation());
  const footerItems = toMenuItems(navigation.footer);

  const onNavigate = useCallback(
    (href: string) => {
      navUi.closeMobile();
      void navigate(href);
    },
    [navUi, navigate],
  );

  return (
    <SideMenu
      items={items}
      footerItems={footerItems}
      user={{
        name: navigation.user.name || 'Profile',
        initials: navigation.user.initials,
        href: '/settings/profile',
      }}
      {...(logoUrl ? { logoUrl } : {})}
      palette={palette}
      productName={productName}
      {...(routeId && PAGE_TITLES[routeId] ? { title: PAGE_TITLES[routeId] } : {})}
      open={mobile ? navUi.mobileOpen : navUi.shownOpen}
      locked={navUi.locked}
      mobile={mobile}
      expandedGroups={navUi.expandedGroups(groupIds([...items, ...footerItems]))}
      onToggleOpen={mobile ? navUi.toggleMobile : navUi.toggleOpen}
      onToggleGroup={navUi.toggleGroup}
      onNavigate={onNavigate}
      onLogout={navigation.onLogout}
      showLogout={navigation.showLogout}
      LinkComponent={RouterLink}
    />
  );
});

export default SideNav;
