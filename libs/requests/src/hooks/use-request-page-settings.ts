import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { RequestPageSettingsView } from '../model/request-page-settings.js';
import type { RequestPageSettingsStore } from '../store/request-page-settings-store.js';

/** The landing-page settings as the design system's RequestPageSettingsForm props (requests-view-models 11). */
export function useRequestPageSettings(store: RequestPageSettingsStore): RequestPageSettingsView {
  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);
  const view = useStoreValue(() => store.view);
  return {
    ...view,
    onChange: (field, value) => store.change(field, value),
    onSave: () => void store.save(),
    onRetry: () => void store.load(),
  };
}
