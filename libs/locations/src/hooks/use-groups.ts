import { useStoreValue } from '@locus/auth';
import { locationsCountLabel } from '../model/groups.js';
import type { GroupFormStore, GroupListStore } from '../store/groups-store.js';

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
  }));
  return {
    ...state,
    onNameChange: (name: string) => store.setName(name),
    onSearch: (text: string) => store.setTyped(text),
    onToggle: (id: number) => store.toggleMember(id),
    onSave: () => store.save(),
  };
}
