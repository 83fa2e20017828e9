import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog/ConfirmDialog.js';

export type DeleteModalState = 'none' | 'checking' | 'prevented' | 'last-location' | 'confirm' | 'deleting';

export interface DeleteLocationDialogsProps {
  modal: DeleteModalState;
  name: string;
  /** The support contact line (white-label accounts show their own). */
  supportText?: string;
  onConfirm: () => void;
  onClose: () => void;
}

function InfoDialog({ open, title, text, onClose }: { open: boolean; title: string; text: string; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Delete's modals: contact support when prevented, the last location, or the confirmation. */
export function DeleteLocationDialogs({ modal, name, supportText = 'Please contact support to make this change.', onConfirm, onClose }: DeleteLocationDialogsProps) {
  return (
    <>
      {/* The spec's 'Unable to Add/Delete Location.' names the action that was refused: here, Delete. */}
      <InfoDialog open={modal === 'prevented'} title="Unable to Delete Location." text={supportText} onClose={onClose} />
      <InfoDialog open={modal === 'last-location'} title="Can't delete the last location on the account." text={supportText} onClose={onClose} />
      <ConfirmDialog
        open={modal === 'confirm' || modal === 'deleting'}
        title={`Delete ${name}?`}
        message="This location and its data will be removed from Locus."
        confirmLabel="Delete"
        destructive
        busy={modal === 'deleting'}
        onConfirm={onConfirm}
        onCancel={onClose}
      />
    </>
  );
}

export interface AddLocationBlockedDialogProps {
  open: boolean;
  supportText?: string;
  onClose: () => void;
}

/** prevent_location_additions: Add Location opens this instead of the form. */
export function AddLocationBlockedDialog({ open, supportText = 'Please contact support to make this change.', onClose }: AddLocationBlockedDialogProps) {
  return <InfoDialog open={open} title="Unable to Add/Delete Location." text={supportText} onClose={onClose} />;
}

export type SyncDialogStatus = 'closed' | 'loading' | 'error' | 'nothing' | 'changes' | 'syncing';

export interface SyncDiffDialogProps {
  status: SyncDialogStatus;
  rows: { field: string; label: string; current: string; incoming: string }[];
  errorText: string | null;
  onAccept: () => void;
  onClose: () => void;
}

/** Sync From Google: loading, an error, 'Nothing to sync', or the changed fields with Accept Changes. */
export function SyncDiffDialog({ status, rows, errorText, onAccept, onClose }: SyncDiffDialogProps) {
  const titleId = useId();
  const busy = status === 'syncing';
  return (
    <Dialog open={status !== 'closed'} onClose={() => !busy && onClose()} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Sync From Google</DialogTitle>
      <DialogContent>
        {status === 'loading' ? <CircularProgress aria-label="Loading changes" /> : null}
        {status === 'error' ? <Alert severity="error">{errorText}</Alert> : null}
        {status === 'nothing' ? <DialogContentText>Nothing to sync</DialogContentText> : null}
        {status === 'changes' || status === 'syncing' ? (
          <Table size="small" aria-label="Changed fields">
            <TableHead>
              <TableRow>
                <TableCell>Field</TableCell>
                <TableCell>In Locus</TableCell>
                <TableCell>On Google</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.field}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell>{row.current}</TableCell>
                  <TableCell>{row.incoming}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {status === 'changes' || status === 'syncing' ? 'Cancel' : 'Close'}
        </Button>
        {status === 'changes' || status === 'syncing' ? (
          <Button variant="contained" onClick={onAccept} disabled={busy}>
            Accept Changes
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
