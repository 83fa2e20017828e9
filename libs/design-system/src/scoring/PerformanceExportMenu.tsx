import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

export interface PerformanceExportOption {
  /** What the page exports on this choice (a CSV variant). */
  value: string;
  label: string;
}

export interface PerformanceExportMenuProps {
  options: readonly PerformanceExportOption[];
  /** An export is being requested: the button says so and waits. */
  busy: boolean;
  onExport: (value: string) => void;
}

/** Export (CSV) of Location Performance (F2-051): one button, or a menu when the account has several variants. */
export function PerformanceExportMenu({ options, busy, onExport }: PerformanceExportMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = busy ? 'Exporting…' : 'Export CSV';
  const [only] = options;
  if (options.length === 1 && only) {
    return (
      <Button variant="outlined" disabled={busy} onClick={() => onExport(only.value)}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        disabled={busy || options.length === 0}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={option.value}
            onClick={() => {
              setAnchor(null);
              onExport(option.value);
            }}
          >
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
