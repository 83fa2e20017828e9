import { SettingsFormShell } from './SettingsFormShell.js';
import { SettingsSelectField } from './SettingsSelectField.js';
import type { SettingsFormProps } from './settings-form-props.js';

export interface ToastDurationFieldProps extends SettingsFormProps<'duration'> {
  choices: readonly { value: string; label: string }[];
}

/** How long notifications (toasts) stay on screen. */
export function ToastDurationField(props: ToastDurationFieldProps) {
  return (
    <SettingsFormShell form={props} label="Notification duration" submitLabel="Save" fields={1}>
      <SettingsSelectField form={props} field="duration" label="Show notifications for" choices={props.choices} hint="Messages such as “Saved” close by themselves after this time." />
    </SettingsFormShell>
  );
}
