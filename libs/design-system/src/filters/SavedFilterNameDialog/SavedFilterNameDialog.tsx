import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';

/** The name dialog's state and handlers (the saved-filters hook's view has this shape). */
export interface SavedFilterNameDialogModel {
  dialog: {
    open: boolean;
    mode: 'saveAs' | 'rename';
    name: string;
    nameError: string | null;
    confirmDisabled: boolean;
    /** Why Save is disabled, shown on hover. */
    confirmTooltip: string | null;
  };
  onNameChange(value: string): void;
  /** Every key pressed in the name field: the model submits on Enter and cancels on Escape. */
  onNameKeyDown(key: string): void;
  onSubmit(): void;
  onCancel(): void;
}

export interface SavedFilterNameDialogProps {
  view: SavedFilterNameDialogModel;
  /** The longest name the server takes. */
  maxLength: number;
}

/** The name dialog of the saved-filters dropdown, for Save as and Rename. */
export function SavedFilterNameDialog({ view, maxLength }: SavedFilterNameDialogProps) {
  const { dialog } = view;
  const titleId = useId();
  return (
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
  );
}
