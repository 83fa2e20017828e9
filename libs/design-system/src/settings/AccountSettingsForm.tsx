import Typography from '@mui/material/Typography';
import { FileButton } from '../requests/FileButton.js';
import { LogoUrlField } from '../requests/RequestPageSettingsForm/LogoUrlField.js';
import { SettingsFormShell } from './SettingsFormShell.js';
import { SettingsSelectField } from './SettingsSelectField.js';
import { SettingsTextField } from './SettingsTextField.js';
import type { SettingsFormProps } from './settings-form-props.js';

export type AccountSettingsField = 'name' | 'vertical' | 'timeZone' | 'logoUrl';

export interface AccountSettingsFormProps extends SettingsFormProps<AccountSettingsField> {
  verticals: readonly { value: string; label: string }[];
  timeZones: readonly string[];
  /** An image file chosen for the logo (uploaded; its URL fills the logo field). */
  onLogoFile?(file: File): void;
}

/** The account's name, industry, time zone and logo: admins edit them, others read them. */
export function AccountSettingsForm(props: AccountSettingsFormProps) {
  const zones = props.timeZones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
  const readOnly = props.status === 'ready' && !props.editable;
  return (
    <SettingsFormShell form={props} label="Account settings" submitLabel="Save" fields={4}>
      {readOnly ? <Typography variant="body2">Only an administrator can change the account settings.</Typography> : null}
      <SettingsTextField form={props} field="name" label="Account name" autoComplete="organization" required />
      <SettingsSelectField form={props} field="vertical" label="Industry" choices={props.verticals} />
      <SettingsSelectField form={props} field="timeZone" label="Time zone" choices={zones} noneLabel="Not set (each user's own)" />
      <LogoUrlField
        value={props.values.logoUrl}
        error={props.errors.logoUrl}
        disabled={!props.editable || props.saving}
        onChange={(value) => props.onChange('logoUrl', value)}
      />
      {props.editable && props.onLogoFile ? (
        <div>
          <FileButton
            label={props.filling === 'logoUrl' ? 'Uploading…' : 'Upload a logo'}
            accept="image/png,image/jpeg,image/gif,image/webp"
            disabled={props.saving || props.filling === 'logoUrl'}
            onFile={props.onLogoFile}
          />
        </div>
      ) : null}
    </SettingsFormShell>
  );
}
