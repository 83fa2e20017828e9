import type { RequestContext } from '../../http/handler-types.js';

/** Links in e-mails point at the web app's configured origin: a forged Host header must not pick the site. */
function appLink(ctx: RequestContext, path: string): string {
  return `${ctx.services.publicUrl}${path}`;
}

export function sendConfirmationEmail(ctx: RequestContext, to: string, token: string, state?: string | null) {
  const query = new URLSearchParams({ confirmation_token: token });
  if (state) query.set('state', state);
  return ctx.services.sendEmail({
    to,
    subject: 'Confirm your e-mail address',
    body: `Welcome to Locus. Confirm your e-mail address by opening this link:\n\n${appLink(ctx, `/login?${query.toString()}`)}\n`,
  });
}

export function sendPasswordResetEmail(ctx: RequestContext, to: string, token: string, intro = 'Reset your Locus password') {
  const query = new URLSearchParams({ reset_password_token: token });
  return ctx.services.sendEmail({
    to,
    subject: intro,
    body: `${intro} by opening this link:\n\n${appLink(ctx, `/reset-password?${query.toString()}`)}\n`,
  });
}
