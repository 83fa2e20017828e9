import { createIntegrationsApi, integrationPermissions, IntegrationsStore, type Navigator } from '@locus/integrations';
import type { RootStore } from '../../app/root-store';

/** Where the page is and how it leaves: the router's location, a full page load for the provider. */
export interface IntegrationsPageEnv {
  pathname: string;
  search: string;
  navigator: Navigator;
}

/** The catalogue of the session's account (a parent's own on /accounts/integrations), gated by its permissions. */
export function createIntegrationsPageStore(root: RootStore, env: IntegrationsPageEnv): IntegrationsStore {
  const { read, ...may } = integrationPermissions(root.auth.permissions, root.auth.isParent ? 'parent' : 'account');
  return new IntegrationsStore({
    api: createIntegrationsApi(root.client, root.auth.account_id ?? 0),
    navigator: env.navigator,
    notifier: root.notifier,
    canRead: read,
    may,
    returnTo: env.pathname,
    search: env.search,
  });
}
