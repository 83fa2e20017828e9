import Popover from '@mui/material/Popover';
import type { ReactNode } from 'react';
import { ThemeIsland } from '../../theme/ThemeIsland.js';
import type { PanelPlacement } from './DropdownShell.js';

/** A filter dropdown's popover below its trigger, in the theme island: the panels' lazy modules share it. */
export function FilterPopover({ anchor, onClose, children }: Omit<PanelPlacement, 'popupId'> & { children: ReactNode }) {
  return (
    <ThemeIsland>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { minWidth: 240, overflow: 'hidden' } } }}
      >
        {children}
      </Popover>
    </ThemeIsland>
  );
}
