import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type FormEvent } from 'react';
import { TextAreaWithLimit } from '../../inputs/TextAreaWithLimit/TextAreaWithLimit.js';
import { OptionRadios } from '../OptionRadios.js';
import type { RequestType } from '../request-view-types.js';
import type { RequestTemplateEditorProps } from './templates-props.js';

/** The contract's SMS template limit: four text messages (openapi RequestTemplate content). */
export const SMS_TEMPLATE_LIMIT = 640;

const TYPES = [
  { value: 'email' as RequestType, label: 'E-mail' },
  { value: 'sms' as RequestType, label: 'SMS' },
];

/** Create or edit one request template in a dialog: name, type, subject (e-mail), text; what was typed stays on a failed save. */
export function RequestTemplateEditorDialog({ editor }: { editor: RequestTemplateEditorProps }) {
  const titleId = useId();
  const email = editor.requestType === 'email';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.saving) editor.onSave();
  };
  return (
    <Dialog
      open={editor.open}
      onClose={() => (editor.saving ? undefined : editor.onCancel())}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={submit} aria-labelledby={titleId} aria-busy={editor.saving || undefined}>
        <DialogTitle id={titleId}>{editor.mode === 'create' ? 'New template' : 'Edit template'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              required
              fullWidth
              value={editor.name}
              onChange={(event) => editor.onNameChange(event.target.value)}
              error={Boolean(editor.errors.name)}
              helperText={editor.errors.name ?? editor.nameCounter}
            />
            <OptionRadios
              label="Type"
              options={TYPES}
              value={editor.requestType}
              onChange={editor.onRequestTypeChange}
              disabled={editor.saving}
            />
            {email ? (
              <TextField
                label="Subject"
                required
                fullWidth
                value={editor.subject}
                onChange={(event) => editor.onSubjectChange(event.target.value)}
                error={Boolean(editor.errors.subject)}
                helperText={editor.errors.subject ?? ' '}
              />
            ) : null}
            <TextAreaWithLimit
              label="Message"
              value={editor.content}
              onChange={editor.onContentChange}
              {...(email ? {} : { limit: SMS_TEMPLATE_LIMIT })}
              errorText={editor.errors.content}
            />
            {editor.saveError ? <Alert severity="error">{editor.saveError}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={editor.onCancel} disabled={editor.saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={editor.saving}>
            {editor.saving ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
