import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { ThemeIsland } from '../../theme/ThemeIsland.js';
import type { SavedFilterNameDialogProps } from './SavedFilterNameDialog.js';

/** The dialog itself (MUI): SavedFilterNameDialog loads it when it first opens. */
export function SavedFilterNameDialogView({ view, maxLength }: SavedFilterNameDialogProps) {
  const { dialog } = view;
  const titleId = useId();
  return (
    <ThemeIsland>
      <Dialog open={dialog.open} onClose={view.onCancel} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{dialog.mode === 'rename' ? 'Rename Filter' : 'Save Filter'}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Name"
            value={dialog.name}
            onChange={(event) => view.onNameChange(event.target.value)}
            onKeyDown={(event) => view.onNameKeyDown(event.key)}
            error={Boolean(dialog.nameError)}
            helperText={dialog.nameError ?? ' '}
            slotProps={{ htmlInput: { maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={view.onCancel}>Cancel</Button>
          <Tooltip title={dialog.confirmTooltip ?? ''}>
            <span>
              <Button variant="contained" disabled={dialog.confirmDisabled} onClick={view.onSubmit}>
                Save
              </Button>
            </span>
          </Tooltip>
        </DialogActions>
      </Dialog>
    </ThemeIsland>
  );
}
