import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One button of the bulk bar; the container decides which actions the user may see (features.md section 6). */
export interface ListingsBulkAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export interface ListingsBulkBarProps {
  /** Locations selected: every row of the list under true bulk. */
  selectedCount: number;
  /** Rows of the whole list on the server. */
  total: number;
  trueBulk: boolean;
  /** Every row on screen is selected and more rows exist: offer 'Select {total} Rows' (P4-080, F4-069). */
  canSelectEvery: boolean;
  onSelectEvery: () => void;
  /** In order; a new bulk action (e.g. Add Photos) is one more entry here. */
  actions: readonly ListingsBulkAction[];
  /** The selection is being resolved (true bulk reads every matching location first). */
  busy?: boolean;
  /** Why the last action could not start (e.g. too many locations for one bulk action). */
  notice?: string | null;
  /** The action's modal, when one is open. */
  children?: ReactNode;
}

/** The Local Listings bulk bar (F2-037): the count, the true-bulk offer and the actions. Hidden with nothing selected. */
export function ListingsBulkBar(props: ListingsBulkBarProps) {
  const { selectedCount, total, trueBulk, canSelectEvery, actions, busy = false, notice = null, children } = props;
  if (selectedCount === 0) return children ? <>{children}</> : null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} aria-busy={busy}>
        <Typography role="status">{`${selectedCount} rows selected`}</Typography>
        <Typography variant="body2" color="text.secondary">{`${selectedCount}/${total} rows`}</Typography>
        {canSelectEvery && !trueBulk ? (
          <Button size="small" onClick={props.onSelectEvery}>
            {`Select ${total} Rows`}
          </Button>
        ) : null}
        {actions.map((action) => (
          <Button key={action.label} variant="outlined" onClick={action.onClick} disabled={busy || action.disabled}>
            {action.label}
          </Button>
        ))}
      </Stack>
      {notice ? <Alert severity="warning">{notice}</Alert> : null}
      {children}
    </Stack>
  );
}
