import { ConfirmDialog } from '@locus/design-system';
import { Themed } from '../../app/Themed';
import type { TrialExportDialogProps } from './TrialExportDialog';

/** The trial account's export-blocked modal (MUI, in the theme): TrialExportDialog loads it when first shown. */
export default function TrialExportConfirm(props: TrialExportDialogProps) {
  const { block } = props;
  const upgradePath = block?.upgradePath ?? null;
  // F6-060..F6-062: admins choose to upgrade; everyone else is told whom to ask.
  const message = block?.contact ? `Please contact your ${block.contact} to export data.` : null;
  return (
    <Themed>
      <ConfirmDialog
        open={block !== null}
        title={block?.title ?? ''}
        message={message}
        confirmLabel={upgradePath ? 'Upgrade now' : 'OK'}
        cancelLabel={block?.canContinueTrial ? 'Continue my trial' : 'Close'}
        onConfirm={() => (upgradePath ? props.onUpgrade(upgradePath) : props.onDismiss())}
        onCancel={props.onDismiss}
      />
    </Themed>
  );
}
