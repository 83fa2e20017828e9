import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface BulkAddPhotosBlockedDialogProps {
  /** Why Bulk Add Photos cannot open (F5-036); null: closed. */
  message: string | null;
  onClose: () => void;
}

/** Shown in place of Bulk Add Photos when a selected location cannot take photos. */
export function BulkAddPhotosBlockedDialog({ message, onClose }: BulkAddPhotosBlockedDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Bulk Add Photos</DialogTitle>
      <DialogContent>
        <Alert severity="warning">{message}</Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
