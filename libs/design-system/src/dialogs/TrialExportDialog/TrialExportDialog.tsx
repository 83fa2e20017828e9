import { Suspense, useState } from 'react';
import { lazyPart } from '../../utils/lazy-part.js';

/** Why an export is blocked on a trial account, as the modal words it. */
export interface TrialExportBlockView {
  title: string;
  /** Admins only: Upgrade now goes here. */
  upgradePath: string | null;
  canContinueTrial: boolean;
  /** Non-admins: whom to ask. */
  contact: string | null;
}

export interface TrialExportDialogProps {
  block: TrialExportBlockView | null;
  onUpgrade: (path: string) => void;
  onDismiss: () => void;
}

// The modal (MUI's Dialog) loads the first time an export is blocked: the report pages paint without it.
const TrialExportConfirm = lazyPart(() => import('./TrialExportConfirm.js').then((module) => module.TrialExportConfirm));

/**
 * The trial account's export-blocked modal: admins may upgrade, others are told whom to ask. Nothing
 * renders until an export is first blocked; it stays mounted after, to play its closing transition.
 */
export function TrialExportDialog(props: TrialExportDialogProps) {
  const [used, setUsed] = useState(false);
  if (props.block !== null && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <TrialExportConfirm.Component {...props} />
    </Suspense>
  ) : null;
}
