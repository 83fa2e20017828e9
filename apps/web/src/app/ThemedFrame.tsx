import type { NavigationViewModel } from '@locus/auth';
import { AppFrame } from '@locus/design-system';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { SideNavPlaceholder } from '../nav/SideNavPlaceholder';
import { Themed } from './Themed';
import { useThemeSettings } from './theme-settings';
import { reportWhitelabelContrast } from './whitelabel-contrast';

// The menu (and its icon set) comes with the signed-in shell, not with the public pages.
const SideNav = lazy(() => import('../nav/SideNav'));

/**
 * The app frame with the side menu, inside the MUI theme: a module of its own that the shell loads for
 * every page but the light ones (the login page), with the page's own module at the same time.
 */
export default function ThemedFrame({
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
  useEffect(() => reportWhitelabelContrast(whitelabel), [whitelabel]);
  return (
    <Themed baseline>
      <AppFrame
        menuHidden={navigation.hidden}
        menu={
          <Suspense fallback={<SideNavPlaceholder />}>
            <SideNav navigation={navigation} routeId={routeId} />
          </Suspense>
        }
      >
        {children}
      </AppFrame>
    </Themed>
  );
}
