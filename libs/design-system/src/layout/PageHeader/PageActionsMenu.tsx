import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import { useId, useState, type ReactNode } from 'react';

/**
 * A page header's actions folded behind one button on phones. The actions are the page's own controls,
 * stacked in a popover; choosing one closes it (its own handler runs first).
 */
export function PageActionsMenu({ children }: { children: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popupId = useId();
  return (
    <>
      <IconButton
        aria-label="Page actions"
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? popupId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack id={popupId} role="group" aria-label="Page actions" spacing={1} sx={{ p: 1.5, alignItems: 'stretch' }} onClick={() => setAnchor(null)}>
          {children}
        </Stack>
      </Popover>
    </>
  );
}
