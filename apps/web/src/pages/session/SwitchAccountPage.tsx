import { useStoreValue } from '@locus/resources';
import { useAuth } from '@locus/auth';
import { useState } from 'react';
import { useParams } from 'react-router';
import { SessionProgress } from './SessionProgress';
import { useRunOnce } from './use-run-once';

/**
 * /switch-account/{childAccountId}: shadows the child account and opens its home under /as/{id}
 * (the auth store navigates: home, /error with the refusal, or log in first).
 */
export default function SwitchAccountPage() {
  const auth = useAuth();
  const raw = useParams()['childAccountId'] ?? '';
  const childAccountId = Number(raw);
  const valid = Number.isInteger(childAccountId) && childAccountId > 0;
  const [failed, setFailed] = useState(!valid);
  const error = useStoreValue(() => auth.error);

  useRunOnce(raw, () => {
    if (valid) void auth.switchAccount(childAccountId).then((ok) => setFailed(!ok));
  });

  return (
    <SessionProgress
      title="Switching account"
      busyText="Opening the account…"
      error={
        failed
          ? valid
            ? (error ?? 'The account could not be opened.')
            : 'This account link is not valid.'
          : null
      }
    />
  );
}
