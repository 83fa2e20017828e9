import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { ResponseComposerStore } from '../store/response-composer-store.js';
import type { ResponseTemplatesStore } from '../store/response-templates-store.js';

/**
 * One review's reply box as a view model: the composer's view, the account's templates to choose from
 * (loaded once per page when given), and the handlers. Follows the review live while a site call is pending.
 */
export function useResponseComposer(
  store: ResponseComposerStore,
  templates: ResponseTemplatesStore | null = null,
) {
  useEffect(() => {
    store.start();
  }, [store]);
  useEffect(() => {
    void templates?.loadOnce();
  }, [templates]);
  const state = useStoreValue(() => ({
    view: store.view,
    templateOptions: (templates?.view.templates ?? []).map(({ id, name }) => ({ id, name })),
    templatesStatus: templates?.view.status ?? 'idle',
  }));
  return {
    ...state.view,
    templateOptions: state.templateOptions,
    templatesStatus: state.templatesStatus,
    onTextChange: (text: string) => store.setText(text),
    onTemplate: (id: number) => {
      const template = templates?.find(id);
      if (template) store.applyTemplate(template);
    },
    onPublish: () => void store.requestPublish(),
    onEdit: () => store.edit(),
    onCancelEdit: () => store.cancelEdit(),
    onDelete: () => store.requestDelete(),
    onConfirm: () => void store.confirm(),
    onCancelConfirm: () => store.cancelConfirm(),
  };
}
