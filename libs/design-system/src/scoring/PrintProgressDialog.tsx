import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface PrintProgressDialogProps {
  open: boolean;
  /** e.g. 'Preparing the report for printing…' */
  message: string;
  /** Rows fetched so far, of how many (0 until the first page tells). */
  loaded: number;
  total: number;
  onCancel: () => void;
}

/** While print fetches every page (F7-057): how far it is, and Cancel. */
export function PrintProgressDialog({ open, message, loaded, total, onCancel }: PrintProgressDialogProps) {
  const known = total > 0;
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="print-progress-title" fullWidth maxWidth="xs">
      <DialogTitle id="print-progress-title">Print</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{message}</Typography>
        <LinearProgress
          variant={known ? 'determinate' : 'indeterminate'}
          value={known ? Math.min(100, (100 * loaded) / total) : undefined}
          aria-label="Rows fetched"
          aria-valuetext={known ? `${loaded} of ${total} rows` : undefined}
        />
        {known ? <Typography variant="caption" color="text.secondary">{`${loaded} of ${total} rows`}</Typography> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
