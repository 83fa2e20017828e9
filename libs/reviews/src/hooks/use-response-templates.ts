import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { ResponseTemplateDraft } from '../ports/response-templates-api.js';
import type { ResponseTemplatesStore } from '../store/response-templates-store.js';

/** The account's templates for their management list: loaded once, with create, edit, delete and retry. */
export function useResponseTemplates(store: ResponseTemplatesStore) {
  useEffect(() => {
    void store.loadOnce();
  }, [store]);
  const view = useStoreValue(() => store.view);
  return {
    ...view,
    onCreate: (draft: ResponseTemplateDraft) => store.create(draft),
    onUpdate: (id: number, draft: ResponseTemplateDraft) => store.update(id, draft),
    onDelete: (id: number) => store.remove(id),
    onRetry: () => void store.load(),
  };
}
