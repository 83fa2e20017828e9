import { useStoreValue } from '@locus/resources';
import { homePathFor, useAuth } from '@locus/auth';
import { useState } from 'react';
import { useParams } from 'react-router';
import { SessionProgress } from './SessionProgress';
import { useRunOnce } from './use-run-once';

/** /sso-login/{token}: the token is the session (blank e-mail, P7-002); then home. */
export default function SsoLoginPage() {
  const auth = useAuth();
  const token = useParams()['token'] ?? '';
  const [failed, setFailed] = useState(false);
  const error = useStoreValue(() => auth.error);

  useRunOnce(token, () => {
    void auth.ssoLogin(token).then((ok) => {
      if (ok) auth.navigateTo(`${auth.basePath}${homePathFor(auth.routeSession)}`);
      else setFailed(true);
    });
  });

  return (
    <SessionProgress
      title="Signing you in"
      busyText="Signing you in…"
      error={failed ? (error ?? 'This sign-in link did not work.') : null}
    />
  );
}
