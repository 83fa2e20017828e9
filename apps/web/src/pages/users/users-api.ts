import { createUsersApi } from '@locus/users';
import { perSession } from '../../app/per-session';

/** The users calls of the session. */
export const usersApiOf = perSession((root) => createUsersApi(root.client, () => root.auth.account_id));
