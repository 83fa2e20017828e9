import { useStoreValue } from '@locus/resources';
import { STATUS_FILTERS, STATUS_LABELS, type UserRowView } from '../model/user-rows.js';
import type { SortOrder, UserSortKey, UserStatus } from '../ports/users-api.js';
import type { ConfirmKind, UsersListStore } from '../store/users-list-store.js';

const STATUS_OPTIONS = STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }));
const SORT_KEYS: readonly string[] = ['name', 'email', 'last_sign_in_at'] satisfies UserSortKey[];

/** /settings/users: the list's view model and what its controls call. */
export function useUsersList(store: UsersListStore) {
  const state = useStoreValue(() => ({
    status: store.loader.status,
    loadError: store.loader.error ?? null,
    rows: store.rows,
    total: store.total,
    page: store.page,
    pageCount: store.totalPages,
    search: store.typed,
    filtered: store.filtered,
    userTypeId: store.userTypeId,
    statusFilter: store.status,
    typeOptions: (store.types.data ?? []).map((type) => ({ id: type.id, name: type.name })),
    sort: store.sort,
    busyId: store.busyId,
    confirming: store.confirming,
  }));
  const ask = (kind: ConfirmKind) => (row: UserRowView) => store.askConfirm(kind, row);
  return {
    ...state,
    statusOptions: STATUS_OPTIONS,
    onSearchChange: (text: string) => store.setTyped(text),
    onUserTypeChange: (id: number | null) => store.setUserType(id),
    onStatusChange: (status: UserStatus | null) => store.setStatus(status),
    onSort: (by: string, next: { by: string; order: SortOrder } | null) => {
      if (SORT_KEYS.includes(by)) store.setSort(next && { by: by as UserSortKey, order: next.order });
    },
    onPageChange: (page: number) => store.setPage(page),
    onClearFilters: () => store.clearFilters(),
    onRetry: () => void store.loader.reload(),
    onChangeType: (row: UserRowView, userTypeId: number) => void store.changeType(row, userTypeId),
    onDeactivate: ask('deactivate'),
    onReactivate: ask('reactivate'),
    onDelete: ask('remove'),
    onResendInvitation: (row: UserRowView) => void store.resendInvitation(row),
    onConfirm: () => void store.confirm(),
    onCancelConfirm: () => store.cancelConfirm(),
  };
}
