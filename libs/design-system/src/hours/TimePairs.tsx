import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TimeField, TimeOptionView, TimePairView } from './hours-types.js';
import { TimeInput } from './TimeInput.js';

export interface TimePairsProps {
  /** Names the fields, e.g. 'Monday' gives 'Monday opens 1'. */
  label: string;
  pairs: readonly TimePairView[];
  options: readonly TimeOptionView[];
  onTimeChange: (index: number, field: TimeField, text: string) => void;
  onAddPair: () => void;
  onRemovePair: (index: number) => void;
  disabled?: boolean;
}

/** Open/close pairs of a day: add one, remove any but the first. */
export function TimePairs({ label, pairs, options, onTimeChange, onAddPair, onRemovePair, disabled }: TimePairsProps) {
  return (
    <Stack spacing={1}>
      {pairs.map((pair, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TimeInput
            label={`${label} opens ${index + 1}`}
            text={pair.open.text}
            error={pair.open.error}
            options={options}
            disabled={disabled}
            onChange={(text) => onTimeChange(index, 'open_time', text)}
          />
          <Typography variant="body2" aria-hidden>
            to
          </Typography>
          <TimeInput
            label={`${label} closes ${index + 1}`}
            text={pair.close.text}
            error={pair.close.error}
            options={options}
            disabled={disabled}
            onChange={(text) => onTimeChange(index, 'close_time', text)}
          />
          {pair.removable ? (
            <IconButton aria-label={`Remove ${label} hours ${index + 1}`} onClick={() => onRemovePair(index)} disabled={disabled} size="small">
              <RemoveCircleOutlineIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Stack>
      ))}
      <div>
        <Button size="small" startIcon={<AddIcon />} onClick={onAddPair} disabled={disabled} aria-label={`Add ${label} hours`}>
          Add hours
        </Button>
      </div>
    </Stack>
  );
}
