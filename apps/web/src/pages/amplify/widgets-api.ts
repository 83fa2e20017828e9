import { createWidgetsApi } from '@locus/widgets';
import { perSession } from '../../app/per-session';

/** The widget calls of the session. */
export const widgetsApiOf = perSession((root) =>
  createWidgetsApi({ client: root.client, accountId: () => root.auth.account_id, userId: () => root.auth.user_id }),
);
