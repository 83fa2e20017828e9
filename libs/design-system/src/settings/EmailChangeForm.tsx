import Typography from '@mui/material/Typography';
import { SettingsFormShell } from './SettingsFormShell.js';
import { SettingsTextField } from './SettingsTextField.js';
import type { SettingsFormProps } from './settings-form-props.js';

export interface EmailChangeFormProps extends SettingsFormProps<'email'> {
  /** The address the user signs in with now. */
  currentEmail: string;
}

/** A new sign-in address: a link goes to it, and the current one stays until the link is opened. */
export function EmailChangeForm(props: EmailChangeFormProps) {
  return (
    <SettingsFormShell form={props} label="Change e-mail address" submitLabel="Send confirmation link" needsChange={false} fields={1}>
      <Typography variant="body2">
        You sign in with <strong>{props.currentEmail}</strong>.
      </Typography>
      <SettingsTextField form={props} field="email" label="New e-mail address" type="email" inputMode="email" autoComplete="email" />
    </SettingsFormShell>
  );
}
