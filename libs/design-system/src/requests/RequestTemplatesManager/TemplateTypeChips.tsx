import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TemplateTypeFilter } from './templates-props.js';

const FILTERS: readonly { value: TemplateTypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'SMS' },
];

export interface TemplateTypeChipsProps {
  value: TemplateTypeFilter;
  onChange: (value: TemplateTypeFilter) => void;
}

/** All / E-mail / SMS as chips: toggle buttons to assistive tech (aria-pressed on the chosen one). */
export function TemplateTypeChips({ value, onChange }: TemplateTypeChipsProps) {
  return (
    <Stack role="group" aria-label="Show templates" direction="row" spacing={1}>
      {FILTERS.map((filter) => {
        const chosen = filter.value === value;
        return (
          <Chip
            key={filter.value}
            label={filter.label}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            aria-pressed={chosen}
            onClick={() => onChange(filter.value)}
          />
        );
      })}
    </Stack>
  );
}
