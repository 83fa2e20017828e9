import { AuthProvider } from '@locus/auth';
import { LocusThemeProvider } from '@locus/design-system';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import type { NavUiStore } from '../nav/nav-ui-store';
import { AppContexts, type AppEnv } from './contexts';
import type { RootStoreHolder } from './root-store-holder';
import { ToastOutlet } from './ToastOutlet';
import { productNameFor, whitelabelPalette } from './whitelabel-theme';

export interface AppProps {
  holder: RootStoreHolder;
  router: Parameters<typeof RouterProvider>[0]['router'];
  navUi: NavUiStore;
  env: Omit<AppEnv, 'productName'>;
}

/**
 * The providers around the router: the theme with the white-label's colours, the current root store
 * (keyed by its generation, so a sign-out starts every view afresh), the auth store and the toasts.
 */
export const App = observer(function App({ holder, router, navUi, env }: AppProps) {
  const root = holder.current;
  const whitelabel = root.auth.whitelabel;
  const palette = useMemo(() => whitelabelPalette(whitelabel), [whitelabel]);
  const productName = productNameFor(whitelabel);
  const fullEnv = useMemo(() => ({ ...env, productName }), [env, productName]);
  return (
    <LocusThemeProvider {...(palette ? { whitelabel: palette } : {})}>
      <AppContexts key={holder.generation} root={root} env={fullEnv} navUi={navUi}>
        <AuthProvider store={root.auth}>
          <RouterProvider router={router} />
        </AuthProvider>
      </AppContexts>
      <ToastOutlet queue={root.toasts} />
    </LocusThemeProvider>
  );
});
