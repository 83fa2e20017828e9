import { createLocationAreaApi } from '@locus/locations';
import { perSession } from '../../app/per-session';

/** The location and group calls of the session. */
export const locationAreaApiOf = perSession((root) => createLocationAreaApi(root.client, () => root.auth.account_id));
