import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../data/DataTable/DataTable.js';
import { EmptyState } from '../../states/EmptyState/EmptyState.js';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../../states/LoadingBar/LoadingBar.js';
import { TableSkeleton } from '../../states/Skeletons/Skeletons.js';
import { visuallyHidden } from '../../theme/visually-hidden.js';
import { routeClick } from '../../utils/link-click.js';
import type { RequestsLoadStatus } from '../report-view-types.js';

export interface CampaignReportRowView {
  id: number;
  name: string;
  locationName: string;
  /** 'Email', 'SMS' */
  typeLabel: string;
  /** 'Sent', 'Scheduled', 'Sending' */
  statusLabel: string;
  sentAt: string;
  sent: number;
  openRate: string;
  clickRate: string;
  feedback: number;
  unsubscribed: number;
}

export type CampaignReportSortBy = 'name' | 'sent_at' | 'sent' | 'opened' | 'clicked';

export interface CampaignReportsProps {
  status: RequestsLoadStatus;
  loadError: string | null;
  rows: readonly CampaignReportRowView[];
  page: number;
  pageCount: number;
  total: number;
  sortBy: CampaignReportSortBy;
  sortOrder: 'asc' | 'desc';
  /** The campaigns' CSV: the link's target for a new tab or "save link as". */
  csvHref: string;
  downloading: boolean;
  /** A header's click: the owner decides the next order of that column. */
  onSort(by: CampaignReportSortBy): void;
  onPageChange(page: number): void;
  /** A plain click on Download CSV: the owner fetches the file (with the user's session) and saves it. */
  onDownloadCsv(): void;
  onRetry(): void;
}

const WRAP = { overflowWrap: 'anywhere' } as const;
const count = (n: number) => n.toLocaleString('en-US');

const COLUMNS: DataTableColumn<CampaignReportRowView, CampaignReportSortBy>[] = [
  { key: 'name', header: 'Campaign', sortBy: 'name', cell: (row) => <Box sx={{ ...WRAP, minWidth: 120 }}>{row.name}</Box> },
  { key: 'location', header: 'Location', hideOnPhone: true, cell: (row) => <Box sx={WRAP}>{row.locationName}</Box> },
  { key: 'type', header: 'Type', hideOnPhone: true, cell: (row) => row.typeLabel },
  { key: 'status', header: 'Status', hideOnPhone: true, cell: (row) => row.statusLabel },
  { key: 'sent_at', header: 'Date', sortBy: 'sent_at', hideOnPhone: true, cell: (row) => row.sentAt },
  { key: 'sent', header: 'Sent', sortBy: 'sent', align: 'right', cell: (row) => count(row.sent) },
  { key: 'opened', header: 'Open rate', sortBy: 'opened', align: 'right', cell: (row) => row.openRate },
  { key: 'clicked', header: 'Click rate', sortBy: 'clicked', align: 'right', cell: (row) => row.clickRate },
  { key: 'feedback', header: 'Feedback', align: 'right', hideOnPhone: true, cell: (row) => count(row.feedback) },
  { key: 'unsubscribed', header: 'Unsubscribed', align: 'right', hideOnPhone: true, cell: (row) => count(row.unsubscribed) },
];

const campaignCount = (total: number) => (total === 1 ? '1 campaign' : `${count(total)} campaigns`);

/** /request-reviews/campaigns: each campaign's funnel (sent, opened, went to a site, feedback, unsubscribed), sortable and paged. */
export function CampaignReportsTable(props: CampaignReportsProps) {
  const { status, rows, downloading } = props;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {status === 'ready' ? campaignCount(props.total) : null}
        </Typography>
        <Button
          variant="outlined"
          href={props.csvHref}
          download
          loading={downloading}
          loadingPosition="start"
          startIcon={<FileDownloadOutlined />}
          // One download at a time: a click while the file is prepared does nothing.
          onClick={downloading ? (event) => event.preventDefault() : routeClick(props.csvHref, () => props.onDownloadCsv())}
        >
          Download CSV
        </Button>
        <Box role="status" sx={visuallyHidden}>
          {downloading ? 'Preparing your CSV…' : ''}
        </Box>
      </Stack>
      <DataTable
        label="Campaign reports"
        size="small"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        sort={{ by: props.sortBy, order: props.sortOrder }}
        onSort={(by) => props.onSort(by)}
        loading={status === 'loading'}
        lockWhileLoading
        loadingSlot={rows.length > 0 ? <LoadingBar label="Loading campaigns" /> : null}
        placeholderSlot={<TableSkeleton columns={5} label="Loading campaigns" />}
        errorSlot={
          status === 'error' ? (
            <ErrorState message={props.loadError ?? 'Unable to load the campaigns.'} onRetry={props.onRetry} />
          ) : undefined
        }
        emptySlot={
          status === 'ready' && rows.length === 0 ? (
            <EmptyState
              title="No campaigns yet"
              description="Each batch of review requests you send or schedule is a campaign; its results show here."
            />
          ) : undefined
        }
        paging={{
          variant: 'prev-next',
          page: props.page,
          pageCount: props.pageCount,
          onPage: props.onPageChange,
          label: 'Campaign pages',
        }}
      />
    </Stack>
  );
}
