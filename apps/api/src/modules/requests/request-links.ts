/**
 * The links a request carries and the job kinds that send it: named once, because the send job writes them,
 * the handlers enqueue them and the web app's routes answer them.
 */
/** The customer's landing page (a public route of the web app). */
export const landingUrl = (publicUrl: string, token: string) => `${publicUrl}/r/${encodeURIComponent(token)}`;

/** The unsubscribe page of a request (the web app calls POST /unsubscribe/requests/{token}). */
export const requestUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe/requests/${encodeURIComponent(token)}`;

/** Sends a campaign's pending recipients; payload `{ campaign_id }`, run_at the schedule (or now). */
export const CAMPAIGN_SEND_JOB = 'campaign_send';
/** Sends the one reminder to a campaign's recipients who have not opened; payload `{ campaign_id }`. */
export const CAMPAIGN_REMINDER_JOB = 'campaign_reminder';
