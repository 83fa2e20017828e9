import { SettingsFormShell } from './SettingsFormShell.js';
import { SettingsTextField } from './SettingsTextField.js';
import type { SettingsFormProps } from './settings-form-props.js';

export type PasswordChangeFormField = 'current' | 'password' | 'confirmation';
export type PasswordChangeFormProps = SettingsFormProps<PasswordChangeFormField>;

/** Current password, a new one and its confirmation (password managers fill them by their autocomplete). */
export function PasswordChangeForm(props: PasswordChangeFormProps) {
  return (
    <SettingsFormShell form={props} label="Change password" submitLabel="Change password" needsChange={false} fields={3}>
      <SettingsTextField form={props} field="current" label="Current password" type="password" autoComplete="current-password" />
      <SettingsTextField form={props} field="password" label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." />
      <SettingsTextField form={props} field="confirmation" label="Confirm new password" type="password" autoComplete="new-password" />
    </SettingsFormShell>
  );
}
