import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../data/DataTable/DataTable.js';
import { SearchBox } from '../../inputs/SearchBox/SearchBox.js';
import { EmptyState } from '../../states/EmptyState/EmptyState.js';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../../states/LoadingBar/LoadingBar.js';
import { TableSkeleton } from '../../states/Skeletons/Skeletons.js';
import { visuallyHidden } from '../../theme/visually-hidden.js';
import { routeClick } from '../../utils/link-click.js';
import type { RequestOutcome, RequestsLoadStatus, RequestsOption } from '../report-view-types.js';
import { OutcomeChip } from './OutcomeChip.js';

export interface RequestHistoryRowView {
  id: number;
  customer: string;
  /** The e-mail address or phone number the request went to. */
  contact: string;
  locationName: string;
  campaignName: string;
  sentAt: string;
  outcome: RequestOutcome;
  outcomeLabel: string;
  /** The customer's score ('9', '4'), null when they gave none. */
  score: string | null;
  /** The review the customer left, when it is known. */
  reviewHref: string | null;
}

export interface RequestHistoryProps {
  status: RequestsLoadStatus;
  loadError: string | null;
  rows: readonly RequestHistoryRowView[];
  page: number;
  pageCount: number;
  total: number;
  outcome: RequestOutcome | 'all';
  outcomeOptions: readonly RequestsOption<RequestOutcome | 'all'>[];
  search: string;
  onPageChange(page: number): void;
  onOutcomeChange(o: RequestOutcome | 'all'): void;
  onSearchChange(v: string): void;
  onRetry(): void;
  /** The app's router navigation; without it the review links load the page. */
  onNavigate?: (href: string) => void;
}

const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
const WRAP = { overflowWrap: 'anywhere' } as const;

const NONE = (
  <>
    <span aria-hidden="true">–</span>
    <Box component="span" sx={visuallyHidden}>
      None
    </Box>
  </>
);

const optionText = (option: RequestsOption<string>) =>
  option.disabled && option.hint ? `${option.label} (${option.hint})` : option.label;

const requestCount = (total: number) => (total === 1 ? '1 request' : `${total.toLocaleString('en-US')} requests`);

/** /request-reviews/history: each request sent, to whom and how far the customer went, filtered by outcome and searched. */
export function RequestHistoryTable(props: RequestHistoryProps) {
  const { status, rows } = props;
  const filtered = props.outcome !== 'all' || props.search !== '';
  const columns: DataTableColumn<RequestHistoryRowView>[] = [
    {
      key: 'customer',
      header: 'Customer',
      cell: (row) => (
        <Box sx={WRAP}>
          {row.customer}
          {/* On a phone the row stacks: the hidden columns' text under the name. */}
          <Typography variant="body2" color="text.secondary" sx={PHONE_ONLY}>
            {row.contact}
            <br />
            {row.locationName} · {row.campaignName}
            <br />
            {row.sentAt}
          </Typography>
        </Box>
      ),
    },
    { key: 'contact', header: 'Contact', hideOnPhone: true, cell: (row) => <Box sx={WRAP}>{row.contact}</Box> },
    { key: 'location', header: 'Location', hideOnPhone: true, cell: (row) => row.locationName },
    { key: 'campaign', header: 'Campaign', hideOnPhone: true, cell: (row) => row.campaignName },
    { key: 'sent', header: 'Sent', hideOnPhone: true, cell: (row) => row.sentAt },
    { key: 'outcome', header: 'Outcome', cell: (row) => <OutcomeChip outcome={row.outcome} label={row.outcomeLabel} /> },
    { key: 'score', header: 'Score', align: 'right', hideOnPhone: true, cell: (row) => row.score ?? NONE },
    {
      key: 'review',
      header: 'Review',
      cell: (row) =>
        row.reviewHref ? (
          <Link
            href={row.reviewHref}
            aria-label={`View review by ${row.customer}`}
            onClick={routeClick(row.reviewHref, props.onNavigate)}
          >
            View review
          </Link>
        ) : (
          NONE
        ),
    },
  ];
  const clearFilters = () => {
    props.onOutcomeChange('all');
    props.onSearchChange('');
  };
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* A native select: a short fixed list, keyboard- and screen-reader-friendly without a popup menu. */}
        <TextField
          select
          size="small"
          label="Outcome"
          value={props.outcome}
          onChange={(event) => props.onOutcomeChange(event.target.value as RequestOutcome | 'all')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {props.outcomeOptions.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {optionText(option)}
            </option>
          ))}
        </TextField>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }}>
          <SearchBox
            value={props.search}
            label="Search by customer, e-mail or phone"
            placeholder="Search customers"
            fullWidth
            onSearch={props.onSearchChange}
            onClear={() => props.onSearchChange('')}
          />
        </Box>
        {status === 'ready' ? (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
            {requestCount(props.total)}
          </Typography>
        ) : null}
      </Stack>
      <DataTable
        label="Request history"
        size="small"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={status === 'loading'}
        lockWhileLoading
        // The skeleton stands in on the first load; a later one (a page, a filter) keeps the rows under a bar.
        loadingSlot={rows.length > 0 ? <LoadingBar label="Loading requests" /> : null}
        placeholderSlot={<TableSkeleton columns={5} label="Loading requests" />}
        errorSlot={
          status === 'error' ? (
            <ErrorState message={props.loadError ?? 'Unable to load the request history.'} onRetry={props.onRetry} />
          ) : undefined
        }
        emptySlot={
          status === 'ready' && rows.length === 0 ? (
            filtered ? (
              <EmptyState
                title="No requests match"
                description="Try another outcome, or search by another name, e-mail address or phone number."
                action={<Button onClick={clearFilters}>Clear filters</Button>}
              />
            ) : (
              <EmptyState
                title="No requests sent yet"
                description="Every review request you send shows here, with how far the customer went: opened it, visited a review site or left feedback."
              />
            )
          ) : undefined
        }
        paging={{
          variant: 'prev-next',
          page: props.page,
          pageCount: props.pageCount,
          onPage: props.onPageChange,
          label: 'Request history pages',
        }}
      />
    </Stack>
  );
}
