import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import moment from 'moment';
import type { SpecialRowHandlers, SpecialRowView, TimeOptionView } from './hours-types.js';
import { TimePairs } from './TimePairs.js';

export interface SpecialHoursRowProps extends SpecialRowHandlers {
  row: SpecialRowView;
  /** 1-based, names the row's controls. */
  position: number;
  timeOptions: readonly TimeOptionView[];
  disabled?: boolean;
}

/** One special (holiday) day: date (MM/DD/YY), Closed or 24 hours or pairs, its errors and warnings. */
export function SpecialHoursRow({ row, position, timeOptions, disabled, ...on }: SpecialHoursRowProps) {
  const label = `Holiday ${position}`;
  const value = row.date ? moment(row.date, 'YYYY-MM-DD') : null;
  return (
    <Stack spacing={1} role="group" aria-label={label} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <DatePicker
          label={`${label} date`}
          format="MM/DD/YY"
          value={value}
          disabled={disabled}
          onChange={(date) => on.onDateChange(row.id, date && date.isValid() ? date.format('YYYY-MM-DD') : null)}
          slotProps={{ textField: { size: 'small', error: row.errors.length > 0 } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={row.closed}
              disabled={disabled}
              onChange={(event) => on.onClosedChange(row.id, event.target.checked)}
              slotProps={{ input: { 'aria-label': `${label} closed` } }}
            />
          }
          label="Closed"
        />
        {!row.closed ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={row.allDay}
                disabled={disabled}
                onChange={(event) => on.onAllDayChange(row.id, event.target.checked)}
                slotProps={{ input: { 'aria-label': `${label} 24 hours` } }}
              />
            }
            label="24 hours"
          />
        ) : null}
        <IconButton aria-label={`Remove ${label}`} onClick={() => on.onRemoveRow(row.id)} disabled={disabled}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
      {!row.closed && !row.allDay ? (
        <TimePairs
          label={label}
          pairs={row.pairs}
          options={timeOptions}
          disabled={disabled}
          onTimeChange={(index, field, text) => on.onTimeChange(row.id, index, field, text)}
          onAddPair={() => on.onAddPair(row.id)}
          onRemovePair={(index) => on.onRemovePair(row.id, index)}
        />
      ) : null}
      {row.errors.map((error) => (
        <Alert key={error} severity="error" variant="outlined">
          {error}
        </Alert>
      ))}
      {row.warnings.map((warning) => (
        <Alert key={warning} severity="warning" variant="outlined">
          {warning}
        </Alert>
      ))}
    </Stack>
  );
}
