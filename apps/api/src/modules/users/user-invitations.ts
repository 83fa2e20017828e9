import { issueToken } from '../../auth/tokens.js';
import type { RequestContext } from '../../http/handler-types.js';
import { sendPasswordResetEmail } from '../signup/emails.js';

/** Invited users set their first password through a reset link; it stays valid longer than a reset. */
export const INVITE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const INVITE_INTRO = 'You have been invited to Locus. Choose your password';

/** A fresh invitation: the token to e-mail and the columns that make it (and only it) valid. */
export function newInvitation(now: Date) {
  const invite = issueToken();
  return {
    token: invite.token,
    columns: { reset_password_token_hash: invite.hash, reset_password_expires_at: new Date(now.getTime() + INVITE_DAYS * DAY_MS) },
  };
}

export function sendInvitationEmail(ctx: RequestContext, email: string, token: string) {
  return sendPasswordResetEmail(ctx, email, token, INVITE_INTRO);
}
