import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { ThemeIsland } from '../../theme/ThemeIsland.js';

export interface FilterSheetDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phone's filter sheet (the lazily loaded part of FilterSheet): a modal bottom drawer that keeps focus
 * while open and returns it to the button on close. A MUI Drawer, not a native <dialog>: the dropdowns'
 * popovers opened from it would sit behind a dialog's top layer.
 */
export function FilterSheetDrawer({ open, onClose, children }: FilterSheetDrawerProps) {
  const titleId = useId();
  return (
    <ThemeIsland>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } },
        }}
      >
        <Box sx={{ p: 2 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
            Filters
          </Typography>
          <Stack role="group" aria-labelledby={titleId} spacing={1.5} sx={{ alignItems: 'stretch' }}>
            {children}
          </Stack>
          <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={onClose}>
            Done
          </Button>
        </Box>
      </Drawer>
    </ThemeIsland>
  );
}
