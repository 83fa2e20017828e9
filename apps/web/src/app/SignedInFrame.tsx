import type { NavigationViewModel } from '@locus/auth';
import { AppFrame } from '@locus/design-system';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { SideNavPlaceholder } from '../nav/SideNavPlaceholder';
import { Banners } from './Banners';
import { useRootStore } from './contexts';
import { applyStoredToastDuration } from './stored-toast-duration';
import { sideNavModule } from './route-styles';
import { useThemeSettings } from './theme-settings';

const SideNav = lazy(sideNavModule);

/**
 * The app frame with the side menu, on static stylesheets: part of the entry, so a signed-in page paints its
 * frame at once and the menu's module (no MUI either) fills the placeholder's place.
 */
export function SignedInFrame({
  navigation,
  routeId,
  children,
}: {
  navigation: NavigationViewModel;
  /** The shown page's route, whose title the phone's top bar shows. */
  routeId: string;
  children: ReactNode;
}) {
  const { whitelabel } = useThemeSettings();
  const root = useRootStore();
  useEffect(() => {
    applyStoredToastDuration(root);
  }, [root]);
  useEffect(() => {
    // The contrast maths comes with MUI's colour helpers: loaded only for a white-labelled account.
    if (whitelabel) void import('./whitelabel-contrast').then((m) => m.reportWhitelabelContrast(whitelabel));
  }, [whitelabel]);
  return (
    <AppFrame
      menuHidden={navigation.hidden}
      menu={
        <Suspense fallback={<SideNavPlaceholder />}>
          <SideNav navigation={navigation} routeId={routeId} />
        </Suspense>
      }
    >
      {/* Static CSS, like the frame: banners above the page content, on the banner routes only (@locus/banners). */}
      <Banners />
      {children}
    </AppFrame>
  );
}
