import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../data/DataTable/DataTable.js';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog/ConfirmDialog.js';
import { SettingsSection } from '../../layout/SettingsSection/SettingsSection.js';
import { EmptyState } from '../../states/EmptyState/EmptyState.js';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../../states/LoadingBar/LoadingBar.js';
import { TableSkeleton } from '../../states/Skeletons/Skeletons.js';
import { routeClick } from '../../utils/link-click.js';
import { MicrosurveyEditor } from '../MicrosurveyEditor/MicrosurveyEditor.js';
import type { MicrosurveyRowView, MicrosurveysListProps } from '../microsurvey-view-types.js';

const WHAT_IT_DOES =
  'A microsurvey asks customers a star rating and a few short questions. Share its link or QR code, or add it to a review request.';

const responsesText = (n: number) => (n === 1 ? '1 response' : `${n.toLocaleString('en-US')} responses`);

/** The account's microsurveys: each with its share link, and the editor to create or change one. */
export function MicrosurveysList(props: MicrosurveysListProps) {
  const { status, rows, canEdit, confirmDelete } = props;
  const columns: DataTableColumn<MicrosurveyRowView>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <Link href={row.summariesHref} onClick={routeClick(row.summariesHref, () => props.onOpenSummaries(row.id))} sx={{ overflowWrap: 'anywhere' }}>
          {row.name}
        </Link>
      ),
    },
    { key: 'questions', header: 'Questions', cell: (row) => row.questionsLabel },
    { key: 'responses', header: 'Responses', align: 'right', cell: (row) => row.responses.toLocaleString('en-US') },
    {
      key: 'link',
      header: 'Share link',
      hideOnPhone: true,
      cell: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
            {row.shareUrl}
          </Typography>
          <Tooltip title="Copy the link">
            <IconButton size="small" aria-label={`Copy the link of ${row.name}`} onClick={() => props.onCopyLink(row.id)}>
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: <Box component="span" sx={{ whiteSpace: 'nowrap' }}>Actions</Box>,
      align: 'right',
      cell: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title="Summaries">
            <IconButton size="small" aria-label={`Summaries of ${row.name}`} href={row.summariesHref} onClick={routeClick(row.summariesHref, () => props.onOpenSummaries(row.id))}>
              <BarChartOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {canEdit ? (
            <Tooltip title="Edit">
              <IconButton size="small" aria-label={`Edit ${row.name}`} onClick={() => props.onEdit(row.id)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {props.canDelete ? (
            <Tooltip title="Delete">
              <IconButton size="small" aria-label={`Delete ${row.name}`} onClick={() => props.onDelete(row.id)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Stack>
      ),
    },
  ];
  return (
    <SettingsSection title="Microsurveys">
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            {WHAT_IT_DOES}
          </Typography>
          {canEdit ? (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={props.onCreate} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
              New microsurvey
            </Button>
          ) : null}
        </Stack>
        <DataTable
          label="Microsurveys"
          size="small"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={status === 'loading'}
          lockWhileLoading
          loadingSlot={rows.length > 0 ? <LoadingBar label="Loading the microsurveys" /> : null}
          placeholderSlot={<TableSkeleton columns={5} label="Loading the microsurveys" />}
          errorSlot={
            status === 'error' ? <ErrorState message={props.loadError ?? 'Unable to load the microsurveys.'} onRetry={props.onRetry} /> : undefined
          }
          emptySlot={
            status === 'ready' && rows.length === 0 ? (
              <EmptyState
                title="No microsurveys yet"
                description={canEdit ? 'Create one to ask your customers a few quick questions.' : 'Your team has not created a microsurvey yet.'}
              />
            ) : undefined
          }
          paging={{ variant: 'prev-next', page: props.page, pageCount: props.pageCount, onPage: props.onPageChange, label: 'Microsurvey pages' }}
        />
      </Stack>
      <MicrosurveyEditor editor={props.editor} />
      <ConfirmDialog
        open={confirmDelete !== null}
        title="Delete this microsurvey?"
        message={
          confirmDelete
            ? `“${confirmDelete.name}” and its ${responsesText(confirmDelete.responses)} will be deleted. Its link will stop working.`
            : undefined
        }
        confirmLabel="Delete"
        destructive
        busy={props.deleting}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
    </SettingsSection>
  );
}
