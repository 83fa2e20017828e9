import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { ComposerCard } from '../ComposerCard.js';
import { OptionSelect } from '../OptionSelect.js';
import type { CampaignComposerProps } from './composer-props.js';

type Props = Pick<
  CampaignComposerProps,
  | 'locationOptions'
  | 'locationId'
  | 'requestTypeOptions'
  | 'requestType'
  | 'errors'
  | 'onLocationChange'
  | 'onRequestTypeChange'
  | 'disabled'
>;

/** Which location asks, and by e-mail or text message (SMS off without the account's sms_requests: its hint says so). */
export function LocationChannelSection(props: Props) {
  const channelLabel = useId();
  const hintId = useId();
  const hints = props.requestTypeOptions.filter((option) => option.disabled && option.hint);
  return (
    <ComposerCard title="Location and channel">
      <Stack spacing={2}>
        <OptionSelect
          label="Location"
          options={props.locationOptions}
          value={props.locationId}
          onChange={props.onLocationChange}
          error={props.errors.location}
          disabled={props.disabled}
        />
        <Stack spacing={0.5}>
          <FormLabel id={channelLabel}>Send by</FormLabel>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            aria-labelledby={channelLabel}
            aria-describedby={hints.length > 0 ? hintId : undefined}
            value={props.requestType}
            disabled={props.disabled}
            onChange={(_event, value: string | null) => {
              const chosen = props.requestTypeOptions.find((option) => option.value === value);
              if (chosen && !chosen.disabled) props.onRequestTypeChange(chosen.value);
            }}
          >
            {props.requestTypeOptions.map((option) => (
              <ToggleButton key={option.value} value={option.value} disabled={option.disabled} sx={{ px: 2 }}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {hints.length > 0 ? (
            <FormHelperText id={hintId}>
              {hints.map((option) => `${option.label}: ${option.hint}`).join(' ')}
            </FormHelperText>
          ) : null}
        </Stack>
      </Stack>
    </ComposerCard>
  );
}
