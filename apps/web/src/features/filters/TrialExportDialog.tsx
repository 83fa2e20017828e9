import type { TrialExportBlock } from '@locus/filters';
import { lazy, Suspense, useState } from 'react';

// The modal (MUI's Dialog) loads the first time an export is blocked: the report pages paint without it.
const TrialExportConfirm = lazy(() => import('./TrialExportConfirm'));

export interface TrialExportDialogProps {
  block: TrialExportBlock | null;
  onUpgrade: (path: string) => void;
  onDismiss: () => void;
}

/**
 * The trial account's export-blocked modal: admins may upgrade, others are told whom to ask. Nothing
 * renders until an export is first blocked; it stays mounted after, to play its closing transition.
 */
export function TrialExportDialog(props: TrialExportDialogProps) {
  const [used, setUsed] = useState(false);
  if (props.block !== null && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <TrialExportConfirm {...props} />
    </Suspense>
  ) : null;
}
