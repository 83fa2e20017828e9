import { ThemeIsland } from '../../theme/ThemeIsland.js';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.js';
import type { TrialExportDialogProps } from './TrialExportDialog.js';

/** The trial account's export-blocked modal in the theme: TrialExportDialog loads it when first shown. */
export function TrialExportConfirm(props: TrialExportDialogProps) {
  const { block } = props;
  const upgradePath = block?.upgradePath ?? null;
  // F6-060..F6-062: admins choose to upgrade; everyone else is told whom to ask.
  const message = block?.contact ? `Please contact your ${block.contact} to export data.` : null;
  return (
    <ThemeIsland>
      <ConfirmDialog
        open={block !== null}
        title={block?.title ?? ''}
        message={message}
        confirmLabel={upgradePath ? 'Upgrade now' : 'OK'}
        cancelLabel={block?.canContinueTrial ? 'Continue my trial' : 'Close'}
        onConfirm={() => (upgradePath ? props.onUpgrade(upgradePath) : props.onDismiss())}
        onCancel={props.onDismiss}
      />
    </ThemeIsland>
  );
}
