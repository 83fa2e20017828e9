import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import type { UserTypeOption, UsersLoadStatus } from './user-view-types.js';

export interface InviteUserFormProps {
  name: string;
  email: string;
  userTypeId: number | null;
  /** Each field's error, the server's included. */
  errors: Partial<Record<'name' | 'email' | 'user_type_id', string>>;
  /** A failure no field owns. */
  formError: string | null;
  saving: boolean;
  typesStatus: UsersLoadStatus;
  typesError: string | null;
  typeOptions: readonly UserTypeOption[];
  onNameChange(name: string): void;
  onEmailChange(email: string): void;
  onUserTypeChange(id: number | null): void;
  onRetryTypes(): void;
  onSend(): void;
  onCancel(): void;
}

const NONE = '';

/** /settings/users/new: a name, an e-mail and a user type; the invitee gets a link to choose a password (valid 7 days). */
export function InviteUserForm(props: InviteUserFormProps) {
  const { errors } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSend();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Invite a user" sx={{ maxWidth: 520 }}>
      <Stack spacing={2}>
        <Typography color="text.secondary">
          They receive an e-mail with a link to choose their password. The link works for 7 days; you can send a new one
          from the users list.
        </Typography>
        {props.formError ? <Alert severity="error">{props.formError}</Alert> : null}
        <TextField
          label="Name"
          required
          autoComplete="off"
          value={props.name}
          onChange={(event) => props.onNameChange(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name ?? ' '}
        />
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="off"
          value={props.email}
          onChange={(event) => props.onEmailChange(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email ?? ' '}
        />
        {props.typesStatus === 'error' ? (
          <ErrorState message={props.typesError ?? 'Unable to load the user types.'} onRetry={props.onRetryTypes} />
        ) : (
          <TextField
            select
            label="User type"
            required
            value={props.userTypeId ?? NONE}
            disabled={props.typeOptions.length === 0}
            onChange={(event) => props.onUserTypeChange(event.target.value === NONE ? null : Number(event.target.value))}
            error={Boolean(errors.user_type_id)}
            helperText={errors.user_type_id ?? (props.typesStatus === 'loading' ? 'Loading the user types…' : ' ')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value={NONE}>Choose a type</option>
            {props.typeOptions.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </TextField>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={props.onCancel} disabled={props.saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={props.saving}>
            {props.saving ? 'Sending…' : 'Send invitation'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
