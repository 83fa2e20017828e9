import type { NavigationViewModel } from '@locus/auth';
import { AppFrame } from '@locus/design-system';
import { lazy, Suspense, type ReactNode } from 'react';
import { Themed } from './Themed';

// The menu (and its icon set) comes with the signed-in shell, not with the public pages.
const SideNav = lazy(() => import('../nav/SideNav'));

/**
 * The app frame with the side menu, inside the MUI theme: a module of its own that the shell loads for
 * every page but the light ones (the login page), with the page's own module at the same time.
 */
export default function ThemedFrame({
  navigation,
  children,
}: {
  navigation: NavigationViewModel;
  children: ReactNode;
}) {
  return (
    <Themed baseline>
      <AppFrame
        menuHidden={navigation.hidden}
        menu={
          <Suspense fallback={null}>
            <SideNav navigation={navigation} />
          </Suspense>
        }
      >
        {children}
      </AppFrame>
    </Themed>
  );
}
