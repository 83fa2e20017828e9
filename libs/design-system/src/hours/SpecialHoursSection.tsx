import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import type { SpecialRowHandlers, SpecialRowView, TimeOptionView } from './hours-types.js';
import { SpecialHoursRow } from './SpecialHoursRow.js';

export interface SpecialHoursSectionProps extends SpecialRowHandlers {
  expanded: boolean;
  loading: boolean;
  /** The fetch error ('There was an error fetching special hours'). */
  error: string | null;
  /** The last save's error. */
  saveError?: string | null;
  rows: readonly SpecialRowView[];
  /** Section warnings (seven closed days in a row). */
  warnings: readonly string[];
  timeOptions: readonly TimeOptionView[];
  onToggle: () => void;
  onAddRow: () => void;
  disabled?: boolean;
}

/** Holiday hours in the location form: expands (and loads) on demand; rows are saved with the location. */
export function SpecialHoursSection(props: SpecialHoursSectionProps) {
  const { expanded, loading, error, saveError, rows, warnings, timeOptions, disabled } = props;
  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Accordion expanded={expanded} onChange={props.onToggle} disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="subtitle1" component="h3">
            Holiday Hours
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          {loading ? <LinearProgress aria-label="Loading holiday hours" /> : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
          {saveError ? <Alert severity="error">{saveError}</Alert> : null}
          {!loading && !error ? (
            <Stack spacing={1}>
              {rows.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  No upcoming holiday hours.
                </Typography>
              ) : null}
              {rows.map((row, index) => (
                <SpecialHoursRow key={row.id} {...props} row={row} position={index + 1} timeOptions={timeOptions} disabled={disabled} />
              ))}
              {warnings.map((warning) => (
                <Alert key={warning} severity="warning">
                  {warning}
                </Alert>
              ))}
              <div>
                <Button startIcon={<AddIcon />} onClick={props.onAddRow} disabled={disabled}>
                  Add Holiday Hours
                </Button>
              </div>
            </Stack>
          ) : null}
        </AccordionDetails>
      </Accordion>
    </LocalizationProvider>
  );
}
