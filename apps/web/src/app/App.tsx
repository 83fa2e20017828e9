import { AuthProvider } from '@locus/auth';
import { LocusThemeProvider } from '@locus/design-system';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import type { RouteObject } from 'react-router';
import type { NavUiStore } from '../nav/nav-ui-store';
import { AppRoutes } from './AppRoutes';
import { AppContexts, type AppEnv } from './contexts';
import { HistoryRouter, type AppHistory } from './history';
import type { RootStoreHolder } from './root-store-holder';
import { ToastOutlet } from './ToastOutlet';
import { productNameFor, reportWhitelabelContrast, whitelabelPalette } from './whitelabel-theme';

export interface AppProps {
  holder: RootStoreHolder;
  history: AppHistory;
  /** buildRoutes(), built once. */
  routes: RouteObject[];
  navUi: NavUiStore;
  env: Omit<AppEnv, 'productName'>;
  /** The server's per-response style nonce (see main.tsx); absent in tests and the dev server. */
  styleNonce?: string | undefined;
}

/**
 * The providers around the router: the theme with the white-label's colours, the current root store
 * (keyed by its generation, so a sign-out starts every view afresh), the auth store and the toasts.
 */
export const App = observer(function App({ holder, history, routes, navUi, env, styleNonce }: AppProps) {
  const root = holder.current;
  const whitelabel = root.auth.whitelabel;
  const palette = useMemo(() => whitelabelPalette(whitelabel), [whitelabel]);
  useEffect(() => reportWhitelabelContrast(palette), [palette]);
  const productName = productNameFor(whitelabel);
  const fullEnv = useMemo(() => ({ ...env, productName }), [env, productName]);
  return (
    <LocusThemeProvider {...(palette ? { whitelabel: palette } : {})} {...(styleNonce ? { styleNonce } : {})}>
      <AppContexts key={holder.generation} root={root} env={fullEnv} navUi={navUi}>
        <AuthProvider store={root.auth}>
          <HistoryRouter history={history} {...(env.basename ? { basename: env.basename } : {})}>
            <AppRoutes routes={routes} />
          </HistoryRouter>
        </AuthProvider>
      </AppContexts>
      <ToastOutlet queue={root.toasts} />
    </LocusThemeProvider>
  );
});
