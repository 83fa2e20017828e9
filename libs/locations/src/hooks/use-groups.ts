import { useStoreValue } from '@locus/resources';
import { locationsCountLabel } from '../model/groups.js';
import type { GroupStepStore } from '../store/group-step-store.js';
import type { GroupEditStore, GroupFormStore, GroupListStore } from '../store/groups-store.js';

/** /settings/groups: rows with 'N locations'. */
export function useGroupList(store: GroupListStore) {
  const state = useStoreValue(() => ({
    status: store.loader.status,
    error: store.loader.error ?? null,
    page: store.page,
    totalPages: store.totalPages,
    rows: store.rows.map((group) => ({ id: group.id, name: group.name, count: locationsCountLabel(group.active_location_ids.length) })),
  }));
  return { ...state, onPageChange: (page: number) => store.setPage(page) };
}

/** The group form: name, member search and 'N locations'. */
export function useGroupForm(store: GroupFormStore) {
  const state = useStoreValue(() => ({
    isNew: store.isNew,
    name: store.name,
    nameError: store.nameError,
    typed: store.typed,
    searching: store.search.status === 'loading',
    options: store.options,
    count: locationsCountLabel(store.memberIds.length),
    saving: store.saving,
    confirmingDelete: store.confirmingDelete,
    deleting: store.deleting,
  }));
  return {
    ...state,
    onNameChange: (name: string) => store.setName(name),
    onSearch: (text: string) => store.setTyped(text),
    onToggle: (id: number) => store.toggleMember(id),
    onSave: () => store.save(),
    onDelete: () => store.askDelete(),
    onCancelDelete: () => store.cancelDelete(),
    onConfirmDelete: () => store.remove(),
  };
}

/** Group edit: the group's loading state, then its form store. */
export function useGroupEdit(store: GroupEditStore) {
  const state = useStoreValue(() => ({ status: store.loader.status, error: store.loader.error ?? null, form: store.form }));
  return { ...state, onRetry: () => void store.loader.reload() };
}

/** The post-create group step: the account's groups to pick for the new location. */
export function useGroupStep(store: GroupStepStore) {
  const state = useStoreValue(() => ({
    status: store.loader.status,
    error: store.loader.error ?? null,
    locationName: store.locationName,
    options: store.options,
    count: store.selected.length,
    saving: store.saving,
  }));
  return { ...state, onToggle: (id: number) => store.toggle(id), onSave: () => store.save(), onRetry: () => void store.loader.reload() };
}
