import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { headerCheckboxState } from './selection-model.js';

export interface BulkSelectionProps {
  /** Rows selected on screen (ignored under true bulk, which counts as `total`). */
  selectedCount: number;
  /** Rows on screen. */
  rowCount: number;
  /** Rows of the whole list on the server. */
  total: number;
  trueBulk: boolean;
  /** Offer to extend a full page selection to every row (P4-080). */
  allowTrueBulk?: boolean;
  disabled?: boolean;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onSelectTrueBulk: () => void;
  checkboxLabel?: string;
}

/** The header checkbox of a selectable table with the true-bulk summary and offer (P4-078..P4-082). */
export function BulkSelection(props: BulkSelectionProps) {
  const {
    rowCount,
    total,
    trueBulk,
    allowTrueBulk = false,
    disabled = false,
    checkboxLabel = 'Select all rows',
  } = props;
  const count = trueBulk ? total : props.selectedCount;
  const state = trueBulk ? 'checked' : headerCheckboxState(props.selectedCount, rowCount);
  const offerTrueBulk = allowTrueBulk && !trueBulk && state === 'checked' && total > rowCount;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Checkbox
        checked={state === 'checked'}
        indeterminate={state === 'indeterminate'}
        disabled={disabled}
        onChange={(_, checked) => (checked ? props.onSelectAll() : props.onDeselectAll())}
        slotProps={{ input: { 'aria-label': checkboxLabel } }}
      />
      {allowTrueBulk && count > 0 ? (
        <Typography variant="body2" role="status">
          {`${count}/${total} rows`}
        </Typography>
      ) : null}
      {offerTrueBulk ? (
        <Button size="small" onClick={props.onSelectTrueBulk} disabled={disabled}>
          {`Select ${total} Rows`}
        </Button>
      ) : null}
    </Box>
  );
}
