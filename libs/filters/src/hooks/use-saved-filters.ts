import { useStoreValue } from '@locus/resources';
import type { SavedFilter, SavedFiltersStore } from '../store/saved-filters-store.js';

/** The saved-filters dropdown and its name dialog (Save as, Rename; Enter submits, Escape cancels: P5-009, P5-010). */
export function useSavedFilters(store: SavedFiltersStore) {
  const state = useStoreValue(() => ({
    enabled: store.enabled,
    items: store.items.map((item) => ({ id: item.id, name: item.name })),
    status: store.status,
    hasMore: store.hasMore,
    selectedId: store.selected?.id ?? null,
    canSave: store.selected !== undefined && !store.saving,
    canRename: store.selected !== undefined && !store.saving,
    dialog: {
      open: store.dialogOpen,
      mode: store.dialogMode,
      name: store.name,
      nameError: store.nameError,
      confirmDisabled: store.confirmDisabled,
      confirmTooltip: store.confirmTooltip,
    },
  }));
  const byId = (id: number): SavedFilter | undefined => store.items.find((item) => item.id === id);
  return {
    ...state,
    onLoad: () => void store.load(),
    onLoadMore: () => void store.loadMore(),
    onOpenSaveAs: () => store.openSaveAs(),
    onOpenRename: () => store.openRename(),
    onNameChange: (value: string) => store.setName(value),
    onSubmit: () => void store.submit(),
    onCancel: () => store.cancel(),
    /** For the name input: Enter submits, Escape cancels. */
    onNameKeyDown: (key: string) => {
      if (key === 'Enter') void store.submit();
      else if (key === 'Escape') store.cancel();
    },
    onSave: () => void store.save(),
    onApply: (id: number) => void store.applyById(id),
    onDelete: (id: number) => {
      const filter = byId(id);
      if (filter) void store.remove(filter);
    },
  };
}
