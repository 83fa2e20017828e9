import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useRootStore } from '../../app/contexts';
import { useRouteHandle } from '../../app/use-route-handle';
import { PublicCard } from '../../ui/PublicCard';
import { TextLink } from '../../ui/TextLink';
import type { UnsubscribeOutcome } from './unsubscribe-calls';
import { UNSUBSCRIBE_KINDS } from './unsubscribe-kinds';

/**
 * /unsubscribe/{alerts|requests|scheduled_exports}/{id}. It acts on a click, not on opening: mail
 * scanners open links. Kinds the contract has no call for yet say so plainly instead of pretending.
 */
export default function UnsubscribePage() {
  const { client } = useRootStore();
  const kind = UNSUBSCRIBE_KINDS[useRouteHandle()?.routeId ?? ''] ?? {
    title: 'Unsubscribe',
    what: 'these e-mails',
  };
  const token = useParams()['id'] ?? '';
  const [outcome, setOutcome] = useState<UnsubscribeOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const call = kind.call;

  const unsubscribe = async () => {
    if (!call) return;
    setBusy(true);
    setOutcome(await call(client, token));
    setBusy(false);
  };

  return (
    <PublicCard title={kind.title}>
      <Stack spacing={2}>
        {!call ? (
          <>
            <Alert severity="warning">
              Unsubscribing from {kind.what} by link is not available yet, so nothing has changed.
            </Alert>
            <Typography>
              To stop these e-mails now, log in and change them in Settings, or ask your account
              administrator.
            </Typography>
          </>
        ) : outcome ? (
          <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert>
        ) : (
          <>
            <Typography>Stop receiving {kind.what} at the address this link was sent to?</Typography>
            <Button variant="contained" onClick={() => void unsubscribe()} disabled={busy}>
              Unsubscribe
            </Button>
          </>
        )}
        <TextLink href="/login">Log in</TextLink>
      </Stack>
    </PublicCard>
  );
}
