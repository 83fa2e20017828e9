import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog/ConfirmDialog.js';
import { DataTable, type DataTableColumn } from '../data/DataTable/DataTable.js';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../states/LoadingBar/LoadingBar.js';

export interface GroupsListProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  rows: readonly { id: number; name: string; count: string }[];
  page: number;
  totalPages: number;
  /** Without it (no group update) names are plain text. */
  editHref?: (id: number) => string;
  onOpen: (id: number, event: MouseEvent) => void;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
}

type GroupRow = GroupsListProps['rows'][number];

/** /settings/groups: each group with 'N locations'. */
export function GroupsList(props: GroupsListProps) {
  const { status, rows, editHref } = props;
  const columns: DataTableColumn<GroupRow>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) =>
        editHref ? (
          <Link href={editHref(row.id)} onClick={(event) => props.onOpen(row.id, event)}>
            {row.name}
          </Link>
        ) : (
          row.name
        ),
    },
    { key: 'count', header: 'Locations', cell: (row) => row.count },
  ];
  return (
    <DataTable
      label="Groups"
      size="small"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={status === 'loading'}
      placeholderSlot={<LoadingBar label="Loading groups" />}
      errorSlot={status === 'error' ? <ErrorState message={props.error ?? 'Error fetching groups'} onRetry={props.onRetry} /> : null}
      emptySlot={
        status === 'loaded' && rows.length === 0 ? <EmptyState title="No groups yet" description="Create a group to see a collection of locations together." /> : null
      }
      paging={{ variant: 'numbered', page: props.page, pageCount: props.totalPages, onPage: props.onPageChange, label: 'Group pages' }}
    />
  );
}

export interface GroupFormProps {
  isNew: boolean;
  name: string;
  nameError: string | null;
  typed: string;
  searching: boolean;
  options: readonly { id: number; name: string; selected: boolean }[];
  /** 'N locations' chosen. */
  count: string;
  saving: boolean;
  onNameChange: (name: string) => void;
  onSearch: (text: string) => void;
  onToggle: (id: number) => void;
  onSave: () => void;
  onCancel: () => void;
  /** Delete (an existing group, with group delete): asks first, then `onConfirmDelete`. */
  onDelete?: () => void;
  confirmingDelete?: boolean;
  deleting?: boolean;
  onConfirmDelete?: () => void;
  onCancelDelete?: () => void;
}

/** /settings/groups/new and edit: a name and the member locations, found by search. */
export function GroupForm(props: GroupFormProps) {
  return (
    // noValidate: the form's own messages (e.g. 'Group name is required') replace the browser's bubble.
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => (event.preventDefault(), props.onSave())} sx={{ maxWidth: 560 }}>
      <Typography variant="h5" component="h1">
        {props.isNew ? 'New Group' : 'Edit Group'}
      </Typography>
      <TextField
        label="Group Name"
        required
        value={props.name}
        error={Boolean(props.nameError)}
        helperText={props.nameError ?? ' '}
        onChange={(event) => props.onNameChange(event.target.value)}
      />
      <TextField label="Search locations" size="small" value={props.typed} onChange={(event) => props.onSearch(event.target.value)} />
      <Typography variant="body2" aria-live="polite">
        {props.count}
      </Typography>
      {props.searching ? <LoadingBar label="Searching locations" /> : null}
      {!props.searching && props.options.length === 0 ? <Alert severity="info">No locations match this search.</Alert> : null}
      <List dense aria-label="Locations" sx={{ maxHeight: 360, overflowY: 'auto', border: 1, borderColor: 'divider' }}>
        {props.options.map((option) => (
          <ListItem key={option.id} disablePadding>
            <ListItemButton onClick={() => props.onToggle(option.id)} role="checkbox" aria-checked={option.selected}>
              <ListItemIcon>
                {/* A drawn box, not a second control: the row itself is the checkbox (no nested interactive element). */}
                {option.selected ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
              </ListItemIcon>
              <ListItemText primary={option.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={props.saving}>
          Save
        </Button>
        <Button onClick={props.onCancel} disabled={props.saving}>
          Cancel
        </Button>
        {!props.isNew && props.onDelete ? (
          <Button color="error" onClick={props.onDelete} disabled={props.saving || props.deleting} sx={{ ml: 'auto' }}>
            Delete
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={Boolean(props.confirmingDelete)}
        title="Delete this group?"
        message={`${props.name} will be deleted. Its locations stay.`}
        confirmLabel="Delete"
        destructive
        busy={props.deleting}
        onConfirm={() => props.onConfirmDelete?.()}
        onCancel={() => props.onCancelDelete?.()}
      />
    </Stack>
  );
}
