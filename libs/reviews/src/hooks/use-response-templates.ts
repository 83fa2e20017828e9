import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { ResponseTemplatesStore } from '../store/response-templates-store.js';

/**
 * The account's templates as the design system's ResponseTemplateManager props: loaded once, with the
 * store's form for the template being added or edited (closed once the server accepts it), delete and retry.
 */
export function useResponseTemplates(store: ResponseTemplatesStore) {
  useEffect(() => {
    void store.loadOnce();
  }, [store]);
  const view = useStoreValue(() => store.view);
  return {
    status: view.status === 'idle' ? ('loading' as const) : view.status,
    loadError: view.error,
    templates: view.templates,
    editable: view.canCreate || view.canUpdate || view.canDelete,
    editor: view.editor,
    deleteError: view.deleteError,
    onAdd: () => store.startAdd(),
    onEdit: (id: number) => store.startEdit(id),
    onEditorChange: (field: 'name' | 'content', value: string) => store.changeEditor(field, value),
    onSave: () => void store.saveEditor(),
    onCancel: () => store.cancelEdit(),
    onDelete: (id: number) => void store.remove(id),
    onRetry: () => void store.load(),
  };
}
