import { useEffect, useRef, useState } from 'react';
import type { BlockedLeave, LeaveGuard } from '../ports/leave-guard.js';

export interface UnsavedChangesGuardOptions {
  /** Leaving now would lose something typed (read when the user tries to leave, so it is never stale). */
  hasUnsavedChanges: () => boolean;
  /** The router's guard; none where navigation cannot be held (only Cancel asks then). */
  guard: LeaveGuard | null;
  /** Cancel went through: leave the form. */
  onCancelled: () => void;
}

const STAY: BlockedLeave = { proceed: () => undefined, stay: () => undefined };

/**
 * The unsaved-changes modal's view model (features.md, the location modals): with changes, Cancel and
 * every in-app navigation ask first. Discard leaves (Cancel's exit, or the held navigation); Keep
 * Editing stays with everything typed. Once the user chose to leave, nothing asks again.
 */
export function useUnsavedChangesGuard({ hasUnsavedChanges, guard, onCancelled }: UnsavedChangesGuardOptions) {
  const [asking, setAsking] = useState<BlockedLeave | null>(null);
  const leaving = useRef(false);
  const unsaved = useRef(hasUnsavedChanges);
  unsaved.current = hasUnsavedChanges;

  useEffect(() => guard?.block(() => !leaving.current && unsaved.current(), setAsking), [guard]);

  return {
    /** The modal is open. */
    confirming: asking !== null,
    /** The form's Cancel. */
    onCancel: () => {
      if (hasUnsavedChanges()) setAsking({ ...STAY, proceed: onCancelled });
      else onCancelled();
    },
    /** Discard Changes: leave as the user asked. */
    onDiscard: () => {
      leaving.current = true;
      setAsking(null);
      asking?.proceed();
    },
    /** Keep Editing. */
    onKeepEditing: () => {
      setAsking(null);
      asking?.stay();
    },
  };
}
