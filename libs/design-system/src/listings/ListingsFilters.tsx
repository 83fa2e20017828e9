import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { FilterBar } from '../filters/FilterBar/FilterBar.js';
import type { ListFilterModel } from '../filters/FilterBar/filter-bar-model.js';

export interface ListingsFilterOption {
  value: string;
  label: string;
}

/** The locations filter (location_ids): several locations, searched by name. */
export interface ListingsLocationsModel {
  options: readonly { id: number; name: string }[];
  value: readonly number[];
  /** The chosen locations' names (a filter set from the URL may name rows no loaded page holds). */
  nameOf: (id: number) => string;
  onChange: (ids: number[]) => void;
  onOpen?: () => void;
  onSearch?: (text: string) => void;
  loading?: boolean;
}

export interface ListingsFiltersProps {
  statusOptions: readonly ListingsFilterOption[];
  directoryOptions: readonly ListingsFilterOption[];
  statuses: readonly string[];
  directories: readonly string[];
  onStatusesChange: (values: string[]) => void;
  onDirectoriesChange: (values: string[]) => void;
  /** The shared bar's group and location dropdowns (group_id, location_id); left out without the permission. */
  group?: ListFilterModel;
  location?: ListFilterModel;
  locations?: ListingsLocationsModel;
  /** The phone layout (the Filters sheet); read from the viewport unless given. */
  mobile?: boolean;
}

const CONTROL_WIDTH = { minWidth: 200, maxWidth: '100%' } as const;

function MultiFilter({ label, options, values, onChange }: { label: string; options: readonly ListingsFilterOption[]; values: readonly string[]; onChange: (v: string[]) => void }) {
  const id = useId();
  return (
    <FormControl size="small" sx={CONTROL_WIDTH}>
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

function LocationsFilter({ model }: { model: ListingsLocationsModel }) {
  const chosen = model.value.map((id) => model.options.find((o) => o.id === id) ?? { id, name: model.nameOf(id) });
  return (
    <Autocomplete
      multiple
      size="small"
      sx={{ ...CONTROL_WIDTH, width: 280 }}
      options={[...model.options]}
      value={chosen}
      loading={model.loading ?? false}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onOpen={() => model.onOpen?.()}
      onInputChange={(_e, text, reason) => reason === 'input' && model.onSearch?.(text)}
      onChange={(_e, rows) => model.onChange(rows.map((row) => row.id))}
      renderInput={(params) => <TextField {...params} label="Locations" />}
    />
  );
}

/**
 * The dashboard's filters (F2-024, F9-059) in the shared filter bar: group and location, then statuses,
 * directories and several locations. On a phone they all sit in the bar's Filters sheet.
 */
export function ListingsFilters(props: ListingsFiltersProps) {
  const extras = [
    { key: 'statuses', set: props.statuses.length > 0, control: <MultiFilter label="Statuses" options={props.statusOptions} values={props.statuses} onChange={props.onStatusesChange} /> },
    { key: 'directories', set: props.directories.length > 0, control: <MultiFilter label="Directories" options={props.directoryOptions} values={props.directories} onChange={props.onDirectoriesChange} /> },
    ...(props.locations ? [{ key: 'locations', set: props.locations.value.length > 0, control: <LocationsFilter model={props.locations} /> }] : []),
  ];
  return (
    <FilterBar
      visible={['group', 'location']}
      {...(props.group ? { group: props.group } : {})}
      {...(props.location ? { location: props.location } : {})}
      {...(props.mobile !== undefined ? { mobile: props.mobile } : {})}
      extras={extras}
    />
  );
}
