import { ConfirmDialog } from '@locus/design-system';
import type { TrialExportBlock } from '@locus/filters';

/** The trial account's export-blocked modal: admins may upgrade, others are told whom to ask. */
export function TrialExportDialog(props: {
  block: TrialExportBlock | null;
  onUpgrade: (path: string) => void;
  onDismiss: () => void;
}) {
  const { block } = props;
  const upgradePath = block?.upgradePath ?? null;
  // F6-060..F6-062: admins choose to upgrade; everyone else is told whom to ask.
  const message = block?.contact ? `Please contact your ${block.contact} to export data.` : null;
  return (
    <ConfirmDialog
      open={block !== null}
      title={block?.title ?? ''}
      message={message}
      confirmLabel={upgradePath ? 'Upgrade now' : 'OK'}
      cancelLabel={block?.canContinueTrial ? 'Continue my trial' : 'Close'}
      onConfirm={() => (upgradePath ? props.onUpgrade(upgradePath) : props.onDismiss())}
      onCancel={props.onDismiss}
    />
  );
}
