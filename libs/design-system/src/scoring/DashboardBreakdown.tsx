import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../data/DataTable/DataTable.js';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { TableSkeleton } from '../states/Skeletons/Skeletons.js';
import { routeClick } from '../utils/link-click.js';

/** One location (or group) of the breakdown, its figures in words, linking to Location Performance for it. */
export interface DashboardBreakdownRowView {
  key: string;
  name: string;
  href: string;
  rating: string;
  reviews: string;
  responseRate: string;
  responseTime: string;
}

export type DashboardBreakdownKind = 'location' | 'group';

export interface DashboardBreakdownProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  rows: readonly DashboardBreakdownRowView[];
  view: DashboardBreakdownKind;
  /** The Locations / Groups switch shows only while the account has groups. */
  groupsEnabled: boolean;
  /** The whole breakdown in Location Performance. */
  allHref: string;
  /** How many rows a load brings: the skeleton keeps their height. */
  size?: number;
  onViewChange: (view: DashboardBreakdownKind) => void;
  /** The app's router navigation; without it the links load the page. */
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
}

const TITLE = { location: 'By Location', group: 'By Group' } as const;

/** The dashboard's busiest locations (or groups) with their rating, volume and responses, each a link into the report. */
export function DashboardBreakdown(props: DashboardBreakdownProps) {
  const { status, rows, view, onNavigate } = props;
  const columns: DataTableColumn<DashboardBreakdownRowView>[] = [
    {
      key: 'name',
      header: view === 'group' ? 'Group' : 'Location',
      cell: (row) => (
        <Link href={row.href} onClick={routeClick(row.href, onNavigate)} sx={{ overflowWrap: 'anywhere' }}>
          {row.name}
        </Link>
      ),
    },
    { key: 'rating', header: 'Average Rating', align: 'right', cell: (row) => row.rating },
    { key: 'reviews', header: 'Reviews', align: 'right', cell: (row) => row.reviews },
    { key: 'rate', header: 'Response Rate', align: 'right', cell: (row) => row.responseRate, hideOnPhone: true },
    { key: 'time', header: 'Response Time', align: 'right', cell: (row) => row.responseTime, hideOnPhone: true },
  ];
  const waiting = status !== 'loaded' && status !== 'error' && rows.length === 0;
  return (
    <Box component="section" aria-label="Breakdown" sx={{ minWidth: 0, '@media print': { breakInside: 'avoid' } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {TITLE[view]}
        </Typography>
        {props.groupsEnabled ? (
          <Tabs
            value={view}
            aria-label="Breakdown by"
            onChange={(_event, next: DashboardBreakdownKind) => props.onViewChange(next)}
            sx={{ minHeight: 0, '@media print': { display: 'none' } }}
          >
            <Tab value="location" label="Locations" sx={{ minHeight: 0 }} />
            <Tab value="group" label="Groups" sx={{ minHeight: 0 }} />
          </Tabs>
        ) : null}
      </Stack>
      <DataTable
        label={view === 'group' ? 'Groups by reviews' : 'Locations by reviews'}
        size="small"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        loading={status === 'loading'}
        placeholderSlot={<TableSkeleton rows={props.size ?? 10} columns={3} label={`Loading ${TITLE[view]}`} />}
        errorSlot={status === 'error' ? <ErrorState message={props.error ?? 'Unable to load the breakdown.'} onRetry={props.onRetry} /> : undefined}
        emptySlot={status === 'loaded' && rows.length === 0 ? <EmptyState title={view === 'group' ? 'No groups to show.' : 'No locations to show.'} /> : undefined}
      />
      {waiting || status === 'error' ? null : (
        <Link href={props.allHref} onClick={routeClick(props.allHref, onNavigate)} sx={{ display: 'inline-block', mt: 1 }}>
          View all in Location Performance
        </Link>
      )}
    </Box>
  );
}
