import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog/ConfirmDialog.js';
import { NpiField } from './NpiField.js';

export type LocationTextField =
  | 'name'
  | 'public_name'
  | 'address'
  | 'address_2'
  | 'city'
  | 'zipcode'
  | 'phone'
  | 'external_id'
  | 'website'
  | 'google_place_id';
export type LocationLookupField = 'state' | 'country' | 'category_name';

export interface LookupOption {
  id: number;
  name: string;
}

export interface LookupFieldModel {
  /** The text in the input (typing filters the options). */
  text: string;
  options: readonly LookupOption[];
  loading?: boolean;
  onTextChange: (text: string) => void;
  onSelect: (option: LookupOption | null) => void;
}

export interface LocationFormProps {
  mode: 'edit' | 'create';
  values: Record<LocationTextField, string> & { open_status: string; is_headquarters: boolean; npi: string };
  errors: Partial<Record<string, string>>;
  formError: string | null;
  labels: Readonly<Record<string, string>>;
  required: Readonly<Partial<Record<string, string>>>;
  canSave: boolean;
  saving: boolean;
  showOpenStatus: boolean;
  openStatusOptions: readonly { value: string; label: string }[];
  placeIdField: 'editable' | 'read-only' | 'hidden';
  healthcare: boolean;
  npiError: string | null;
  npiName: string | null;
  npiBusy: boolean;
  billingText: string | null;
  lookups: Record<LocationLookupField, LookupFieldModel>;
  /** The quick place search (new locations, or a missing or conflicting place id). */
  placeSearchSlot?: ReactNode;
  hoursSlot?: ReactNode;
  /**
   * The level of the form's section titles (Operating Hours): 'h2' where the form is the page's content under
   * its h1 (a new location), 'h3' (default) inside a titled section (the location's details).
   */
  sectionHeading?: 'h2' | 'h3';
  specialHoursSlot?: ReactNode;
  overridesSlot?: ReactNode;
  confirmingOverride: boolean;
  onChange: (field: LocationTextField | 'open_status' | 'is_headquarters' | 'npi', value: string | boolean) => void;
  onBlur: (field: LocationTextField | LocationLookupField) => void;
  onNpiBlur: () => void;
  onNpiRefresh: () => void;
  onSave: () => void;
  onCancel: () => void;
  onConfirmOverride: () => void;
  onCancelOverride: () => void;
}

function LookupInput({ field, label, required, error, model, onBlur }: { field: LocationLookupField; label: string; required: boolean; error?: string; model: LookupFieldModel; onBlur: (field: LocationLookupField) => void }) {
  return (
    <Autocomplete
      options={model.options as LookupOption[]}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      loading={model.loading}
      inputValue={model.text}
      value={null}
      onInputChange={(_event, text, reason) => reason === 'input' && model.onTextChange(text)}
      onChange={(_event, option) => model.onSelect(option)}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} onBlur={() => onBlur(field)} />
      )}
    />
  );
}

/** The location add/edit form (features.md sections 2, 4, 5): fields, NPI, hours, holiday hours, save. */
export function LocationForm(props: LocationFormProps) {
  const { values, errors, labels, required } = props;
  const text = (field: LocationTextField, extra: { readOnly?: boolean; type?: string } = {}) => (
    <TextField
      key={field}
      label={labels[field]}
      required={field in required}
      value={values[field]}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      type={extra.type}
      onChange={(event) => props.onChange(field, event.target.value)}
      onBlur={() => props.onBlur(field)}
      slotProps={{ htmlInput: { readOnly: extra.readOnly } }}
    />
  );
  const lookup = (field: LocationLookupField) => (
    <LookupInput key={field} field={field} label={labels[field] ?? field} required={field in required} error={errors[field]} model={props.lookups[field]} onBlur={props.onBlur} />
  );
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => (event.preventDefault(), props.onSave())}>
      {props.formError ? <Alert severity="error">{props.formError}</Alert> : null}
      {props.placeSearchSlot}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {text('name')}
        {text('public_name')}
        {text('address')}
        {text('address_2')}
        {text('city')}
        {lookup('state')}
        {text('zipcode')}
        {lookup('country')}
        {text('phone')}
        {text('website')}
        {text('external_id')}
        {lookup('category_name')}
        {props.placeIdField !== 'hidden' ? text('google_place_id', { readOnly: props.placeIdField === 'read-only' }) : null}
        {props.showOpenStatus ? (
          <TextField select label="Business Status" value={values.open_status} onChange={(event) => props.onChange('open_status', event.target.value)}>
            {props.openStatusOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {props.healthcare ? (
          <NpiField
            value={values.npi}
            error={props.npiError}
            name={props.npiName}
            busy={props.npiBusy}
            onChange={(value) => props.onChange('npi', value)}
            onBlur={props.onNpiBlur}
            onRefresh={props.onNpiRefresh}
          />
        ) : null}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={values.is_headquarters} onChange={(event) => props.onChange('is_headquarters', event.target.checked)} />}
        label="Headquarters"
      />
      {props.hoursSlot ? (
        <section aria-label="Operating Hours">
          <Typography variant="subtitle1" component={props.sectionHeading ?? 'h3'} sx={{ mb: 1 }}>
            Operating Hours
          </Typography>
          {props.hoursSlot}
        </section>
      ) : null}
      {props.specialHoursSlot}
      {props.overridesSlot}
      {props.billingText ? <Alert severity="info">{props.billingText}</Alert> : null}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={!props.canSave}>
          {props.saving ? 'Saving…' : props.mode === 'create' ? 'Add Location' : 'Save'}
        </Button>
        <Button onClick={props.onCancel} disabled={props.saving}>
          Cancel
        </Button>
      </Stack>
      <ConfirmDialog
        open={props.confirmingOverride}
        title="Update holiday hours?"
        message="Saving replaces the holiday hours Google shows for these dates."
        confirmLabel="Continue"
        onConfirm={props.onConfirmOverride}
        onCancel={props.onCancelOverride}
      />
    </Stack>
  );
}
