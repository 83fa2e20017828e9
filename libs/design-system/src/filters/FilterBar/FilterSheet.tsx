import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

export interface FilterSheetProps {
  /** How many filters are set (shown on the button). */
  count: number;
  disabled?: boolean | undefined;
  /** The same dropdowns as the desktop bar, stacked. */
  children: ReactNode;
}

/**
 * The filter bar on phones: one 'Filters' button with the number of filters set, opening a bottom
 * sheet with the same controls. The sheet is a modal drawer: it keeps focus while open and returns it
 * to the button on close.
 */
export function FilterSheet({ count, disabled, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon aria-hidden />}
        onClick={() => setOpen(true)}
        disabled={Boolean(disabled)}
        aria-haspopup="dialog"
        aria-label={count > 0 ? `Filters, ${count} set` : 'Filters'}
      >
        Filters{count > 0 ? ` (${count})` : ''}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
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
          <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            Done
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
