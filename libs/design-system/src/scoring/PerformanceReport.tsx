import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../data/DataTable/DataTable.js';
import type { SortOrder } from '../data/SortableColumnHeader/sort-cycle.js';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../states/LoadingBar/LoadingBar.js';
import { TableSkeleton } from '../states/Skeletons/Skeletons.js';
import { Medal, ReportFigure } from './ReportFigure.js';
import { visuallyHidden, type MedalKind, type ScoreCellView } from './score-view-types.js';

export type PerformanceReportView = 'locations' | 'groups';

/** A row of the Location Performance table, every figure in words (section 9 formats). */
export interface PerformanceReportRowView {
  id: number;
  kind: 'location' | 'group';
  rank: number | null;
  medal: MedalKind | null;
  name: string;
  /** A location's address; a group's location count. */
  detail: string;
  /** The dashboard with the row's filter (F2-044, F2-045). */
  href: string;
  score: ScoreCellView;
  targetScore: ScoreCellView;
  avgRating: ScoreCellView;
  totalReviews: ScoreCellView;
  responseRate: ScoreCellView;
  responseTime: ScoreCellView;
  listingsInSync: ScoreCellView;
  mediaCount: ScoreCellView;
}

export interface PerformanceReportProps<Row extends PerformanceReportRowView = PerformanceReportRowView> {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  rows: readonly Row[];
  view: PerformanceReportView;
  /** The Locations/Groups tabs, only with the groups feature on (F2-042). */
  showViewSwitch: boolean;
  /** The sort fields of F9-031. */
  sort: { by: string; order: SortOrder };
  page: number;
  totalPages: number;
  /** The previous-period toggle (F4-106): the cells carry their changes while it is on. */
  compare: boolean;
  /** F8-062 to F8-064; `addGroup` shows the Add Group call to action. */
  emptyState: { title: string; hint: string; addGroup: boolean } | null;
  /** F8-061 */
  error: { title: string; hint: string } | null;
  /** Add Group's destination (F2-049) and its click, e.g. the router's. */
  addGroupHref: string;
  onAddGroup?: (event: MouseEvent) => void;
  /** Set/Edit Target Score link (admins), Print and CSV actions: the page's. */
  targetScoreAction?: ReactNode;
  printAction?: ReactNode;
  exportAction?: ReactNode;
  onView: (view: PerformanceReportView) => void;
  /** A sortable header's click: the column's sort field (the lib flips or starts the order). */
  onSort: (by: string) => void;
  onPage: (page: number) => void;
  onCompare: (compare: boolean) => void;
  /** The row's name link: the page routes to `row.href`. */
  onOpenRow: (row: Row, event: MouseEvent) => void;
  /** The score button: the page opens the score dialog. */
  onOpenScore: (row: Row) => void;
  onRetry?: () => void;
}

/** F9-029: the skeleton has the rows of a full page. */
const PAGE_ROWS = 25;

export type PerformanceFigure = 'targetScore' | 'avgRating' | 'totalReviews' | 'responseRate' | 'responseTime' | 'listingsInSync' | 'mediaCount';

/** The figures after the score, each with its sort field (F9-031). */
export const FIGURE_COLUMNS: readonly { key: PerformanceFigure; header: string; sortBy: string }[] = [
  { key: 'targetScore', header: 'Target Score', sortBy: 'target_score' },
  { key: 'avgRating', header: 'Average Rating', sortBy: 'avg_rating' },
  { key: 'totalReviews', header: 'Reviews', sortBy: 'total_reviews' },
  { key: 'responseRate', header: 'Response Rate', sortBy: 'completed_rate' },
  { key: 'responseTime', header: 'Response Time', sortBy: 'overall_avg_response_time' },
  { key: 'listingsInSync', header: 'Listings in Sync', sortBy: 'local_listing_health_score' },
  { key: 'mediaCount', header: 'Owner Photos', sortBy: 'owner_media_count' },
];

function columnsOf<Row extends PerformanceReportRowView>(props: PerformanceReportProps<Row>): DataTableColumn<Row>[] {
  return [
    {
      key: 'rank',
      header: 'Rank',
      sortBy: 'ranking',
      cell: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <span>{row.rank ?? '–'}</span>
          {row.medal ? <Medal medal={row.medal} /> : null}
        </Stack>
      ),
    },
    {
      key: 'name',
      header: props.view === 'groups' ? 'Group' : 'Location',
      cell: (row) => (
        <Stack sx={{ minWidth: 140 }}>
          <Link href={row.href} onClick={(event) => props.onOpenRow(row, event)}>
            {row.name}
          </Link>
          {row.detail ? (
            <Typography variant="caption" color="text.secondary">
              {row.detail}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'score',
      header: 'Score',
      align: 'right',
      cell: (row) => (
        <Button size="small" onClick={() => props.onOpenScore(row)} sx={{ minWidth: 0 }}>
          <ReportFigure cell={row.score} />
          <Box component="span" sx={visuallyHidden}>{`, explain the score of ${row.name}`}</Box>
        </Button>
      ),
    },
    ...FIGURE_COLUMNS.map(
      (column): DataTableColumn<Row> => ({
        key: column.key,
        header: column.header,
        sortBy: column.sortBy,
        align: 'right',
        cell: (row) => <ReportFigure cell={row[column.key]} />,
      }),
    ),
  ];
}

/**
 * /dashboard/locations' table (features.md Location Performance): the view tabs, the previous-period toggle,
 * the page's actions, sortable figures with medals by rank, the score button, the empty and error states and
 * the pager. The table scrolls inside its own box, so a phone's page never scrolls sideways.
 */
export function PerformanceReport<Row extends PerformanceReportRowView>(props: PerformanceReportProps<Row>) {
  const { status, rows, emptyState, error } = props;
  const columns = columnsOf(props);
  const noun = props.view === 'groups' ? 'groups' : 'locations';
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {props.showViewSwitch ? (
        <Tabs value={props.view} onChange={(_event, view: PerformanceReportView) => props.onView(view)} aria-label="Report view">
          <Tab value="locations" label="Locations" />
          <Tab value="groups" label="Groups" />
        </Tabs>
      ) : null}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel
          control={<Switch checked={props.compare} onChange={(event) => props.onCompare(event.target.checked)} />}
          label="Compare to previous period"
          sx={{ mr: 'auto' }}
        />
        {props.targetScoreAction}
        {props.printAction}
        {props.exportAction}
      </Stack>
      <DataTable
        label={props.view === 'groups' ? 'Group performance' : 'Location performance'}
        size="small"
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.kind}-${row.id}`}
        sort={props.sort}
        onSort={(by) => props.onSort(by)}
        loading={status === 'loading' || status === 'idle'}
        lockWhileLoading
        loadingSlot={<LoadingBar label={`Loading ${noun}`} />}
        placeholderSlot={<TableSkeleton rows={PAGE_ROWS} columns={columns.length} label={`Loading the ${noun} table`} />}
        errorSlot={error ? <ErrorState title={error.title} message={error.hint} onRetry={props.onRetry} /> : null}
        emptySlot={
          emptyState ? (
            <EmptyState
              title={emptyState.title}
              description={emptyState.hint}
              action={
                emptyState.addGroup ? (
                  <Button variant="contained" href={props.addGroupHref} onClick={props.onAddGroup}>
                    Add Group
                  </Button>
                ) : null
              }
            />
          ) : null
        }
        paging={{ variant: 'numbered', page: props.page, pageCount: props.totalPages, onPage: props.onPage, label: `Pages of ${noun}` }}
      />
    </Stack>
  );
}
