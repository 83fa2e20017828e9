import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useId, type ReactNode } from 'react';
import { HoursEditor, type HoursEditorProps } from './HoursEditor.js';
import type { SpecialRowHandlers, SpecialRowView, TimeOptionView } from './hours-types.js';
import { SpecialHoursRow } from './SpecialHoursRow.js';

interface BulkDialogFrameProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  canConfirm: boolean;
  saving: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

function BulkDialogFrame({ open, title, confirmLabel, canConfirm, saving, error, onConfirm, onClose, children }: BulkDialogFrameProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => !saving && onClose()} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {children}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={!canConfirm}>
          {saving ? 'Saving…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface BulkEditHoursDialogProps extends Omit<HoursEditorProps, 'disabled'> {
  open: boolean;
  locationCount: number;
  canConfirm: boolean;
  saving: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Bulk Edit hours: one week for every selected location; Confirm waits for hours. */
export function BulkEditHoursDialog({ open, locationCount, canConfirm, saving, error, onConfirm, onClose, ...editor }: BulkEditHoursDialogProps) {
  return (
    <BulkDialogFrame open={open} title="Edit Hours" confirmLabel="Confirm" canConfirm={canConfirm} saving={saving} error={error} onConfirm={onConfirm} onClose={onClose}>
      <Typography variant="body2">
        These hours replace the hours of {locationCount} {locationCount === 1 ? 'location' : 'locations'}.
      </Typography>
      <HoursEditor {...editor} disabled={saving} />
    </BulkDialogFrame>
  );
}

export interface BulkHolidayHoursDialogProps extends SpecialRowHandlers {
  open: boolean;
  rows: readonly SpecialRowView[];
  warnings: readonly string[];
  /** Shown after the first confirm, when the button reads 'Continue anyway'. */
  overrideWarning: string | null;
  confirmLabel: string;
  canConfirm: boolean;
  saving: boolean;
  error: string | null;
  timeOptions: readonly TimeOptionView[];
  onAddRow: () => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** Bulk Add Holiday Hours: entries for every selected location; a first confirm warns about overriding. */
export function BulkHolidayHoursDialog(props: BulkHolidayHoursDialogProps) {
  const { open, rows, warnings, overrideWarning, confirmLabel, canConfirm, saving, error, timeOptions } = props;
  return (
    <BulkDialogFrame
      open={open}
      title="Add Holiday Hours"
      confirmLabel={confirmLabel}
      canConfirm={canConfirm}
      saving={saving}
      error={error}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      <LocalizationProvider dateAdapter={AdapterMoment}>
        {rows.map((row, index) => (
          <SpecialHoursRow key={row.id} {...props} row={row} position={index + 1} timeOptions={timeOptions} disabled={saving} />
        ))}
      </LocalizationProvider>
      <div>
        <Button onClick={props.onAddRow} disabled={saving}>
          Add another date
        </Button>
      </div>
      {warnings.map((warning) => (
        <Alert key={warning} severity="warning">
          {warning}
        </Alert>
      ))}
      {overrideWarning ? <Alert severity="warning">{overrideWarning}</Alert> : null}
    </BulkDialogFrame>
  );
}
