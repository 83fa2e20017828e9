import { ConfirmDialog } from '../dialogs/ConfirmDialog/ConfirmDialog.js';
import type { UserConfirmKind, UserConfirmView } from './user-view-types.js';

const TEXTS: Record<UserConfirmKind, { title: (name: string) => string; message: string; confirm: string; destructive: boolean }> = {
  deactivate: {
    title: (name) => `Deactivate ${name}?`,
    message: 'They are signed out at once and cannot sign in until an admin reactivates them. Nothing they did is removed.',
    confirm: 'Deactivate',
    destructive: true,
  },
  reactivate: {
    title: (name) => `Reactivate ${name}?`,
    message: 'They can sign in again with their password and the rights of their user type.',
    confirm: 'Reactivate',
    destructive: false,
  },
  remove: {
    title: (name) => `Delete ${name}?`,
    message: 'Their user, profile and saved filters are deleted. This cannot be undone; deactivate them instead to keep them.',
    confirm: 'Delete',
    destructive: true,
  },
};

export interface UserConfirmDialogProps {
  /** The action waiting for a yes; null: closed. */
  confirming: UserConfirmView | null;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before deactivating, reactivating or deleting a user, saying what follows. */
export function UserConfirmDialog({ confirming, onConfirm, onCancel }: UserConfirmDialogProps) {
  const texts = TEXTS[confirming?.kind ?? 'deactivate'];
  const name = confirming?.user.name ?? '';
  return (
    <ConfirmDialog
      open={confirming !== null}
      title={texts.title(name)}
      message={texts.message}
      confirmLabel={texts.confirm}
      destructive={texts.destructive}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
