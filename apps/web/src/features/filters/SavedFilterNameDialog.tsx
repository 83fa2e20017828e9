import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { SAVED_FILTER_NAME_MAX, type useSavedFilters } from '@locus/filters';

type SavedFiltersView = ReturnType<typeof useSavedFilters>;

/** The name dialog of the saved-filters dropdown, for Save as and Rename (Enter submits, Escape cancels). */
export function SavedFilterNameDialog({ view }: { view: SavedFiltersView }) {
  const { dialog } = view;
  return (
    <Dialog open={dialog.open} onClose={view.onCancel} aria-labelledby="saved-filter-name-title">
      <DialogTitle id="saved-filter-name-title">{dialog.mode === 'rename' ? 'Rename Filter' : 'Save Filter'}</DialogTitle>
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
          slotProps={{ htmlInput: { maxLength: SAVED_FILTER_NAME_MAX } }}
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
