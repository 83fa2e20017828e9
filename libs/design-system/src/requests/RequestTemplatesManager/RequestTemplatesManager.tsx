import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../data/DataTable/DataTable.js';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog/ConfirmDialog.js';
import { EmptyState } from '../../states/EmptyState/EmptyState.js';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { TableSkeleton } from '../../states/Skeletons/Skeletons.js';
import { RequestTemplateEditorDialog } from './RequestTemplateEditorDialog.js';
import type { RequestTemplateRowProps, RequestTemplatesManagerProps } from './templates-props.js';
import { TemplateTypeChips } from './TemplateTypeChips.js';

const WRAP = { overflowWrap: 'anywhere' } as const;

function columns(props: RequestTemplatesManagerProps): DataTableColumn<RequestTemplateRowProps>[] {
  const list: DataTableColumn<RequestTemplateRowProps>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500, ...WRAP }}>
            {row.name}
          </Typography>
          {/* On a phone, where the other columns are left out, the excerpt sits under the name. */}
          <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' }, ...WRAP }}>
            {`${row.requestTypeLabel}: ${row.excerpt}`}
          </Typography>
        </>
      ),
    },
    { key: 'type', header: 'Type', cell: (row) => row.requestTypeLabel, hideOnPhone: true },
    {
      key: 'subject',
      header: 'Subject',
      cell: (row) => (
        <Typography variant="body2" sx={WRAP}>
          {row.subject || '—'}
        </Typography>
      ),
      hideOnPhone: true,
    },
    {
      key: 'excerpt',
      header: 'Message',
      cell: (row) => (
        <Typography variant="body2" color="text.secondary" sx={WRAP}>
          {row.excerpt}
        </Typography>
      ),
      hideOnPhone: true,
    },
    { key: 'updated', header: 'Updated', cell: (row) => row.updated, hideOnPhone: true },
  ];
  if (props.canEdit)
    list.push({
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" aria-label={`Edit ${row.name}`} onClick={() => props.onEdit(row.id)}>
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={`Delete ${row.name}`}
            onClick={() => props.onAskDelete(row.id)}
          >
            Delete
          </Button>
        </Stack>
      ),
    });
  return list;
}

function emptyTitle(filter: RequestTemplatesManagerProps['typeFilter']): string {
  if (filter === 'email') return 'No e-mail templates yet';
  if (filter === 'sms') return 'No SMS templates yet';
  return 'No request templates yet';
}

/** The account's review request templates: filter by type, create, edit in a dialog, delete after a question. */
export function RequestTemplatesManager(props: RequestTemplatesManagerProps) {
  const newButton = props.canEdit ? (
    <Button variant="contained" onClick={props.onCreate}>
      New template
    </Button>
  ) : null;
  const body =
    props.status === 'error' ? (
      <ErrorState message={props.loadError ?? 'The templates could not be loaded.'} onRetry={props.onRetry} />
    ) : props.status === 'loading' ? (
      <TableSkeleton label="Loading the templates" columns={4} rows={3} />
    ) : (
      <DataTable
        label="Request templates"
        columns={columns(props)}
        rows={props.rows}
        rowKey={(row) => row.id}
        emptySlot={
          props.rows.length === 0 ? (
            <EmptyState
              title={emptyTitle(props.typeFilter)}
              description={
                props.canEdit ? 'Save the message you send most, and start each request from it.' : undefined
              }
            />
          ) : undefined
        }
      />
    );
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <TemplateTypeChips value={props.typeFilter} onChange={props.onTypeFilterChange} />
        {newButton}
      </Stack>
      {body}
      <RequestTemplateEditorDialog editor={props.editor} />
      <ConfirmDialog
        open={props.deleting !== null}
        title="Delete this template?"
        message={
          props.deleting
            ? `“${props.deleting.name}” is removed for everyone in the account. Campaigns already sent keep their text.`
            : undefined
        }
        confirmLabel="Delete"
        destructive
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
    </Stack>
  );
}
