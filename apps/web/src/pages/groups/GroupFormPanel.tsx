import { usePermission } from '@locus/auth';
import { GroupForm } from '@locus/design-system';
import { GROUPS_PATH, useGroupForm, type GroupFormStore } from '@locus/locations';
import { useNavigate } from 'react-router';

/** The group form of /settings/groups/new and edit: saved or deleted, it returns to the groups list. */
export function GroupFormPanel({ store }: { store: GroupFormStore }) {
  const navigate = useNavigate();
  const { onDelete, onCancelDelete, onConfirmDelete, ...view } = useGroupForm(store);
  const canDelete = usePermission('group', 'delete');
  const back = () => void navigate(GROUPS_PATH);
  return (
    <GroupForm
      {...view}
      onSave={() => void view.onSave().then((saved) => saved && back())}
      onCancel={back}
      {...(canDelete
        ? {
            onDelete,
            onCancelDelete,
            onConfirmDelete: () => void onConfirmDelete().then((deleted) => deleted && back()),
          }
        : {})}
    />
  );
}
