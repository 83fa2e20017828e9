import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ThemeIsland } from '../../theme/ThemeIsland.js';

export interface PageActionsPopoverProps {
  id: string;
  /** The Page actions button while open; null closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  children: ReactNode;
}

/** The page's actions stacked in a popover below its Page actions button; choosing one closes it. */
export function PageActionsPopover({ id, anchor, onClose, children }: PageActionsPopoverProps) {
  return (
    <ThemeIsland>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack
          id={id}
          role="group"
          aria-label="Page actions"
          spacing={1}
          sx={{ p: 1.5, alignItems: 'stretch' }}
          onClick={onClose}
        >
          {children}
        </Stack>
      </Popover>
    </ThemeIsland>
  );
}
