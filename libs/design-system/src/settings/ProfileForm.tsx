import { SettingsFormShell } from './SettingsFormShell.js';
import { SettingsSelectField } from './SettingsSelectField.js';
import { SettingsTextField } from './SettingsTextField.js';
import type { SettingsFormProps } from './settings-form-props.js';

export type ProfileFormField = 'name' | 'title' | 'phone' | 'timeZone';

export interface ProfileFormProps extends SettingsFormProps<ProfileFormField> {
  /** The IANA zones to choose from. */
  timeZones: readonly string[];
}

/** The user's name, title, phone and time zone. */
export function ProfileForm(props: ProfileFormProps) {
  const zones = props.timeZones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
  return (
    <SettingsFormShell form={props} label="Profile details" submitLabel="Save" fields={4}>
      <SettingsTextField form={props} field="name" label="Name" autoComplete="name" required />
      <SettingsTextField form={props} field="title" label="Title" autoComplete="organization-title" />
      <SettingsTextField form={props} field="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
      <SettingsSelectField form={props} field="timeZone" label="Time zone" choices={zones} noneLabel="Not set (use this device's)" />
    </SettingsFormShell>
  );
}
