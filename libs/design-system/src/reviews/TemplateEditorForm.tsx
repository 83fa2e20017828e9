import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';

const TEMPLATE_PLACEHOLDERS = ['{reviewer_first_name}', '{location_name}', '{location_phone}'] as const;

/** A template being added (id null) or edited, with its field errors as the store found them. */
export interface TemplateEditorView {
  id: number | null;
  name: string;
  content: string;
  nameError: string | null;
  contentError: string | null;
  saving: boolean;
  /** The server's refusal; what was typed stays. */
  saveError: string | null;
}

export interface TemplateEditorFormProps {
  editor: TemplateEditorView;
  onChange: (field: 'name' | 'content', value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** The add/edit form of one response template: name, text, the placeholders it may use, Save and Cancel. */
export function TemplateEditorForm({ editor, onChange, onSave, onCancel }: TemplateEditorFormProps) {
  const helpId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.saving) onSave();
  };
  const title = editor.id === null ? 'New template' : 'Edit template';
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={title} aria-busy={editor.saving || undefined}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Name"
          required
          value={editor.name}
          onChange={(event) => onChange('name', event.target.value)}
          error={editor.nameError !== null}
          helperText={editor.nameError ?? `${editor.name.length}/100`}
          fullWidth
        />
        <TextField
          label="Text"
          required
          multiline
          minRows={4}
          value={editor.content}
          onChange={(event) => onChange('content', event.target.value)}
          error={editor.contentError !== null}
          helperText={editor.contentError ?? ' '}
          fullWidth
          slotProps={{ htmlInput: { 'aria-describedby': helpId } }}
        />
      </Stack>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`Placeholders filled in for each review: ${TEMPLATE_PLACEHOLDERS.join(', ')}`}
      </Typography>
      {editor.saveError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {editor.saveError}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={editor.saving}>
          {editor.saving ? 'Saving…' : 'Save'}
        </Button>
        <Button onClick={onCancel} disabled={editor.saving}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
