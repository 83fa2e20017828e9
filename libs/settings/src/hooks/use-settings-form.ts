import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { FormView } from '../model/form-view.js';
import type { FormStore } from '../store/form-store.js';

/** A settings form's view model: loads once, then the store's view with the callbacks the views call. */
export function useSettingsForm<K extends string>(store: FormStore<K>): FormView<K> {
  useEffect(() => {
    if (store.status === 'loading' && store.loadError === null) void store.load();
  }, [store]);
  const view = useStoreValue(() => store.view);
  return {
    ...view,
    onChange: (field, value) => store.change(field, value),
    onSubmit: () => void store.submit(),
    onRetry: () => void store.load(),
  };
}
