import type { RequestContext } from '../../http/handler-types.js';

/** The link goes to the web app's configured origin (never the request's Host). */
export function sendEmailChangeLink(ctx: RequestContext, to: string, token: string) {
  return ctx.services.sendEmail({
    to,
    subject: 'Confirm your new e-mail address',
    body:
      'Someone asked to use this address for their Locus sign-in. Confirm it by opening this link within 24 hours:\n\n' +
      `${ctx.services.publicUrl}/confirm-email/${encodeURIComponent(token)}\n\nIf it was not you, ignore this e-mail.\n`,
  });
}

/** The old address learns of the change, so a stolen session cannot quietly take the account over. */
export function sendEmailChangedNotice(ctx: RequestContext, to: string, newEmail: string) {
  return ctx.services.sendEmail({
    to,
    subject: 'Your Locus e-mail address was changed',
    body: `Your Locus sign-in address is now ${newEmail}. If you did not make this change, contact your administrator.\n`,
  });
}
