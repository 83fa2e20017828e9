import type { ReactNode } from 'react';
import { LightButton } from '../../inputs/LightButton/LightButton.js';

export interface ScheduleExportProps {
  /** The flyout is open: the button waits for it to close. */
  open: boolean;
  disabled?: boolean;
  onSchedule: () => void;
  /** The flyout, rendered while open (the app loads and composes it). */
  flyout?: ReactNode;
}

/** A report's Schedule action and, while open, its flyout (P4-038). */
export function ScheduleExport({ open, disabled, onSchedule, flyout }: ScheduleExportProps) {
  return (
    <>
      <LightButton variant="outlined" size="medium" disabled={disabled || open} onClick={onSchedule}>
        Schedule
      </LightButton>
      {open ? flyout : null}
    </>
  );
}
