import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog/ConfirmDialog.js';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { BusyRegion } from '../states/Skeletons/BusyRegion.js';
import { TemplateEditorForm, type TemplateEditorView } from './TemplateEditorForm.js';

export interface TemplateRowView {
  id: number;
  name: string;
  content: string;
}

export interface ResponseTemplateManagerProps {
  status: 'loading' | 'loaded' | 'error';
  loadError?: string | null;
  onRetry?: () => void;
  templates: readonly TemplateRowView[];
  /** Users without the response_template permissions read the list. */
  editable: boolean;
  /** The template being added or edited; null while only the list shows. */
  editor: TemplateEditorView | null;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  onEditorChange: (field: 'name' | 'content', value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  /** A template whose delete is on its way. */
  deletingId?: number | null;
  deleteError?: string | null;
}

function TemplateRow({ template, props, onAskDelete }: { template: TemplateRowView; props: ResponseTemplateManagerProps; onAskDelete: () => void }) {
  const busy = props.deletingId === template.id || props.editor !== null;
  return (
    <Box component="li" sx={{ py: 1.5, minWidth: 0, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {template.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {template.content}
      </Typography>
      {props.editable ? (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          <Button size="small" aria-label={`Edit ${template.name}`} disabled={busy} onClick={() => props.onEdit(template.id)}>
            Edit
          </Button>
          <Button size="small" color="error" aria-label={`Delete ${template.name}`} disabled={busy} onClick={onAskDelete}>
            {props.deletingId === template.id ? 'Deleting…' : 'Delete'}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}

/** The account's response templates (settings): the list, add/edit in a form, delete after a confirmation. */
export function ResponseTemplateManager(props: ResponseTemplateManagerProps) {
  const [confirmId, setConfirmId] = useState<number | null>(null);
  if (props.status === 'error') return <ErrorState message={props.loadError ?? 'Unable to load the response templates.'} onRetry={props.onRetry} />;
  if (props.status === 'loading') {
    return (
      <BusyRegion label="Loading the response templates">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />
        ))}
      </BusyRegion>
    );
  }
  const confirming = props.templates.find((template) => template.id === confirmId);
  return (
    <Box sx={{ minWidth: 0 }}>
      {props.deleteError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {props.deleteError}
        </Alert>
      ) : null}
      {props.editable && props.editor === null ? (
        <Button variant="outlined" onClick={props.onAdd} sx={{ mb: 1 }}>
          Add template
        </Button>
      ) : null}
      {props.editor ? (
        <Box sx={{ mb: 2 }}>
          <TemplateEditorForm editor={props.editor} onChange={props.onEditorChange} onSave={props.onSave} onCancel={props.onCancel} />
        </Box>
      ) : null}
      {props.templates.length === 0 ? (
        <EmptyState title="No response templates" description={props.editable ? 'Add a reply your team uses often.' : undefined} />
      ) : (
        <Box component="ul" aria-label="Response templates" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {props.templates.map((template) => (
            <TemplateRow key={template.id} template={template} props={props} onAskDelete={() => setConfirmId(template.id)} />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        title="Delete this template?"
        message={confirming ? `“${confirming.name}” is removed for everyone in the account.` : undefined}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          setConfirmId(null);
          if (confirming) props.onDelete(confirming.id);
        }}
        onCancel={() => setConfirmId(null)}
      />
    </Box>
  );
}
