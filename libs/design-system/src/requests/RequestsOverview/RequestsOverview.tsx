import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../data/DataTable/DataTable.js';
import { EmptyState } from '../../states/EmptyState/EmptyState.js';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { BusyRegion } from '../../states/Skeletons/BusyRegion.js';
import { TableSkeleton } from '../../states/Skeletons/Skeletons.js';
import { routeClick } from '../../utils/link-click.js';
import type { RequestsDayView, RequestsLoadStatus } from '../report-view-types.js';

/** One figure of the overview: 'Opened', '541', '42% of sent'. */
export interface RequestsOverviewCardView {
  key: string;
  label: string;
  value: string;
  detail: string | null;
}

export interface RequestsOverviewLocationView {
  locationId: number;
  locationName: string;
  sent: number;
  openRate: string;
  clickRate: string;
  feedback: number;
  reviewsGained: number;
}

export interface RequestsOverviewProps {
  status: RequestsLoadStatus;
  loadError: string | null;
  /** 'Oct 30 - Nov 28, 2026' */
  rangeLabel: string;
  cards: readonly RequestsOverviewCardView[];
  /** Drawn by the `chart` slot (RequestsTrendChart of `@locus/design-system/requests-charts`). */
  byDay: readonly RequestsDayView[];
  byLocation: readonly RequestsOverviewLocationView[];
  /** Nothing was sent in the range. */
  empty: boolean;
  composeHref: string;
  onRetry(): void;
  /**
   * The trend chart of `byDay`: a slot, so this view (in the main entry) does not pull @mui/x-charts in; the page
   * lazy-loads RequestsTrendChart and passes it here. A placeholder of the chart's height shows without it.
   */
  chart?: ReactNode;
  /** The chart's height in px (its placeholder keeps it, so the page does not shift). */
  chartHeight?: number;
  /** The app's router navigation; without it the compose link loads the page. */
  onNavigate?: (href: string) => void;
}

const CARD_COUNT = 5;
const CARD_HEIGHT = 104;
const CARD_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 2 } as const;

const LOCATION_COLUMNS: DataTableColumn<RequestsOverviewLocationView>[] = [
  {
    key: 'location',
    header: 'Location',
    cell: (row) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{row.locationName}</Box>,
  },
  { key: 'sent', header: 'Sent', align: 'right', cell: (row) => row.sent.toLocaleString('en-US') },
  { key: 'open', header: 'Open rate', align: 'right', cell: (row) => row.openRate },
  { key: 'click', header: 'Click rate', align: 'right', cell: (row) => row.clickRate, hideOnPhone: true },
  { key: 'feedback', header: 'Feedback', align: 'right', cell: (row) => row.feedback, hideOnPhone: true },
  { key: 'reviews', header: 'Reviews gained', align: 'right', cell: (row) => row.reviewsGained },
];

function StatCard({ card }: { card: RequestsOverviewCardView }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', minHeight: CARD_HEIGHT }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {card.label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ my: 0.5 }}>
          {card.value}
        </Typography>
        {card.detail ? (
          <Typography variant="body2" color="text.secondary">
            {card.detail}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

function LoadingOverview({ chartHeight }: { chartHeight: number }) {
  return (
    <BusyRegion label="Loading the requests overview">
      <Stack spacing={3}>
        <Box sx={CARD_GRID}>
          {Array.from({ length: CARD_COUNT }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={CARD_HEIGHT} />
          ))}
        </Box>
        <Skeleton variant="rectangular" height={chartHeight} />
        <TableSkeleton rows={3} columns={4} label="Loading requests by location" />
      </Stack>
    </BusyRegion>
  );
}

/** /request-reviews/overview: the period's figures, the requests per day and per location. */
export function RequestsOverview(props: RequestsOverviewProps) {
  const { status, chartHeight = 280 } = props;
  const byLocationId = useId();
  const body = () => {
    if (status === 'error')
      return <ErrorState message={props.loadError ?? 'Unable to load the requests overview.'} onRetry={props.onRetry} />;
    if (status === 'loading') return <LoadingOverview chartHeight={chartHeight} />;
    if (props.empty)
      return (
        <EmptyState
          title="No requests sent in this period"
          description="Ask your customers for a review by e-mail or text message: how many open it, visit a review site or leave feedback shows here."
          action={
            <Button variant="contained" href={props.composeHref} onClick={routeClick(props.composeHref, props.onNavigate)}>
              Ask for reviews
            </Button>
          }
        />
      );
    return (
      <Stack spacing={3}>
        <Box component="ul" aria-label="Totals" sx={{ ...CARD_GRID, p: 0, m: 0 }}>
          {props.cards.map((card) => (
            <StatCard key={card.key} card={card} />
          ))}
        </Box>
        {/* minWidth 0: the chart shrinks to a phone's width rather than widening the page. */}
        <Box sx={{ minWidth: 0 }}>{props.chart ?? <Box sx={{ height: chartHeight }} />}</Box>
        <Box component="section" aria-labelledby={byLocationId} sx={{ minWidth: 0 }}>
          <Typography id={byLocationId} variant="h6" component="h2" sx={{ mb: 1 }}>
            By location
          </Typography>
          <DataTable
            label="Requests by location"
            size="small"
            columns={LOCATION_COLUMNS}
            rows={props.byLocation}
            rowKey={(row) => row.locationId}
          />
        </Box>
      </Stack>
    );
  };
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {props.rangeLabel ? (
        <Typography variant="subtitle1" color="text.secondary">
          {props.rangeLabel}
        </Typography>
      ) : null}
      {body()}
    </Stack>
  );
}
