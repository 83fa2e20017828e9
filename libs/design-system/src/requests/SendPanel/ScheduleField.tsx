import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import moment from 'moment';

export interface ScheduleFieldProps {
  /** Local 'YYYY-MM-DDTHH:mm'. */
  value: string | null;
  /** 'YYYY-MM-DD', the first and last days that may be chosen. */
  minDate: string;
  maxDate: string;
  onChange: (value: string | null) => void;
  disabled?: boolean | undefined;
}

const LOCAL = 'YYYY-MM-DDTHH:mm';

/** The send time: a date-time picker kept between the first and last allowed days, in local time. */
export function ScheduleField({ value, minDate, maxDate, onChange, disabled }: ScheduleFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <DateTimePicker
        label="Send on"
        value={value ? moment(value, LOCAL) : null}
        minDate={moment(minDate, 'YYYY-MM-DD')}
        maxDate={moment(maxDate, 'YYYY-MM-DD')}
        disabled={disabled}
        // An unfinished typed date (invalid) is not a time yet: the lib hears null until it is.
        onChange={(date) => onChange(date && date.isValid() ? date.format(LOCAL) : null)}
        slotProps={{ textField: { helperText: 'In your local time.' } }}
      />
    </LocalizationProvider>
  );
}
