import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { IntegrationsCatalogueView } from '../model/catalogue-view.js';
import type { IntegrationsStore } from '../store/integrations-store.js';

/** The catalogue as the design system's IntegrationsCatalogue props; reads the address and loads on mount. */
export function useIntegrations(store: IntegrationsStore): IntegrationsCatalogueView {
  useEffect(() => {
    void store.start();
  }, [store]);
  return useStoreValue(() => store.view);
}
