import { isApiError, unwrap, type ApiClient } from '@locus/api-client';
import { errorMessage } from '@locus/resources';

export interface UnsubscribeOutcome {
  ok: boolean;
  text: string;
}

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid any more.';

/** The call's outcome as the page says it: what was done, or why the link did nothing. */
async function outcomeOf(call: () => Promise<string>): Promise<UnsubscribeOutcome> {
  try {
    return { ok: true, text: await call() };
  } catch (error) {
    return {
      ok: false,
      text: isApiError(error) && error.status === 404 ? INVALID_UNSUBSCRIBE_LINK : errorMessage(error),
    };
  }
}

/** POST /unsubscribe/scheduled_exports/{token}: the e-mail's recipient leaves that schedule. */
export function unsubscribeScheduledExport(client: ApiClient, token: string): Promise<UnsubscribeOutcome> {
  return outcomeOf(async () => {
    const done = await unwrap(
      client.POST('/unsubscribe/scheduled_exports/{token}', { params: { path: { token } } }),
    );
    return `${done.email} will no longer receive “${done.email_subject}” (${done.display_name}).`;
  });
}

/** POST /unsubscribe/alerts/{token}: the alert e-mail's recipient turns their new-review alerts off. */
export function unsubscribeAlerts(client: ApiClient, token: string): Promise<UnsubscribeOutcome> {
  return outcomeOf(async () => {
    const done = await unwrap(client.POST('/unsubscribe/alerts/{token}', { params: { path: { token } } }));
    return `${done.email} will no longer receive new-review alert e-mails.`;
  });
}

/** POST /unsubscribe/requests/{token}: the review request's customer goes on the business's do-not-contact list. */
export function unsubscribeRequests(client: ApiClient, token: string): Promise<UnsubscribeOutcome> {
  return outcomeOf(async () => {
    const done = await unwrap(client.POST('/unsubscribe/requests/{token}', { params: { path: { token } } }));
    return `${done.contact} will no longer receive review requests from this business.`;
  });
}
