/** The public landing of the e-mailed link (/confirm-email/:token). */
export interface EmailConfirmationView {
  /** ready: waiting for the user's click (mail scanners open links; opening alone must not confirm). */
  status: 'ready' | 'confirming' | 'confirmed' | 'failed';
  /** The address now in use, once confirmed. */
  email: string | null;
  message: string | null;
}

export const READY: EmailConfirmationView = { status: 'ready', email: null, message: null };
export const CONFIRMING: EmailConfirmationView = { status: 'confirming', email: null, message: null };

export function confirmedView(email: string): EmailConfirmationView {
  return { status: 'confirmed', email, message: `Your e-mail address is now ${email}. Use it the next time you sign in.` };
}

/** Why the link did not work, in words: unknown/used (404), expired (422), taken (409), or the server's text. */
export function failedView(status: number | null, serverMessage: string): EmailConfirmationView {
  const message =
    status === 404
      ? 'This link is not valid any more: it may have been used already. Ask for a new one from your profile.'
      : status === 422
        ? 'This link has expired. Ask for a new one from your profile.'
        : status === 409
          ? 'Another user has taken this address meanwhile. Choose another one from your profile.'
          : serverMessage;
  return { status: 'failed', email: null, message };
}
