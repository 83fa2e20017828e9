import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DayView, TimeField, TimeOptionView } from './hours-types.js';
import { TimePairs } from './TimePairs.js';

export interface HoursEditorProps {
  /** The week, or null when the location has no hours (Add Hours then makes seven closed days). */
  days: readonly DayView[] | null;
  timeOptions: readonly TimeOptionView[];
  onAddHours: () => void;
  onRemoveHours: () => void;
  onClosedChange: (day: string, closed: boolean) => void;
  onAllDayChange: (day: string, allDay: boolean) => void;
  onTimeChange: (day: string, index: number, field: TimeField, text: string) => void;
  onAddPair: (day: string) => void;
  onRemovePair: (day: string, index: number) => void;
  disabled?: boolean;
}

/** Regular hours per weekday: Closed, 24 hours, or open/close pairs (features.md section 4, Day hours). */
export function HoursEditor(props: HoursEditorProps) {
  const { days, timeOptions, disabled } = props;
  if (!days) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          No hours set.
        </Typography>
        <Button variant="outlined" onClick={props.onAddHours} disabled={disabled}>
          Add Hours
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxHeight: 450, overflowY: 'auto' }} role="group" aria-label="Hours">
      {days.map((day) => (
        <Box key={day.day} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '110px 1fr' }, gap: 1 }}>
          <Typography variant="subtitle2" sx={{ pt: 1 }}>
            {day.label}
          </Typography>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={day.closed}
                    onChange={(event) => props.onClosedChange(day.day, event.target.checked)}
                    disabled={disabled}
                    slotProps={{ input: { 'aria-label': `${day.label} closed` } }}
                  />
                }
                label="Closed"
              />
              {!day.closed ? (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={day.allDay}
                      onChange={(event) => props.onAllDayChange(day.day, event.target.checked)}
                      disabled={disabled}
                      slotProps={{ input: { 'aria-label': `${day.label} 24 hours` } }}
                    />
                  }
                  label="24 hours"
                />
              ) : null}
            </Stack>
            {!day.closed && !day.allDay ? (
              <TimePairs
                label={day.label}
                pairs={day.pairs}
                options={timeOptions}
                disabled={disabled}
                onTimeChange={(index, field, text) => props.onTimeChange(day.day, index, field, text)}
                onAddPair={() => props.onAddPair(day.day)}
                onRemovePair={(index) => props.onRemovePair(day.day, index)}
              />
            ) : null}
          </Stack>
        </Box>
      ))}
      <div>
        <Button color="error" onClick={props.onRemoveHours} disabled={disabled}>
          Remove Hours
        </Button>
      </div>
    </Stack>
  );
}
