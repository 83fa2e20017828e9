import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { longDate, recipientLabel, resolveRecipients } from './recipient-labels.js';

/** A user who can receive the export. */
export interface RecipientOption {
  id: number;
  email: string;
  name?: string | null;
}

/** The form's fields and handlers; `F` and `W` are the frequency and weekday codes. */
export interface ScheduledExportFieldsModel<F extends string = string, W extends string = string> {
  name: string;
  recipients: readonly RecipientOption[];
  /** The account's users found for the recipients field. */
  foundUsers: readonly RecipientOption[];
  frequency: F;
  frequencyOptions: readonly { value: F; label: string }[];
  weekday: W;
  weekdayOptions: readonly W[];
  dayOfMonth: string;
  /** HH:mm */
  scheduledTime: string;
  /** The next send date (YYYY-MM-DD); null for daily exports or an incomplete schedule. */
  nextDate: string | null;
  /** Why this report cannot be scheduled (its date range), or null. */
  blockedReason: string | null;
  onNameChange: (value: string) => void;
  onRecipientAdd: (user: RecipientOption) => void;
  onRecipientRemove: (id: number) => void;
  /** A typed e-mail (Enter): it must be one of the account's users (P5-025). */
  onRecipientEmail: (email: string) => void;
  onFrequencyChange: (value: F) => void;
  onWeekdayChange: (value: W) => void;
  onDayOfMonthChange: (value: string) => void;
  onTimeChange: (value: string) => void;
}

export interface ScheduledExportFieldsProps<F extends string = string, W extends string = string> {
  view: ScheduledExportFieldsModel<F, W>;
  /** The report's date range, which each export covers up to its send date (the legend, P9-041). */
  rangeLabel: string;
  nameMax: number;
  /** Why the last recipient was refused, worded; null when none was. */
  recipientError: string | null;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The Schedule Export form's fields: name, recipients, frequency and its day, time, next date. */
export function ScheduledExportFields<F extends string, W extends string>({
  view,
  rangeLabel,
  nameMax,
  recipientError,
}: ScheduledExportFieldsProps<F, W>) {
  const recipients = resolveRecipients(view.recipients, view.foundUsers);
  return (
    <Stack spacing={2.5}>
      {view.blockedReason ? (
        <Alert severity="warning" role="alert">
          {view.blockedReason}
        </Alert>
      ) : null}
      <Typography variant="body2">
        Date range: <strong>{rangeLabel}</strong>
      </Typography>

      <TextField
        label="Export Name"
        value={view.name}
        onChange={(event) => view.onNameChange(event.target.value)}
        helperText={`${view.name.length}/${nameMax}`}
        slotProps={{ htmlInput: { maxLength: nameMax } }}
        required
        fullWidth
      />

      <Autocomplete<RecipientOption, true, false, true>
        multiple
        freeSolo
        options={view.foundUsers}
        value={recipients}
        getOptionLabel={(option) => (typeof option === 'string' ? option : recipientLabel(option))}
        isOptionEqualToValue={(option, value) => typeof value !== 'string' && option.id === value.id}
        filterSelectedOptions
        onChange={(_event, _value, reason, details) => {
          const option = details?.option;
          if (reason === 'clear') recipients.forEach((r) => view.onRecipientRemove(r.id));
          else if (reason === 'removeOption' && option && typeof option !== 'string') view.onRecipientRemove(option.id);
          else if (reason === 'selectOption' && option && typeof option !== 'string') view.onRecipientAdd(option);
          // A typed e-mail (Enter) must be one of the account's users (P5-025).
          else if (reason === 'createOption' && typeof option === 'string') view.onRecipientEmail(option);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Recipients"
            placeholder={recipients.length ? '' : 'Choose users or type an e-mail'}
            error={Boolean(recipientError)}
            helperText={recipientError ?? 'Users of this account'}
          />
        )}
      />

      <FormControl>
        <FormLabel id="scheduled-export-frequency">Email Frequency</FormLabel>
        <RadioGroup
          row
          aria-labelledby="scheduled-export-frequency"
          value={view.frequency}
          onChange={(event) => {
            const option = view.frequencyOptions.find((f) => f.value === event.target.value);
            if (option) view.onFrequencyChange(option.value);
          }}
        >
          {view.frequencyOptions.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
      </FormControl>

      {view.frequency === 'weekly' ? (
        <TextField
          select
          label="Day of Week"
          value={view.weekday}
          onChange={(event) => {
            const day = view.weekdayOptions.find((d) => d === event.target.value);
            if (day) view.onWeekdayChange(day);
          }}
          fullWidth
        >
          {view.weekdayOptions.map((day) => (
            <MenuItem key={day} value={day}>
              {capitalize(day)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}

      {view.frequency === 'monthly' ? (
        <TextField
          label="Day of Month"
          value={view.dayOfMonth}
          onChange={(event) => view.onDayOfMonthChange(event.target.value)}
          helperText="1 to 31; months without that day are skipped"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          fullWidth
        />
      ) : null}

      <TextField
        type="time"
        label="Scheduled Time"
        value={view.scheduledTime}
        onChange={(event) => view.onTimeChange(event.target.value)}
        helperText="In your profile's time zone"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        fullWidth
      />

      <Typography variant="body2" role="status" aria-label="Next export">
        {view.nextDate ? `Next export: ${longDate(view.nextDate)}` : view.frequency === 'daily' ? 'Sent every day' : ''}
      </Typography>
    </Stack>
  );
}
