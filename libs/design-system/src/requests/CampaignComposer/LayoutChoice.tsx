import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import type { Option } from '../request-view-types.js';

export type LayoutId = 1 | 2 | 3;

export interface LayoutChoiceProps {
  options: readonly Option<LayoutId>[];
  value: LayoutId;
  onChange: (id: LayoutId) => void;
  disabled?: boolean | undefined;
}

const BAR = { bgcolor: 'action.selected', borderRadius: 0.5 } as const;

/** A small drawing of the e-mail's layout: 1 header on top, 2 header beside the text, 3 text only. */
function LayoutSketch({ id }: { id: LayoutId }) {
  const header = (
    <Box
      sx={{ ...BAR, bgcolor: 'primary.light', height: id === 2 ? 28 : 12, width: id === 2 ? 18 : '100%' }}
    />
  );
  const lines = (
    <Stack spacing={0.5} sx={{ flex: 1 }}>
      <Box sx={{ ...BAR, height: 4 }} />
      <Box sx={{ ...BAR, height: 4, width: '80%' }} />
      <Box sx={{ ...BAR, height: 4, width: '60%' }} />
    </Stack>
  );
  return (
    <Stack direction={id === 2 ? 'row' : 'column'} spacing={0.75} aria-hidden sx={{ width: 64, height: 44 }}>
      {id === 3 ? null : header}
      {lines}
    </Stack>
  );
}

/** The e-mail layouts as three small picture cards: radios underneath, so arrows move between them. */
export function LayoutChoice({ options, value, onChange, disabled }: LayoutChoiceProps) {
  const labelId = useId();
  const name = useId();
  return (
    <Box role="radiogroup" aria-labelledby={labelId}>
      <FormLabel id={labelId} component="div" sx={{ mb: 0.5 }}>
        Layout
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <Box
              key={option.value}
              component="label"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 0.5,
                p: 1,
                width: 104,
                border: 2,
                borderRadius: 1,
                borderColor: checked ? 'primary.main' : 'divider',
                cursor: disabled || option.disabled ? 'default' : 'pointer',
                '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <LayoutSketch id={option.value} />
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Radio
                  size="small"
                  name={name}
                  value={String(option.value)}
                  checked={checked}
                  disabled={disabled || option.disabled}
                  onChange={() => onChange(option.value)}
                  sx={{ p: 0.5 }}
                />
                <Box component="span" sx={{ typography: 'body2' }}>
                  {option.label}
                </Box>
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
