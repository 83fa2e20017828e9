import type { NavigationViewModel } from '@locus/auth';
import { AppFrame } from '@locus/design-system';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { SideNavPlaceholder } from '../nav/SideNavPlaceholder';
import { useRootStore } from './contexts';
import { sideNavModule } from './route-styles';
import { useThemeSettings } from './theme-settings';

const SideNav = lazy(sideNavModule);
// Banners wait on the session's tokens and setup progress anyway: their code stays out of the entry (login budget).
const Banners = lazy(() => import('./Banners').then((m) => ({ default: m.Banners })));

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
    // The stored toast duration is read after the first paint, its client code with it.
    void import('./stored-toast-duration').then((m) => m.applyStoredToastDuration(root));
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
      <Suspense fallback={null}>
        <Banners />
      </Suspense>
      {children}
    </AppFrame>
  );
}
