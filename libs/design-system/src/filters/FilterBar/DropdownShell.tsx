import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import { useId, useState, type ReactNode } from 'react';

export interface DropdownShellProps {
  label: string;
  /** What the button shows after the label, e.g. 'All' or the chosen option. */
  valueText: string;
  disabled?: boolean | undefined;
  /** Called each time the popover opens (e.g. to load the first page). */
  onOpen?: (() => void) | undefined;
  /** The popover's content; `close` hides it. `popupId` labels the list the button controls. */
  children: (close: () => void, popupId: string) => ReactNode;
}

/** The button + popover every filter dropdown of the bar shares. */
export function DropdownShell({ label, valueText, disabled, onOpen, children }: DropdownShellProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popupId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? popupId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          onOpen?.();
        }}
      >
        {`${label}: ${valueText}`}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { minWidth: 240, overflow: 'hidden' } } }}
      >
        {children(close, popupId)}
      </Popover>
    </>
  );
}
