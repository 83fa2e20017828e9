import { AuthProvider } from '@locus/auth';
import { ThemeSettingsContext } from '@locus/design-system';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { RouteObject } from 'react-router';
import type { NavUiStore } from '../nav/nav-ui-store';
import { AppRoutes } from './AppRoutes';
import { AppContexts, type AppEnv } from './contexts';
import { HistoryRouter, type AppHistory } from './history';
import type { RootStoreHolder } from './root-store-holder';
import { ToastOutlet } from './ToastOutlet';
import { productNameFor, whitelabelPalette } from './whitelabel-theme';

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
 * The providers around the router: the theme's settings (the white-label's colours and the style nonce,
 * for the MUI theme that the lazily loaded frame, toasts and error screen bring; the entry has no MUI), the current root store
 * (keyed by its generation, so a sign-out starts every view afresh), the auth store and the toasts.
 */
export const App = observer(function App({ holder, history, routes, navUi, env, styleNonce }: AppProps) {
  const root = holder.current;
  const whitelabel = root.auth.whitelabel;
  const palette = useMemo(() => whitelabelPalette(whitelabel), [whitelabel]);
  const productName = productNameFor(whitelabel);
  const fullEnv = useMemo(() => ({ ...env, productName }), [env, productName]);
  const theme = useMemo(
    () => ({ ...(palette ? { whitelabel: palette } : {}), ...(styleNonce ? { styleNonce } : {}) }),
    [palette, styleNonce],
  );
  return (
    <ThemeSettingsContext.Provider value={theme}>
      <AppContexts key={holder.generation} root={root} env={fullEnv} navUi={navUi}>
        <AuthProvider store={root.auth}>
          <HistoryRouter history={history} {...(env.basename ? { basename: env.basename } : {})}>
            <AppRoutes routes={routes} />
          </HistoryRouter>
        </AuthProvider>
      </AppContexts>
      <ToastOutlet queue={root.toasts} />
    </ThemeSettingsContext.Provider>
  );
});
