import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ComposerCard } from '../ComposerCard.js';
import type { CampaignComposerProps } from './composer-props.js';

type Props = Pick<
  CampaignComposerProps,
  | 'requestType'
  | 'senderName'
  | 'senderEmail'
  | 'senderEditable'
  | 'senderHint'
  | 'errors'
  | 'onSenderNameChange'
  | 'onSenderEmailChange'
  | 'disabled'
>;

/** Who the request comes from; without the account's custom_email the fields are fixed and the hint says why. */
export function SenderSection(props: Props) {
  const locked = !props.senderEditable || props.disabled;
  return (
    <ComposerCard title="Sender">
      <Stack spacing={2}>
        {props.senderHint ? (
          <Alert severity="info" role="status">
            {props.senderHint}
          </Alert>
        ) : null}
        <TextField
          label="Sender name"
          fullWidth
          value={props.senderName}
          disabled={locked}
          onChange={(event) => props.onSenderNameChange(event.target.value)}
          helperText="Customers see this name on the request."
        />
        {props.requestType === 'email' ? (
          <TextField
            label="Reply-to e-mail"
            type="email"
            fullWidth
            value={props.senderEmail}
            disabled={locked}
            onChange={(event) => props.onSenderEmailChange(event.target.value)}
            error={Boolean(props.errors.sender_email)}
            helperText={props.errors.sender_email ?? 'Replies from customers go here.'}
          />
        ) : null}
      </Stack>
    </ComposerCard>
  );
}
