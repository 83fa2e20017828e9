import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

export interface ListingsFilterOption {
  value: string;
  label: string;
}

export interface ListingsFiltersProps {
  statusOptions: readonly ListingsFilterOption[];
  directoryOptions: readonly ListingsFilterOption[];
  statuses: readonly string[];
  directories: readonly string[];
  onStatusesChange: (values: string[]) => void;
  onDirectoriesChange: (values: string[]) => void;
}

function MultiFilter({ label, options, values, onChange }: { label: string; options: readonly ListingsFilterOption[]; values: readonly string[]; onChange: (v: string[]) => void }) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        multiple
        value={[...values]}
        onChange={(event) => onChange(typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value)}
        renderValue={(selected) => selected.map((v) => options.find((o) => o.value === v)?.label ?? v).join(', ')}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>{option.label}</MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** The dashboard's status and directory filters (F2-024, F9-059). */
export function ListingsFilters(props: ListingsFiltersProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
      <MultiFilter label="Statuses" options={props.statusOptions} values={props.statuses} onChange={props.onStatusesChange} />
      <MultiFilter label="Directories" options={props.directoryOptions} values={props.directories} onChange={props.onDirectoriesChange} />
    </Stack>
  );
}
