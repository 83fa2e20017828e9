import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog/ConfirmDialog.js';
import type { PhotoCategoryOption } from './photo-types.js';

export type UploadPhaseView = 'idle' | 'checking' | 'invalid' | 'uploading' | 'uploaded' | 'processing' | 'processed' | 'failed';

export interface AddPhotosDialogProps {
  open: boolean;
  steps: readonly string[];
  activeStep: number;
  canGoForward: boolean;
  isLast: boolean;
  phase: UploadPhaseView;
  /** The message under the picker or the category ('Unable to upload image...', 'Upload error: ...'). */
  error: string | null;
  thumbnailUrl: string | null;
  categories: readonly PhotoCategoryOption[];
  categoryId: number | null;
  canUpload: boolean;
  uploading: boolean;
  confirmingOverride: boolean;
  onChoose: (file: File) => void;
  onConfirmSelection: () => void;
  onCategory: (id: number) => void;
  onForward: () => void;
  onBack: () => void;
  onUpload: () => void;
  onOverride: (confirmed: boolean) => void;
  onClose: () => void;
  /** The dialog's title; 'Add Photos' unless given (Bulk Add Photos names itself). */
  title?: string;
  /** Where the last step sends the photo; the location's listing unless given. */
  destination?: string;
}

const PHASE_TEXT: Partial<Record<UploadPhaseView, string>> = {
  checking: 'Checking the photo…',
  uploading: 'Uploading…',
  uploaded: 'Uploaded',
  processing: 'Processing…',
  processed: 'Ready',
};

/** The add-photos wizard (F4-048..F4-050): its steps, the upload step's states, the category, Upload to Google. */
export function AddPhotosDialog(props: AddPhotosDialogProps) {
  const titleId = useId();
  const step = props.steps[props.activeStep] ?? '';
  const busy = ['checking', 'uploading', 'uploaded', 'processing'].includes(props.phase);
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{props.title ?? 'Add Photos'}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={props.activeStep} alternativeLabel sx={{ mb: 3 }}>
          {props.steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 'Upload Photo' || step === 'Select Photos' ? (
          <Box>
            <Button variant="outlined" component="label" disabled={busy}>
              Choose a photo
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg"
                aria-label="Photo file"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) props.onChoose(file);
                }}
              />
            </Button>
            {busy ? <LinearProgress sx={{ mt: 2 }} aria-label={PHASE_TEXT[props.phase] ?? 'Working'} /> : null}
            {PHASE_TEXT[props.phase] ? (
              <Typography variant="body2" sx={{ mt: 1 }} role="status">
                {PHASE_TEXT[props.phase]}
              </Typography>
            ) : null}
            {/* Without the photo flow there is no Confirm step: the chosen photo shows here. */}
            {step === 'Select Photos' && props.thumbnailUrl ? <Box component="img" src={props.thumbnailUrl} alt="The chosen photo" sx={{ width: 250, height: 250, mt: 1 }} /> : null}
          </Box>
        ) : null}
        {step === 'Confirm Photo Selection' ? (
          <Box>
            {props.thumbnailUrl ? <Box component="img" src={props.thumbnailUrl} alt="The chosen photo" sx={{ width: 250, height: 250 }} /> : null}
            <Box>
              <Button onClick={props.onConfirmSelection}>Use this photo</Button>
            </Box>
          </Box>
        ) : null}
        {step === 'Assign Category' ? (
          <RadioGroup aria-label="Category" value={props.categoryId ?? ''} onChange={(event) => props.onCategory(Number(event.target.value))}>
            {props.categories.map((c) => (
              <FormControlLabel key={c.id} value={c.id} control={<Radio />} label={c.name} />
            ))}
          </RadioGroup>
        ) : null}
        {step === 'Upload to Google' ? <Typography>{props.destination ?? "The photo goes to the location's Google listing."}</Typography> : null}
        {props.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {props.error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button onClick={props.onBack} disabled={props.activeStep === 0}>
          Back
        </Button>
        {props.isLast ? (
          <Button variant="contained" onClick={props.onUpload} disabled={!props.canUpload || props.uploading}>
            Upload to Google
          </Button>
        ) : (
          <Button variant="contained" onClick={props.onForward} disabled={!props.canGoForward}>
            Next
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={props.confirmingOverride}
        title="Replace the current photo?"
        message="The location already has a photo in this category; Google keeps one. The new photo replaces it."
        confirmLabel="Replace"
        onConfirm={() => props.onOverride(true)}
        onCancel={() => props.onOverride(false)}
      />
    </Dialog>
  );
}
