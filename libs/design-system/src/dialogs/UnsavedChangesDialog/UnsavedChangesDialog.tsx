import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.js';

export interface UnsavedChangesDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
  title?: string;
  message?: string;
}

/** Asked when closing a form with unsaved changes: Keep Editing or Discard Changes (P4-040). */
export function UnsavedChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
  title = 'Unsaved Changes',
  message = 'You have unsaved changes. Do you want to discard them?',
}: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      cancelLabel="Keep Editing"
      confirmLabel="Discard Changes"
      destructive
      onCancel={onKeepEditing}
      onConfirm={onDiscard}
    />
  );
}
