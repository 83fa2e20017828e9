import { useStoreValue } from '@locus/resources';
import { useEffect, useState } from 'react';
import type { ResponseTemplateDraft } from '../ports/response-templates-api.js';
import type { ResponseTemplatesStore } from '../store/response-templates-store.js';

interface Editing extends ResponseTemplateDraft {
  /** null: a new template. */
  id: number | null;
}

/**
 * The account's templates as the design system's ResponseTemplateManager props: loaded once, with the
 * template being added or edited (closed once the server accepts it), delete and retry.
 */
export function useResponseTemplates(store: ResponseTemplatesStore) {
  useEffect(() => {
    void store.loadOnce();
  }, [store]);
  const view = useStoreValue(() => store.view);
  const [editing, setEditing] = useState<Editing | null>(null);
  const save = async (draft: Editing) => {
    const { id, ...fields } = draft;
    const saved = id === null ? await store.create(fields) : await store.update(id, fields);
    if (saved) setEditing(null);
  };
  return {
    status: view.status === 'idle' ? ('loading' as const) : view.status,
    loadError: view.error,
    templates: view.templates,
    editable: view.canCreate || view.canUpdate || view.canDelete,
    editor: editing
      ? { ...editing, nameError: null, contentError: null, saving: view.saving, saveError: view.saveError }
      : null,
    deleteError: editing ? null : view.saveError,
    onAdd: () => setEditing({ id: null, name: '', content: '' }),
    onEdit: (id: number) => {
      const template = store.find(id);
      if (template) setEditing({ id, name: template.name, content: template.content });
    },
    onEditorChange: (field: 'name' | 'content', value: string) =>
      setEditing((current) => (current ? { ...current, [field]: value } : current)),
    onSave: () => void (editing && save(editing)),
    onCancel: () => setEditing(null),
    onDelete: (id: number) => void store.remove(id),
    onRetry: () => void store.load(),
  };
}
