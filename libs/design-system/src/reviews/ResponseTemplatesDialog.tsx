import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { ResponseTemplateManager, type ResponseTemplateManagerProps } from './ResponseTemplateManager.js';

export interface ResponseTemplatesDialogProps extends ResponseTemplateManagerProps {
  /** Open by default: the page mounts the dialog while it is wanted. */
  open?: boolean;
  /** Escape or a click outside; the editor's own Cancel stays `onCancel`. */
  onClose: () => void;
}

/** The account's response templates managed over the page that uses them (the review page's "Manage templates"). */
export function ResponseTemplatesDialog({ open = true, onClose, ...manager }: ResponseTemplatesDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Response templates</DialogTitle>
      <DialogContent>
        <ResponseTemplateManager {...manager} />
      </DialogContent>
    </Dialog>
  );
}
