import { mdiMenuDown } from '@mdi/js';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { FilterButton } from './FilterButton.js';

/** Where a dropdown's panel sits: below its trigger while `anchor` is set; `close` hides it. */
export interface PanelPlacement {
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The id of the list the trigger controls. */
  popupId: string;
}

export interface DropdownShellProps {
  label: string;
  /** What the button shows after the label, e.g. 'All' or the chosen option. */
  valueText: string;
  disabled?: boolean | undefined;
  /** Called each time the panel opens (e.g. to load the first page). */
  onOpen?: (() => void) | undefined;
  /** Starts loading the panel's module: on the trigger's pointerenter and focus, ahead of the click. */
  preload: () => void;
  /** The panel: a lazily loaded module's component, given where it sits. */
  children: (placement: PanelPlacement) => ReactNode;
}

/**
 * The trigger every filter dropdown of the bar shares, on static CSS; its panel (MUI, in its own module)
 * renders from the first open on, and stays mounted after so it can play its closing transition.
 */
export function DropdownShell({ label, valueText, disabled, onOpen, preload, children }: DropdownShellProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  if (anchor && !used) setUsed(true);
  const popupId = useId();
  return (
    <>
      <FilterButton
        endIcon={mdiMenuDown}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? popupId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          onOpen?.();
        }}
      >
        {`${label}: ${valueText}`}
      </FilterButton>
      {used ? (
        <Suspense fallback={null}>{children({ anchor, onClose: () => setAnchor(null), popupId })}</Suspense>
      ) : null}
    </>
  );
}
