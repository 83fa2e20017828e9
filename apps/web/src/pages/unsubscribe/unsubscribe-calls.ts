import { isApiError, unwrap, type ApiClient } from '@locus/api-client';
import { errorMessage } from '@locus/resources';

export interface UnsubscribeOutcome {
  ok: boolean;
  text: string;
}

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid any more.';

/** POST /unsubscribe/scheduled_exports/{token}: the e-mail's recipient leaves that schedule. */
export async function unsubscribeScheduledExport(
  client: ApiClient,
  token: string,
): Promise<UnsubscribeOutcome> {
  try {
    const done = await unwrap(
      client.POST('/unsubscribe/scheduled_exports/{token}', { params: { path: { token } } }),
    );
    return {
      ok: true,
      text: `${done.email} will no longer receive “${done.email_subject}” (${done.display_name}).`,
    };
  } catch (error) {
    return {
      ok: false,
      text: isApiError(error) && error.status === 404 ? INVALID_UNSUBSCRIBE_LINK : errorMessage(error),
    };
  }
}
