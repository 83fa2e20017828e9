import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { RequestTemplatesView } from '../model/request-templates-view.js';
import type { RequestTemplatesStore } from '../store/request-templates-store.js';

/** The request templates as the design system's RequestTemplatesManager props (requests-view-models 4). */
export function useRequestTemplates(store: RequestTemplatesStore): RequestTemplatesView {
  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);
  const view = useStoreValue(() => store.view);
  return {
    ...view,
    editor: {
      ...view.editor,
      onNameChange: (name) => store.change({ name }),
      onRequestTypeChange: (requestType) => store.change({ requestType }),
      onSubjectChange: (subject) => store.change({ subject }),
      onContentChange: (content) => store.change({ content }),
      onSave: () => void store.save(),
      onCancel: () => store.cancelEdit(),
    },
    onTypeFilterChange: (type) => store.setTypeFilter(type),
    onCreate: () => store.startCreate(),
    onEdit: (id) => store.startEdit(id),
    onAskDelete: (id) => store.askDelete(id),
    onConfirmDelete: () => void store.confirmDelete(),
    onCancelDelete: () => store.cancelDelete(),
    onRetry: () => void store.load(),
  };
}
