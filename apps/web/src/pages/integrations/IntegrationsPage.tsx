import Box from '@mui/material/Box';
import { IntegrationsCatalogue, PageHeader } from '@locus/design-system';
import { useIntegrations, type IntegrationsStore } from '@locus/integrations';
import { useLocation, useNavigate } from 'react-router';
import { useAppEnv } from '../../app/contexts';
import { usePageStore } from '../../app/use-page-store';
import { createIntegrationsPageStore } from './integrations-deps';

const LOADING = {
  status: 'loading',
  loadError: null,
  access: 'read',
  groups: [],
  notice: null,
  confirm: null,
  onAction: () => undefined,
  onConfirmDisconnect: () => undefined,
  onCancelDisconnect: () => undefined,
  onDismissNotice: () => undefined,
  onRetry: () => undefined,
} as const;

/**
 * /settings/integrations and, for parents, /accounts/integrations: the catalogue; Connect leaves for the
 * provider's consent page (a full page load), which comes back here with ?connected= or ?oauth_error=.
 */
export default function IntegrationsPage() {
  const { loadPage } = useAppEnv();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const store = usePageStore((root) =>
    createIntegrationsPageStore(root, {
      pathname,
      search,
      navigator: {
        assign: loadPage,
        replaceSearch: (rest) => void navigate(`${pathname}${rest}`, { replace: true }),
      },
    }),
  );
  return (
    <Box>
      <PageHeader title="Integrations" />
      {store ? <Catalogue store={store} /> : <IntegrationsCatalogue {...LOADING} />}
    </Box>
  );
}

function Catalogue({ store }: { store: IntegrationsStore }) {
  return <IntegrationsCatalogue {...useIntegrations(store)} />;
}
