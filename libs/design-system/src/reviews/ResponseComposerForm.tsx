import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog/ConfirmDialog.js';
import { TextAreaWithLimit } from '../inputs/TextAreaWithLimit/TextAreaWithLimit.js';
import type { CounterView, HealthcareWarningView, TemplateOption } from './response-views.js';
import { TemplateMenu } from './TemplateMenu.js';

export interface ResponseComposerFormProps {
  siteName: string;
  text: string;
  onTextChange: (text: string) => void;
  counter: CounterView;
  validationMessage?: string | null;
  templates: readonly TemplateOption[];
  onPickTemplate: (id: number) => void;
  unfilledPlaceholders?: readonly string[];
  healthcare?: HealthcareWarningView | null;
  busy: boolean;
  onPublish: () => void;
  onCancel: () => void;
}

const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(', ');

/** The composing state: the reply, its counter, templates, the healthcare check, Publish and Cancel. */
export function ResponseComposerForm(props: ResponseComposerFormProps) {
  const [confirming, setConfirming] = useState(false);
  const { healthcare, busy } = props;
  const flagged = healthcare && healthcare.matches.length > 0 ? healthcare : null;
  const blocked = flagged?.mode === 'block';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || blocked || props.counter.over) return;
    if (flagged) setConfirming(true);
    else props.onPublish();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`Reply on ${props.siteName}`} aria-busy={busy || undefined}>
      <TemplateMenu templates={props.templates} onPick={props.onPickTemplate} disabled={busy} />
      {props.unfilledPlaceholders && props.unfilledPlaceholders.length > 0 ? (
        <Alert severity="info" sx={{ my: 1 }}>
          {`Could not fill ${props.unfilledPlaceholders.join(', ')}: replace ${props.unfilledPlaceholders.length > 1 ? 'them' : 'it'} before publishing.`}
        </Alert>
      ) : null}
      <Box sx={{ mt: 1 }}>
        <TextAreaWithLimit
          label={`Reply on ${props.siteName}`}
          value={props.text}
          onChange={props.onTextChange}
          counter={props.counter}
          errorText={props.validationMessage ?? undefined}
        />
      </Box>
      {flagged ? (
        <Alert severity={blocked ? 'error' : 'warning'} sx={{ mt: 1 }}>
          {`This reply may confirm the reviewer was a patient or repeat health details (${quoted(flagged.matches)}).`}
          {blocked ? ' Your account does not allow publishing it: reword the reply.' : ' Check it before publishing.'}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy || blocked || props.counter.over}>
          Publish
        </Button>
        <Button onClick={props.onCancel} disabled={busy}>
          Cancel
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Publish this reply?"
        message={`It may confirm the reviewer was a patient or repeat health details (${quoted(flagged?.matches ?? [])}).`}
        confirmLabel="Publish anyway"
        onConfirm={() => {
          setConfirming(false);
          props.onPublish();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
