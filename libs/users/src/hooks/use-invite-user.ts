import { useStoreValue } from '@locus/resources';
import type { InviteUserStore } from '../store/invite-user-store.js';

/** /settings/users/new: the form's values, errors and types; `onSend` resolves whether it was sent. */
export function useInviteUser(store: InviteUserStore) {
  const state = useStoreValue(() => ({
    name: store.name,
    email: store.email,
    userTypeId: store.userTypeId,
    errors: store.errors,
    formError: store.formError,
    saving: store.saving,
    typesStatus: store.types.status,
    typesError: store.types.error ?? null,
    typeOptions: (store.types.data ?? []).map((type) => ({ id: type.id, name: type.name })),
  }));
  return {
    ...state,
    onNameChange: (name: string) => store.setName(name),
    onEmailChange: (email: string) => store.setEmail(email),
    onUserTypeChange: (id: number | null) => store.setUserType(id),
    onRetryTypes: () => void store.types.reload(),
    onSend: async () => (await store.send()) !== null,
  };
}
