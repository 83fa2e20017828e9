import { ConfirmDialog } from '../../dialogs/ConfirmDialog/ConfirmDialog.js';

export interface DisconnectDialogProps {
  /** The integration to disconnect; null while closed. */
  confirm: { name: string; busy: boolean } | null;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an integration's token is deleted: what it powers stops until it is connected again. */
export function DisconnectDialog({ confirm, onConfirm, onCancel }: DisconnectDialogProps) {
  return (
    <ConfirmDialog
      open={confirm !== null}
      title={`Disconnect ${confirm?.name ?? ''}?`}
      message={`Locus stops reading ${confirm?.name ?? 'it'} until someone connects it again.`}
      confirmLabel="Disconnect"
      destructive
      busy={confirm?.busy ?? false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
